import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface PlayTotals {
  stakes: number;
  wins: number;
}

export class RealityCheckRepo {
  constructor(private readonly db: Db) {}

  async interval(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('reality_check_settings')
      .select('interval_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.interval_minutes ?? 0;
  }

  async setInterval(memberId: string, minutes: number, now: Date): Promise<void> {
    await this.db
      .insertInto('reality_check_settings')
      .values({ member_id: memberId, interval_minutes: minutes, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ interval_minutes: minutes, updated_at: now }))
      .execute();
  }

  /**
   * Real-money stakes and wins placed since `since`, across the games' bet tables (read only; the
   * games own them): crash bets that took money, football bets, and per-bet spins in cash. A
   * refunded bet pays its stake back, so it nets to nothing.
   */
  async totalsSince(memberId: string, since: Date): Promise<PlayTotals> {
    const { rows } = await sql<{ stakes: string | null; wins: string | null }>`
      select sum(stake) as stakes, sum(payout) as wins from (
        select stake, coalesce(payout, 0) as payout from crash_bets
          where member_id = ${memberId} and created_at >= ${since} and stake_tx is not null
        union all
        select stake, coalesce(payout, 0) from football_bets
          where member_id = ${memberId} and placed_at >= ${since}
        union all
        select stake, payout from game_bets
          where member_id = ${memberId} and placed_at >= ${since} and unit = 'cash'
      ) b`.execute(this.db);
    const r = rows[0];
    return { stakes: Number(r?.stakes ?? 0), wins: Number(r?.wins ?? 0) };
  }
}
