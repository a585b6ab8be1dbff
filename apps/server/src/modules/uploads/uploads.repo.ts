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

  /**
   * Takes one upload slot of the member's hour if fewer than `limit` are taken: one statement, so
   * concurrent uploads cannot together pass the limit. False when the hour is full.
   */
  async takeSlot(db: Db, memberId: string, hourStart: Date, limit: number): Promise<boolean> {
    const row = await db
      .insertInto('upload_quota')
      .values({ member_id: memberId, hour_start: hourStart, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['member_id', 'hour_start'])
          .doUpdateSet((eb) => ({ used: eb('upload_quota.used', '+', 1) }))
          .where('upload_quota.used', '<', limit),
      )
      .returning('used')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a slot back (the upload it was taken for stored nothing). */
  async releaseSlot(db: Db, memberId: string, hourStart: Date): Promise<void> {
    await db
      .updateTable('upload_quota')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('member_id', '=', memberId)
      .where('hour_start', '=', hourStart)
      .where('used', '>', 0)
      .execute();
  }

  async findForAppeal(db: Db, name: string, appealId: string): Promise<{ mime: ImageMime; size: number } | undefined> {
    return db
      .selectFrom('uploads')
      .select(['mime', 'size'])
      .where('name', '=', name)
      .where('appeal_id', '=', appealId)
      .executeTakeFirst();
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
