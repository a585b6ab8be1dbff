/** seven_day_bonus_runs (migration 0042): Kysely only. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export class SevenDayRunsRepo {
  /** The member's first day, YYYY-MM-DD; undefined before they opened the offer. */
  async firstDay(db: Db, memberId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('seven_day_bonus_runs')
      .select(sql<string>`to_char(first_day, 'YYYY-MM-DD')`.as('day'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.day;
  }

  /** Starts the member's seven days on `today` unless they began before; returns the first day. */
  async start(db: Db, memberId: string, today: string, at: Date): Promise<string> {
    await db
      .insertInto('seven_day_bonus_runs')
      .values({ member_id: memberId, first_day: today, created_at: at })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const day = await this.firstDay(db, memberId);
    if (!day) throw new Error(`seven-day run of ${memberId} vanished`);
    return day;
  }
}
