/** offer_settings (one row): Kysely only. */
import type { Db } from '../../platform/db/database.js';

export class OfferSettingsRepo {
  async read(db: Db): Promise<unknown> {
    const row = await db.selectFrom('offer_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return row?.value;
  }

  async write(trx: Db, json: string, at: Date): Promise<void> {
    await trx
      .insertInto('offer_settings')
      .values({ id: 1, value: json, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_at: at }))
      .execute();
  }
}
