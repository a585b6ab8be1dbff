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

  /** Member ids, oldest first; with a date, only those not signed in since it (a campaign's audience). */
  async memberIds(db: Db, inactiveSince: Date | null): Promise<string[]> {
    let q = db.selectFrom('members').select('id').orderBy('id');
    if (inactiveSince)
      q = q.where((eb) =>
        eb.or([
          eb('last_login_at', '<', inactiveSince),
          eb.and([eb('last_login_at', 'is', null), eb('created_at', '<', inactiveSince)]),
        ]),
      );
    return (await q.execute()).map((r) => String(r.id));
  }
}
