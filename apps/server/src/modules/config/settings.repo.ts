/** SQL of versioned settings: the live document in global_config and its versions in config_versions. */
import type { Db } from '../../platform/db/database.js';

export interface VersionRow {
  version: number;
  content: string;
  reason: string;
  staffName: string;
  createdAt: Date;
}

export class SettingsRepo {
  /** The live document of a type, its row locked until the transaction ends (saves are serialised). */
  async lockLive(trx: Db, type: number): Promise<{ id: number; content: string } | undefined> {
    return trx
      .selectFrom('global_config')
      .select(['id', 'content'])
      .where('type', '=', type)
      .orderBy('sort')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Locks the newest version row of a type (if any) until the transaction ends. */
  async lockLatest(trx: Db, type: number): Promise<void> {
    await trx
      .selectFrom('config_versions')
      .select('id')
      .where('type', '=', type)
      .orderBy('version', 'desc')
      .limit(1)
      .forUpdate()
      .execute();
  }

  async live(db: Db, type: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('global_config')
      .select('content')
      .where('type', '=', type)
      .orderBy('sort')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.content;
  }

  async insertLive(trx: Db, type: number, name: string, content: string): Promise<void> {
    await trx.insertInto('global_config').values({ type, name, content, sort: 0 }).execute();
  }

  async updateLive(trx: Db, id: number, content: string): Promise<void> {
    await trx.updateTable('global_config').set({ content }).where('id', '=', id).execute();
  }

  async latest(db: Db, type: number): Promise<VersionRow | undefined> {
    const [row] = await this.versions(db, type, 1);
    return row;
  }

  async versions(db: Db, type: number, limit: number): Promise<VersionRow[]> {
    const rows = await db
      .selectFrom('config_versions')
      .select(['version', 'content', 'reason', 'staff_name', 'created_at'])
      .where('type', '=', type)
      .orderBy('version', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      version: r.version,
      content: r.content,
      reason: r.reason,
      staffName: r.staff_name,
      createdAt: new Date(r.created_at),
    }));
  }

  async insertVersion(
    trx: Db,
    v: { type: number; version: number; content: string; reason: string; staffId: string; staffName: string; at: Date },
  ): Promise<void> {
    await trx
      .insertInto('config_versions')
      .values({
        type: v.type,
        version: v.version,
        content: v.content,
        reason: v.reason,
        staff_id: v.staffId,
        staff_name: v.staffName,
        created_at: v.at,
      })
      .execute();
  }
}
