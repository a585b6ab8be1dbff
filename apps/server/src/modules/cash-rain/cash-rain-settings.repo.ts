/** cash_rain_settings (migration 0056): the schedule document staff saved. Kysely only. */
import type { Db } from '../../platform/db/database.js';

export class CashRainSettingsRepo {
  async read(db: Db): Promise<unknown> {
    const r = await db.selectFrom('cash_rain_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return r?.value ?? null;
  }

  async write(trx: Db, value: string, at: Date): Promise<void> {
    await trx
      .insertInto('cash_rain_settings')
      .values({ id: 1, value, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value, updated_at: at }))
      .execute();
  }
}
