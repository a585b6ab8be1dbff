/**
 * The campaign console (docs/staff-console.md#campaigns).
 *
 * rewards.caused_by: the staff member whose action made a grant (null for a player's own claim).
 * A held grant is decided by someone else: the CHECK holds whatever path writes the decision.
 *
 * The two new permissions (`campaigns.manage`, `rewards.approve`) join the default roles that an
 * installation already has, as a fresh one gets them: admin both, marketing the first, finance the
 * second. Roles an admin renamed or built are left to the admin.
 *
 * campaign_messages (modules/messages): a staff campaign message, sent now or at `send_at` by the
 * leader job. `status` moves scheduled → sending → sent (or scheduled → cancelled) by conditional
 * updates, so one run claims a send; each member's message is keyed by the send
 * (`promotion:campaign-<id>:<member>`), so a send resumed after a crash writes nobody's twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rewards add column caused_by text`.execute(db);
  await sql`
    alter table rewards add constraint rewards_checker_not_cause
      check (caused_by is null or decided_by is null or decided_by <> caused_by)`.execute(db);
  for (const [role, permission] of [
    ['admin', 'campaigns.manage'],
    ['admin', 'rewards.approve'],
    ['marketing', 'campaigns.manage'],
    ['finance', 'rewards.approve'],
  ] as const) {
    await sql`
      update staff_roles set permissions = array_append(permissions, ${permission})
      where name = ${role} and not (${permission} = any(permissions))`.execute(db);
  }
  await sql`
    create table campaign_messages (
      id bigint generated always as identity primary key,
      texts jsonb not null,
      url text not null,
      audience text not null check (audience in ('all', 'depositors', 'non_depositors', 'inactive')),
      inactive_days integer check (inactive_days between 1 and 365),
      send_at timestamptz not null,
      status text not null check (status in ('scheduled', 'sending', 'sent', 'cancelled')),
      -- When a run claimed it (status sending); a claim this old was left by a node that stopped.
      claimed_at timestamptz,
      created_by bigint not null references staff_accounts (id),
      reason text not null,
      created_at timestamptz not null,
      sent_at timestamptz,
      sent integer not null default 0,
      skipped integer not null default 0,
      check ((audience = 'inactive') = (inactive_days is not null))
    )`.execute(db);
  await sql`create index campaign_messages_due on campaign_messages (send_at) where status in ('scheduled', 'sending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists campaign_messages`.execute(db);
  await sql`alter table rewards drop constraint if exists rewards_checker_not_cause`.execute(db);
  await sql`alter table rewards drop column if exists caused_by`.execute(db);
}
