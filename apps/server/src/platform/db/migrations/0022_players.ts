/**
 * Player care from the staff console (modules/players, docs/staff-console.md#players): a staff lock
 * on a member's account (owned by members: login and play ask it), and the staff's notes and
 * responsible-gambling flags on a player (owned by players). A lock is a row; unlocking deletes it,
 * and the audit log keeps the history of both.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_locks (
      member_id bigint primary key references members (id),
      reason text not null,
      locked_by text not null,
      locked_at timestamptz not null
    )`.execute(db);
  await sql`
    create table player_notes (
      id bigserial primary key,
      member_id bigint not null references members (id),
      body text not null check (length(body) between 1 and 2000),
      staff_id bigint not null,
      staff_name text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index player_notes_member on player_notes (member_id, id desc)`.execute(db);
  await sql`
    create table player_flags (
      id bigserial primary key,
      member_id bigint not null references members (id),
      kind text not null check (kind in ('rg_concern')),
      note text not null check (length(note) between 1 and 2000),
      staff_id bigint not null,
      staff_name text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index player_flags_member on player_flags (member_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table player_flags`.execute(db);
  await sql`drop table player_notes`.execute(db);
  await sql`drop table member_locks`.execute(db);
}
