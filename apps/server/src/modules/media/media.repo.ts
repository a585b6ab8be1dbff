/** media (0047): Kysely only. The bytes are read only when an image is served. */
import type { Db } from '../../platform/db/database.js';
import type { MediaMime } from '@nyota/contract/staff/schemas-promotions';

export interface MediaFile {
  mime: MediaMime;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export class MediaRepo {
  /** Stores an image unless the same bytes are stored already; answers the stored name. */
  async insert(
    db: Db,
    row: { name: string; mime: MediaMime; size: number; sha256: string; bytes: Buffer; staffId: string; at: Date },
  ): Promise<string> {
    await db
      .insertInto('media')
      .values({
        name: row.name,
        mime: row.mime,
        size: row.size,
        sha256: row.sha256,
        bytes: row.bytes,
        staff_id: row.staffId,
        created_at: row.at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const stored = await db.selectFrom('media').select('name').where('sha256', '=', row.sha256).executeTakeFirstOrThrow();
    return stored.name;
  }

  async find(db: Db, name: string): Promise<MediaFile | undefined> {
    const row = await db
      .selectFrom('media')
      .select(['mime', 'size', 'sha256', 'bytes'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { mime: row.mime, size: row.size, sha256: row.sha256, bytes: Buffer.from(row.bytes) } : undefined;
  }
}
