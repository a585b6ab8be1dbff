/**
 * VIP benefit claims (modules/vip, docs/product-rules/vip.md#benefits): one row per member, benefit
 * and period (`level-N` for a level-up reward, the market date for the daily reward), written in the
 * same transaction as the reward it pays (rewards, 0036), so a claim and its payment commit together.
 * The unique key makes concurrent claims of the same period pay once; the id orders the member's
 * claim log (paged by maxId).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_benefit_claims (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      benefit_id integer not null,
      benefit_type smallint not null check (benefit_type between 1 and 4),
      level_id smallint not null check (level_id between 0 and 20),
      period text not null check (length(period) between 1 and 32),
      bonus_type smallint not null check (bonus_type in (1, 2, 3, 4, 5)),
      amount bigint not null check (amount > 0),
      reward_id bigint not null references rewards (id),
      status text not null check (status in ('paid', 'held')),
      created_at timestamptz not null,
      unique (member_id, benefit_id, period)
    )`.execute(db);
  await sql`create index vip_benefit_claims_log on vip_benefit_claims (member_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists vip_benefit_claims`.execute(db);
}
