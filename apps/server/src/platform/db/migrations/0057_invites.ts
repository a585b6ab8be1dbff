/**
 * Invitations and cash giving (modules/invite, docs/product-rules/invites.md):
 * - invite_settings: the referral rules and the cash-giving table staff edit (one row; none means
 *   the contract's defaults), versioned and audited by the config module's settings;
 * - invite_referrals: one row per invitee (unique), from its sign-up through the link or code to
 *   its pay-out: progress (first deposit, qualifying stakes), the signals read when it qualified, the
 *   hold reasons, the staff decision and the reward; the cash-giving task it counts for and what
 *   opening it added;
 * - invite_tasks: a member's cash-giving tasks, one open per member and activity (partial unique
 *   index), with the table of increments frozen when it started.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invite_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table invite_tasks (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      act_id integer not null,
      status text not null check (status in ('active', 'finished', 'expired')),
      target_amount bigint not null check (target_amount > 0),
      current_amount bigint not null check (current_amount >= 0 and current_amount <= target_amount),
      increments jsonb not null,
      opened integer not null default 0 check (opened >= 0),
      started_at timestamptz not null,
      expires_at timestamptz not null,
      finished_at timestamptz,
      reward_id bigint
    )`.execute(db);
  await sql`create unique index invite_tasks_one_active on invite_tasks (member_id, act_id) where status = 'active'`.execute(db);
  await sql`create index invite_tasks_finished on invite_tasks (act_id, finished_at) where status = 'finished'`.execute(db);
  await sql`
    create table invite_referrals (
      id bigint generated always as identity primary key,
      inviter_id bigint not null references members (id),
      invitee_id bigint not null unique references members (id),
      channel text,
      registered_at timestamptz not null,
      deposit_intent_id uuid,
      qualifying_stake bigint not null default 0 check (qualifying_stake >= 0),
      status text not null default 'pending'
        check (status in ('pending', 'qualified', 'held', 'paid', 'rejected', 'refused')),
      hold_reasons text not null default '',
      device_id text,
      signup_ip text,
      deposit_number text,
      amount bigint,
      reward_id bigint,
      qualified_at timestamptz,
      decided_by text,
      decided_at timestamptz,
      note text,
      task_id bigint references invite_tasks (id),
      opened_at timestamptz,
      increase_amount bigint,
      check (inviter_id <> invitee_id)
    )`.execute(db);
  await sql`create index invite_referrals_inviter on invite_referrals (inviter_id, id)`.execute(db);
  await sql`create index invite_referrals_status on invite_referrals (status, id) where status in ('qualified', 'held')`.execute(
    db,
  );
  await sql`create index invite_referrals_task on invite_referrals (task_id, id) where task_id is not null`.execute(db);
  await sql`create index invite_referrals_device on invite_referrals (device_id) where device_id is not null`.execute(db);
  await sql`create index invite_referrals_number on invite_referrals (deposit_number) where deposit_number is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table invite_referrals`.execute(db);
  await sql`drop table invite_tasks`.execute(db);
  await sql`drop table invite_settings`.execute(db);
}
