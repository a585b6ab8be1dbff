/**
 * mall_stock and mall_member_counts (migration 0054): the counters a redemption raises. Each is
 * one conditional upsert: the row's lock serialises concurrent redemptions, and the WHERE refuses
 * the one that would pass the limit (no row returned), so stock and limits hold under any concurrency.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export class MallStockRepo {
  /** Takes one of `stock`; false when all are sold. */
  async take(trx: Db, itemId: number, stock: number): Promise<boolean> {
    if (stock < 1) return false;
    const r = await sql<{ sold: number }>`
      insert into mall_stock as s (item_id, sold) values (${itemId}, 1)
      on conflict (item_id) do update set sold = s.sold + 1 where s.sold < ${stock}
      returning sold`.execute(trx);
    return r.rows.length === 1;
  }

  /** Counts one more redemption of the member in `period` (a market day or 'all'); false at `limit`. */
  async count(trx: Db, memberId: string, itemId: number, period: string, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    const r = await sql<{ count: number }>`
      insert into mall_member_counts as c (member_id, item_id, period, count) values (${memberId}, ${itemId}, ${period}, 1)
      on conflict (member_id, item_id, period) do update set count = c.count + 1 where c.count < ${limit}
      returning count`.execute(trx);
    return r.rows.length === 1;
  }

  async soldOf(db: Db, itemId: number): Promise<number> {
    const row = await db.selectFrom('mall_stock').select('sold').where('item_id', '=', itemId).executeTakeFirst();
    return row?.sold ?? 0;
  }

  async sold(db: Db): Promise<Map<number, number>> {
    const rows = await db.selectFrom('mall_stock').select(['item_id', 'sold']).execute();
    return new Map(rows.map((r) => [r.item_id, r.sold]));
  }

  /** The member's redemptions per item: today (`day`) and in all. */
  async counts(db: Db, memberId: string, day: string): Promise<Map<number, { today: number; total: number }>> {
    const rows = await db
      .selectFrom('mall_member_counts')
      .select(['item_id', 'period', 'count'])
      .where('member_id', '=', memberId)
      .where('period', 'in', [day, 'all'])
      .execute();
    const out = new Map<number, { today: number; total: number }>();
    for (const r of rows) {
      const c = out.get(r.item_id) ?? { today: 0, total: 0 };
      if (r.period === 'all') c.total = r.count;
      else c.today = r.count;
      out.set(r.item_id, c);
    }
    return out;
  }
}
