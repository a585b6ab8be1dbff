/** promotions: Kysely only (migration 0041). The value is campaign JSON, parsed by the service. */
import type { Db } from '../../platform/db/database.js';

export interface PromotionRow {
  id: string;
  slug: string;
  value: string;
  announcedAt: Date | null;
}

export class PromotionsRepo {
  /**
   * Writes a default unless a promotion of that slug exists (staff edits are kept). Defaults run
   * from the market's first start and are not news: they are written as announced.
   */
  async insertDefault(db: Db, slug: string, value: string, at: Date): Promise<void> {
    await db
      .insertInto('promotions')
      .values({ slug, value, created_at: at, updated_at: at, announced_at: at })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }

  async upsert(db: Db, slug: string, value: string, at: Date): Promise<string> {
    const row = await db
      .insertInto('promotions')
      .values({ slug, value, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ value, updated_at: at, announced_at: null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async all(db: Db): Promise<PromotionRow[]> {
    const rows = await db.selectFrom('promotions').select(['id', 'slug', 'value', 'announced_at']).orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, slug: r.slug, value: r.value, announcedAt: r.announced_at }));
  }

  /** Marks a promotion announced; false when another node did it first. */
  async markAnnounced(db: Db, id: string, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('promotions')
      .set({ announced_at: at })
      .where('id', '=', id)
      .where('announced_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
