/** invite_settings (one row, migration 0057): Kysely only. */
import type { Db } from '../../platform/db/database.js';

export class InviteSettingsRepo {
  async read(db: Db): Promise<unknown> {
    const row = await db.selectFrom('invite_settings').select('value').where('id', '=', 1).executeTakeFirst();
    return row?.value;
  }

  async write(trx: Db, json: string, at: Date): Promise<void> {
    await trx
      .insertInto('invite_settings')
      .values({ id: 1, value: json, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value: json, updated_at: at }))
      .execute();
  }
}
