/**
 * bonus_grants.expiry_warned_at (modules/bonus-money): when the member was told that an open grant
 * expires within a day. Set once, in the transaction that appends the warning to the activity
 * stream, so the leader's minute job warns each grant exactly once.
 *
 * activity_events.kind: the list of kinds in 0030's check becomes a shape check. Every new fact
 * (bonus granted, expiring, ended here; the offers' own next) needed a migration that rewrote the
 * list, and two modules adding kinds at once would each drop the other's. The kinds are typed where
 * they are written (appendActivity) and parsed by kind where they are read (activity-event.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_grants add column expiry_warned_at timestamptz`.execute(db);
  await sql`alter table activity_events drop constraint activity_events_kind_check`.execute(db);
  await sql`alter table activity_events add constraint activity_events_kind_check check (kind ~ '^[a-z_]+\\.[a-z_]+$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_grants drop column if exists expiry_warned_at`.execute(db);
}
