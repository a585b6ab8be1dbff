/**
 * promotions and promotion_versions: Kysely only (migrations 0041, 0047). The value is campaign
 * JSON, parsed by the service; every version row holds a whole value.
 */
import type { Db } from '../../platform/db/database.js';

export interface PromotionRow {
  id: string;
  slug: string;
  value: string;
  announcedAt: Date | null;
}

export interface VersionRow {
  promotionId: string;
  version: number;
  value: string;
  reason: string;
  staffName: string;
  at: Date;
}

interface NewVersion {
  promotionId: string;
  version: number;
  value: string;
  reason: string;
  /** Null for the system (a market default). */
  staff: { id: string; username: string } | null;
  at: Date;
}

export class PromotionsRepo {
  /**
   * Writes a default unless a promotion of that slug exists (staff edits are kept). Defaults run
   * from the market's first start and are not news: they are written as announced.
   */
  async insertDefault(db: Db, slug: string, value: string, at: Date): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('promotions')
        .values({ slug, value, created_at: at, updated_at: at, announced_at: at })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await this.insertVersion(trx, { promotionId: row.id, version: 1, value, reason: 'default', staff: null, at });
    });
  }

  /** A new promotion, not yet announced; null when the slug is taken. */
  async create(db: Db, slug: string, value: string, at: Date): Promise<string | null> {
    const row = await db
      .insertInto('promotions')
      .values({ slug, value, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The promotion, its row locked until the transaction ends (saves of one promotion are serialised). */
  async lock(trx: Db, id: string): Promise<PromotionRow | undefined> {
    const r = await trx
      .selectFrom('promotions')
      .select(['id', 'slug', 'value', 'announced_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return r ? { id: r.id, slug: r.slug, value: r.value, announcedAt: r.announced_at } : undefined;
  }

  /** Replaces the live value; `reannounce` makes the start news again. */
  async update(trx: Db, id: string, value: string, at: Date, reannounce: boolean): Promise<void> {
    await trx
      .updateTable('promotions')
      .set({ value, updated_at: at, ...(reannounce ? { announced_at: null } : {}) })
      .where('id', '=', id)
      .execute();
  }

  async insertVersion(trx: Db, v: NewVersion): Promise<void> {
    await trx
      .insertInto('promotion_versions')
      .values({
        promotion_id: v.promotionId,
        version: v.version,
        value: v.value,
        reason: v.reason,
        staff_id: v.staff?.id ?? null,
        staff_name: v.staff?.username ?? 'system',
        created_at: v.at,
      })
      .execute();
  }

  /** Newest first; `promotionId` null: the newest of every promotion. */
  async versions(db: Db, promotionId: string | null, limit: number): Promise<VersionRow[]> {
    let q = db
      .selectFrom('promotion_versions')
      .select(['promotion_id', 'version', 'value', 'reason', 'staff_name', 'created_at']);
    q = promotionId === null ? q.distinctOn('promotion_id').orderBy('promotion_id') : q.where('promotion_id', '=', promotionId);
    const rows = await q.orderBy('version', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      promotionId: r.promotion_id,
      version: r.version,
      value: r.value,
      reason: r.reason,
      staffName: r.staff_name,
      at: r.created_at,
    }));
  }

  /** A save outside the console (scripts, tests): written as a version by `system` too. */
  async upsert(db: Db, slug: string, value: string, at: Date): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('promotions')
        .values({ slug, value, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ value, updated_at: at, announced_at: null }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const [latest] = await this.versions(trx, row.id, 1);
      const version = (latest?.version ?? 0) + 1;
      await this.insertVersion(trx, { promotionId: row.id, version, value, reason: 'system save', staff: null, at });
      return row.id;
    });
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
