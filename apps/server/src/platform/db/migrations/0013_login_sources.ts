/**
 * Password failures per number and source (trust issue 19, modules/auth/login-throttle.ts).
 *
 * - login_source_throttle: failures and lock of one (number, device id) or (number, address) pair.
 *   A stranger's guesses lock their own pairs, not the player's known device.
 * - login_throttle (0001) keeps the per-number count; its locked_until now means "unknown devices
 *   wait until then" (a slowdown past the per-number ceiling), never a lock of the number.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_source_throttle (
      mobile text not null,
      kind text not null check (kind in ('device', 'ip')),
      source text not null,
      failures integer not null default 0 check (failures >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null,
      primary key (mobile, kind, source)
    )`.execute(db);
  // Old rows are swept by age (the quiet window), so the sweep reads this index.
  await sql`create index login_source_throttle_updated on login_source_throttle (updated_at)`.execute(db);
  // "Has this member signed in from this device before?" is asked on every password attempt.
  await sql`create index sessions_member_device on sessions (member_id, device_id)`.execute(db);
  // A lock of the whole number is no longer a thing: carry none over as a slowdown.
  await sql`update login_throttle set locked_until = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sessions_member_device`.execute(db);
  await sql`drop table login_source_throttle`.execute(db);
}
