/**
 * cashback_weeks (modules/cashback): each member's real-money results per cashback week, kept by
 * the `cashback` stream consumer from `bet.settled`. `week_start` is the market-local Monday the week
 * begins on (at 06:00; a bet at Monday 05:59 belongs to the week before). Only cash parts count:
 * `staked` is the cash part of stakes, `won` the cash part of payouts. The cashback paid for a week
 * is a rewards row (source `cashback`, period = week_start), so it pays once by key; the trial fund
 * needs no table of its own (its weekly grants are rewards rows too).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cashback_weeks (
      member_id bigint not null references members (id),
      week_start date not null,
      staked bigint not null default 0 check (staked >= 0),
      won bigint not null default 0 check (won >= 0),
      updated_at timestamptz not null,
      primary key (member_id, week_start)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cashback_weeks`.execute(db);
}
