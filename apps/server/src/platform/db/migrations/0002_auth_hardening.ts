/**
 * Accounts hardening for the auth module:
 * - login_throttle: failed-login counting keyed by the mobile number, registered or not, so a lockout
 *   answers the same for every number and never tells which numbers have accounts. It replaces the
 *   per-member counters of 0001, which could only lock numbers that exist.
 * - members.previous_login_at: the login before the current one, shown to the player.
 * - sessions.auth_method: how a session was established; a password reset needs a fresh code login.
 * - self_exclusions.reactivated_at, and at most one open (not reactivated) exclusion per member, so
 *   an active exclusion cannot be replaced or shortened even by two submits at once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttle (
      mobile text primary key,
      failures integer not null default 0 check (failures >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table members drop column failed_logins, drop column locked_until`.execute(db);
  await sql`alter table members add column previous_login_at timestamptz`.execute(db);

  await sql`alter table sessions add column auth_method text not null default 'password'`.execute(db);

  await sql`alter table self_exclusions add column reactivated_at timestamptz`.execute(db);
  await sql`create unique index self_exclusions_one_open on self_exclusions (member_id) where reactivated_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists self_exclusions_one_open`.execute(db);
  await sql`alter table self_exclusions drop column if exists reactivated_at`.execute(db);
  await sql`alter table sessions drop column if exists auth_method`.execute(db);
  await sql`alter table members drop column if exists previous_login_at`.execute(db);
  await sql`alter table members add column failed_logins integer not null default 0, add column locked_until timestamptz`.execute(
    db,
  );
  await sql`drop table if exists login_throttle`.execute(db);
}
