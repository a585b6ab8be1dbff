/** mall_redemptions (migration 0054): one row per purchase. Kysely only. */
import type { Db } from '../../platform/db/database.js';

export type RedemptionStatus = 'paid' | 'held' | 'ticket';

export interface RedemptionRow {
  id: string;
  ref: string;
  memberId: string;
  itemId: number;
  name: string;
  itemType: number;
  paymentType: number;
  price: number;
  amount: number;
  ticket: number | null;
  status: RedemptionStatus;
  createdAt: Date;
}

interface Row {
  id: string;
  ref: string;
  member_id: string;
  item_id: number;
  name: string;
  item_type: number;
  payment_type: number;
  price: string;
  amount: string;
  ticket: number | null;
  status: string;
  created_at: Date;
}

const statusOf = (s: string): RedemptionStatus => (s === 'held' ? 'held' : s === 'ticket' ? 'ticket' : 'paid');

function toRedemption(r: Row): RedemptionRow {
  return {
    id: String(r.id),
    ref: r.ref,
    memberId: String(r.member_id),
    itemId: r.item_id,
    name: r.name,
    itemType: r.item_type,
    paymentType: r.payment_type,
    price: Number(r.price),
    amount: Number(r.amount),
    ticket: r.ticket,
    status: statusOf(r.status),
    createdAt: r.created_at,
  };
}

export class MallRedemptionsRepo {
  async insert(trx: Db, r: Omit<RedemptionRow, 'id'>): Promise<RedemptionRow> {
    const row = await trx
      .insertInto('mall_redemptions')
      .values({
        ref: r.ref,
        member_id: r.memberId,
        item_id: r.itemId,
        name: r.name,
        item_type: r.itemType,
        payment_type: r.paymentType,
        price: r.price,
        amount: r.amount,
        ticket: r.ticket,
        status: r.status,
        created_at: r.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRedemption(row);
  }

  /** Newest first, below `maxId` when given. */
  async page(db: Db, memberId: string, size: number, maxId?: string): Promise<RedemptionRow[]> {
    let q = db.selectFrom('mall_redemptions').selectAll().where('member_id', '=', memberId);
    if (maxId) q = q.where('id', '<', maxId);
    const rows = await q.orderBy('id', 'desc').limit(size).execute();
    return rows.map(toRedemption);
  }

  /** The member's ticket numbers in a raffle. */
  async tickets(db: Db, memberId: string, itemId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('mall_redemptions')
      .select('ticket')
      .where('member_id', '=', memberId)
      .where('item_id', '=', itemId)
      .where('ticket', 'is not', null)
      .orderBy('ticket')
      .execute();
    return rows.flatMap((r) => (r.ticket === null ? [] : [r.ticket]));
  }

  /** Who holds each of these tickets of a raffle. */
  async holders(db: Db, itemId: number, tickets: readonly number[]): Promise<Map<number, string>> {
    if (tickets.length === 0) return new Map();
    const rows = await db
      .selectFrom('mall_redemptions')
      .select(['ticket', 'member_id'])
      .where('item_id', '=', itemId)
      .where('ticket', 'in', [...tickets])
      .execute();
    return new Map(rows.flatMap((r) => (r.ticket === null ? [] : [[r.ticket, String(r.member_id)] as const])));
  }
}
