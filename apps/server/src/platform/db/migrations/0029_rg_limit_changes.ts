/**
 * rg_limit_changes: each change a player makes to their own limit (set, cut, raise, removal), with
 * the value in force before, the value asked for and when it takes effect (at once for a cut, after
 * 24 hours for a raise or removal). Staff read it on the player page; it is kept from this migration on.
 *
 * rg_limit_refusals: one row per deposit or real-money stake refused by a player's own limit, for
 * the console's "Limit hits" list (who hit their limits most in the last 7 or 30 days).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_limit_changes (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      kind text not null,
      old_amount bigint,
      new_amount bigint,
      effective_at timestamptz not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index rg_limit_changes_member on rg_limit_changes (member_id, id desc)`.execute(db);
  await sql`
    create table rg_limit_refusals (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      kind text not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index rg_limit_refusals_at on rg_limit_refusals (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rg_limit_refusals`.execute(db);
  await sql`drop table if exists rg_limit_changes`.execute(db);
}
