/** Rows of stored images: Kysely queries only. Times come from the service's clock. */
import type { Db } from '../../platform/db/database.js';
import type { ImageMime } from './image-type.js';

export interface UploadRow {
  name: string;
  memberId: string;
  mime: ImageMime;
  size: number;
  sha256: string;
  appealId: string | null;
  createdAt: Date;
}

export class UploadsRepo {
  async insert(db: Db, row: Omit<UploadRow, 'appealId'>): Promise<void> {
    await db
      .insertInto('uploads')
      .values({
        name: row.name,
        member_id: row.memberId,
        mime: row.mime,
        size: row.size,
        sha256: row.sha256,
        created_at: row.createdAt,
      })
      .execute();
  }

  async countSince(db: Db, memberId: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async findOwned(db: Db, name: string, memberId: string): Promise<UploadRow | undefined> {
    const r = await db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', name)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return r
      ? {
          name: r.name,
          memberId: String(r.member_id),
          mime: r.mime,
          size: r.size,
          sha256: r.sha256,
          appealId: r.appeal_id === null ? null : String(r.appeal_id),
          createdAt: r.created_at,
        }
      : undefined;
  }

  /**
   * Attaches the member's images to an appeal, unless another appeal holds them; one conditional
   * UPDATE, so two appeals racing for one image cannot both get it. Returns the names attached.
   */
  async claim(db: Db, memberId: string, names: readonly string[], appealId: string): Promise<string[]> {
    if (names.length === 0) return [];
    const rows = await db
      .updateTable('uploads')
      .set({ appeal_id: appealId })
      .where('name', 'in', [...names])
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('appeal_id', 'is', null), eb('appeal_id', '=', appealId)]))
      .returning('name')
      .execute();
    return rows.map((r) => r.name);
  }
}
