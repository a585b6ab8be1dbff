/** vip_settings (one row): Kysely only. */
import type { Db } from '../../platform/db/database.js';

export class VipSettingsRepo {
  async read(db: Db): Promise<unknown> {
    const row = await db.selectFrom('vip_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return row?.value;
  }

  async write(trx: Db, json: string, at: Date): Promise<void> {
    await trx
      .insertInto('vip_settings')
      .values({ id: 1, value: json, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_at: at }))
      .execute();
  }
}
