/**
 * Responsible gambling limits (modules/responsible-gambling, docs/product-rules/responsible-gambling.md).
 *
 * rg_limits: one row per member and kind. `amount` is what applies until `pending_at`; from then on
 * `pending_amount` applies (null there means the limit is removed). A raise or removal is stored as
 * pending and resolved lazily on read, so no job is needed for it to take effect.
 *
 * rg_play_sessions: a member's current real-money play session (first and last accepted stake), for
 * the session-time limit; a gap of 30 minutes without a stake starts a new one.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_limits (
      member_id bigint not null references members (id),
      kind text not null check (kind in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes')),
      amount bigint check (amount > 0),
      pending_amount bigint check (pending_amount > 0),
      pending_at timestamptz,
      updated_at timestamptz not null,
      primary key (member_id, kind)
    )`.execute(db);
  await sql`
    create table rg_play_sessions (
      member_id bigint primary key references members (id),
      started_at timestamptz not null,
      last_stake_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rg_play_sessions`.execute(db);
  await sql`drop table if exists rg_limits`.execute(db);
}
