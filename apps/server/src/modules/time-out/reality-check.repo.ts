import type { Db } from '../../platform/db/database.js';

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
}
