/**
 * Staff accounts and safety (modules/staff, docs/staff-console.md): roles with permissions, staff
 * accounts signing in with password and TOTP, their sessions, sign-in throttling per username and
 * source, an append-only hash-chained audit log, and four-eyes requests whose maker and checker the
 * database keeps apart.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_roles (
      name text primary key,
      permissions text[] not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table staff_accounts (
      id bigserial primary key,
      username text not null unique,
      password_hash text not null,
      totp_secret text not null,
      -- The last TOTP time step accepted: a code is usable once.
      totp_last_step bigint not null default 0,
      role text not null references staff_roles (name),
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Per username and source, never per account: a stranger's wrong guesses slow only the stranger.
  await sql`
    create table staff_sign_in_failures (
      username text not null,
      source text not null,
      failures integer not null,
      blocked_until timestamptz not null,
      primary key (username, source)
    )`.execute(db);
  await sql`
    create table staff_sessions (
      id bigserial primary key,
      token_hash text not null unique,
      csrf_token text not null,
      staff_id bigint not null references staff_accounts (id),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      ended_at timestamptz
    )`.execute(db);
  await sql`create index staff_sessions_staff on staff_sessions (staff_id) where ended_at is null`.execute(db);
  await createAudit(db);
  await sql`
    create table four_eyes_requests (
      id bigserial primary key,
      kind text not null,
      payload jsonb not null,
      reason text not null,
      requested_by bigint not null references staff_accounts (id),
      requested_at timestamptz not null,
      decided_by bigint references staff_accounts (id),
      decided_at timestamptz,
      decision text check (decision in ('approved', 'rejected')),
      decision_reason text,
      check (decided_by <> requested_by),
      check ((decided_by is null) = (decision is null))
    )`.execute(db);
  await sql`create index four_eyes_pending on four_eyes_requests (id) where decision is null`.execute(db);
}

/** Append-only: triggers refuse UPDATE, DELETE and TRUNCATE; the head row serialises writers. */
async function createAudit(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_audit (
      seq bigint primary key,
      at timestamptz not null,
      actor_id bigint references staff_accounts (id),
      actor text,
      action text not null,
      target text,
      before jsonb,
      after jsonb,
      reason text,
      prev_hash text not null,
      row_hash text not null
    )`.execute(db);
  await sql`create index staff_audit_actor on staff_audit (actor, seq)`.execute(db);
  await sql`create index staff_audit_action on staff_audit (action, seq)`.execute(db);
  await sql`
    create table staff_audit_head (
      id boolean primary key default true check (id),
      seq bigint not null,
      row_hash text not null
    )`.execute(db);
  await sql`insert into staff_audit_head (seq, row_hash) values (0, ${'0'.repeat(64)})`.execute(db);
  await sql`
    create function staff_audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only';
    end $$`.execute(db);
  await sql`
    create trigger staff_audit_no_change before update or delete on staff_audit
    for each row execute function staff_audit_refuse_change()`.execute(db);
  await sql`
    create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_refuse_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table four_eyes_requests`.execute(db);
  await sql`drop table staff_audit_head`.execute(db);
  await sql`drop table staff_audit`.execute(db);
  await sql`drop function staff_audit_refuse_change()`.execute(db);
  await sql`drop table staff_sessions`.execute(db);
  await sql`drop table staff_sign_in_failures`.execute(db);
  await sql`drop table staff_accounts`.execute(db);
  await sql`drop table staff_roles`.execute(db);
}
