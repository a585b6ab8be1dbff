/** Read-only member counts for staff reports (docs/staff-console.md#figures). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export class MemberFiguresRepo {
  /** Members who signed up, per market-local day. */
  async newMemberDays(db: Db, w: { from: Date; to: Date; timeZone: string }): Promise<Array<{ day: string; players: number }>> {
    const rows = await sql<{ day: string; players: string }>`
      select to_char(created_at at time zone ${w.timeZone}, 'YYYY-MM-DD') as day, count(*) as players
      from members where created_at >= ${w.from} and created_at < ${w.to}
      group by 1 order by 1`.execute(db);
    return rows.rows.map((r) => ({ day: r.day, players: Number(r.players) }));
  }
}
