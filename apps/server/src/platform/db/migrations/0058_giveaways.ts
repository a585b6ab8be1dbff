/**
 * Giveaways (modules/giveaway, docs/product-rules/giveaways.md):
 * - giveaway_settings: the rounds, presents and budgets staff edit (one row; none means the
 *   contract's defaults), versioned and audited by the config module's settings;
 * - giveaway_rounds: per round, how much was funded into its campaign budget account (only ever
 *   raised) and how much was claimed, raised by one conditional update that refuses to pass the
 *   round's budget (the row lock serialises concurrent claims of a round);
 * - giveaway_claims: one row per member and present (unique), the grant it made and the device it
 *   came from (the duplicate-account signal).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table giveaway_settings (
      id smallint primary key check (id = 1),
      value jsonb not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table giveaway_rounds (
      round_id integer primary key,
      funded bigint not null default 0 check (funded >= 0),
      claimed bigint not null default 0 check (claimed >= 0)
    )`.execute(db);
  await sql`
    create table giveaway_claims (
      id bigint generated always as identity primary key,
      round_id integer not null,
      present_id integer not null,
      member_id bigint not null references members (id),
      amount bigint not null check (amount > 0),
      auto boolean not null,
      status text not null check (status in ('paid', 'held')),
      device_id text not null,
      created_at timestamptz not null,
      unique (round_id, present_id, member_id)
    )`.execute(db);
  await sql`create index giveaway_claims_member on giveaway_claims (member_id, id)`.execute(db);
  await sql`create index giveaway_claims_device on giveaway_claims (round_id, device_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['giveaway_claims', 'giveaway_rounds', 'giveaway_settings']) {
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  }
}
