/**
 * seven_day_bonus_runs (modules/offers): when each member's seven days of the 7-day bonus began,
 * as the market-local date of their first look at it. One row per member; the days themselves are
 * rewards rows (unique per source, member and period), so a day pays once however claims arrive.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seven_day_bonus_runs (
      member_id bigint primary key references members (id),
      first_day date not null,
      created_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists seven_day_bonus_runs`.execute(db);
}
