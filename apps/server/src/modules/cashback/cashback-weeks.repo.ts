/** cashback_weeks (migration 0051): Kysely only. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** One member's cash results in one week (the week named by its Monday). */
export interface WeekResult {
  memberId: string;
  weekStart: string;
  staked: number;
  won: number;
}

export class CashbackWeeksRepo {
  /** Adds a batch's results, one row per member and week, in one statement. */
  async add(trx: Db, results: readonly WeekResult[], at: Date): Promise<void> {
    if (results.length === 0) return;
    await trx
      .insertInto('cashback_weeks')
      .values(
        results.map((r) => ({ member_id: r.memberId, week_start: r.weekStart, staked: r.staked, won: r.won, updated_at: at })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'week_start']).doUpdateSet({
          staked: sql`cashback_weeks.staked + excluded.staked`,
          won: sql`cashback_weeks.won + excluded.won`,
          updated_at: sql`excluded.updated_at`,
        }),
      )
      .execute();
  }

  /** The member's results of each of `weeks` that has any. */
  async forMember(db: Db, memberId: string, weeks: readonly string[]): Promise<WeekResult[]> {
    if (weeks.length === 0) return [];
    const rows = await db
      .selectFrom('cashback_weeks')
      .select(['staked', 'won', sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week')])
      .where('member_id', '=', memberId)
      .where(sql<string>`to_char(week_start, 'YYYY-MM-DD')`, 'in', [...weeks])
      .execute();
    return rows.map((r) => ({ memberId, weekStart: r.week, staked: Number(r.staked), won: Number(r.won) }));
  }
}
