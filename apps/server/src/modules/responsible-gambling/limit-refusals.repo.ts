/** Refusals by a player's own limit (rg_limit_refusals): one row each, counted for "Limit hits". */
import type { Db } from '../../platform/db/database.js';

export interface Refusal {
  memberId: string;
  kind: string;
}

export class LimitRefusalsRepo {
  constructor(private readonly db: Db) {}

  /** `alsoIn` runs in the inserting transaction (the stream's facts). */
  async record(refusals: readonly Refusal[], at: Date, alsoIn: (trx: Db) => Promise<void>): Promise<void> {
    if (refusals.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rg_limit_refusals')
        .values(refusals.map((r) => ({ member_id: r.memberId, kind: r.kind, at })))
        .execute();
      await alsoIn(trx);
    });
  }

  /** The member's latest refusal after `after` (exclusive), or null. */
  async latestAfter(memberId: string, after: Date): Promise<Date | null> {
    const row = await this.db
      .selectFrom('rg_limit_refusals')
      .select((eb) => eb.fn.max('at').as('last_at'))
      .where('member_id', '=', memberId)
      .where('at', '>', after)
      .executeTakeFirst();
    return row?.last_at ? new Date(row.last_at) : null;
  }

  /** The members refused most often since `since`, with their count and last refusal. */
  async top(since: Date, limit: number): Promise<{ memberId: string; count: number; lastAt: Date }[]> {
    const rows = await this.db
      .selectFrom('rg_limit_refusals')
      .select((eb) => ['member_id', eb.fn.countAll<string>().as('n'), eb.fn.max('at').as('last_at')])
      .where('at', '>=', since)
      .groupBy('member_id')
      .orderBy('n', 'desc')
      .orderBy('member_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ memberId: String(r.member_id), count: Number(r.n), lastAt: new Date(r.last_at) }));
  }
}
