/**
 * rg_limit_changes: each change a player makes to their own limit (set, cut, raise, removal), with
 * the value in force before, the value asked for and when it takes effect (at once for a cut, after
 * 24 hours for a raise or removal). Staff read it on the player page; it is kept from this migration on.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rg_limit_changes`.execute(db);
}
