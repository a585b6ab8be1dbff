/**
 * Real-money results per member over the limit periods (modules/responsible-gambling's loss limits):
 * stakes minus payouts of settled cash bets, by settlement time; and a session's play for the
 * reality check (modules/time-out). Coin and diamond play is not money.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';

export interface PeriodLosses {
  day: number;
  week: number;
  month: number;
}

export class GameLossesRepo {
  constructor(private readonly db: Db) {}

  async lossesSince(
    memberIds: readonly string[],
    since: { day: Date; week: Date; month: Date },
  ): Promise<Map<string, PeriodLosses>> {
    const out = new Map<string, PeriodLosses>();
    if (memberIds.length === 0) return out;
    const earliest = new Date(Math.min(since.day.getTime(), since.week.getTime(), since.month.getTime()));
    const net = sql`stake - payout`;
    const rows = await this.db
      .selectFrom('game_bets')
      .select([
        'member_id',
        sql<string>`coalesce(sum(case when settled_at >= ${since.day} then ${net} end), 0)`.as('day'),
        sql<string>`coalesce(sum(case when settled_at >= ${since.week} then ${net} end), 0)`.as('week'),
        sql<string>`coalesce(sum(case when settled_at >= ${since.month} then ${net} end), 0)`.as('month'),
      ])
      .where('member_id', 'in', [...memberIds])
      .where('unit', '=', 'cash')
      .where('settled_at', '>=', earliest)
      .groupBy('member_id')
      .execute();
    for (const r of rows) out.set(String(r.member_id), { day: Number(r.day), week: Number(r.week), month: Number(r.month) });
    return out;
  }

  /** Cash stakes and payouts of the member's bets placed since `since` and settled by now. */
  async playedSince(memberId: string, since: Date): Promise<{ stakes: number; wins: number }> {
    const r = await this.db
      .selectFrom('game_bets')
      .select([sql<string>`coalesce(sum(stake), 0)`.as('stakes'), sql<string>`coalesce(sum(payout), 0)`.as('wins')])
      .where('member_id', '=', memberId)
      .where('unit', '=', 'cash')
      .where('placed_at', '>=', since)
      .executeTakeFirst();
    return { stakes: Number(r?.stakes ?? 0), wins: Number(r?.wins ?? 0) };
  }
}
