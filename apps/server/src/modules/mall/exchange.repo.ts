/** mall_exchange_days and mall_exchanges (migration 0054). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface ExchangeRow {
  id: string;
  memberId: string;
  paymentType: number;
  amount: number;
  cash: number;
  status: 'paid' | 'held';
  createdAt: Date;
}

export class ExchangeRepo {
  /** Adds `amount` to the member's use of the day; false when it would pass `limit` (nothing changes). */
  async use(trx: Db, memberId: string, paymentType: number, day: string, amount: number, limit: number): Promise<boolean> {
    if (amount > limit) return false;
    const r = await sql<{ used: string }>`
      insert into mall_exchange_days as d (member_id, payment_type, day, used) values (${memberId}, ${paymentType}, ${day}::date, ${amount})
      on conflict (member_id, payment_type, day) do update set used = d.used + ${amount} where d.used + ${amount} <= ${limit}
      returning used`.execute(trx);
    return r.rows.length === 1;
  }

  async usedOn(db: Db, memberId: string, day: string): Promise<Map<number, number>> {
    const r = await sql<{ payment_type: number; used: string }>`
      select payment_type, used from mall_exchange_days where member_id = ${memberId} and day = ${day}::date`.execute(db);
    return new Map(r.rows.map((row) => [row.payment_type, Number(row.used)]));
  }

  async insert(trx: Db, e: Omit<ExchangeRow, 'id'> & { ref: string }): Promise<ExchangeRow> {
    const row = await trx
      .insertInto('mall_exchanges')
      .values({
        ref: e.ref,
        member_id: e.memberId,
        payment_type: e.paymentType,
        amount: e.amount,
        cash: e.cash,
        status: e.status,
        created_at: e.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...e, id: String(row.id) };
  }

  async forMember(db: Db, memberId: string, limit: number): Promise<ExchangeRow[]> {
    const rows = await db
      .selectFrom('mall_exchanges')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      memberId: String(r.member_id),
      paymentType: r.payment_type,
      amount: Number(r.amount),
      cash: Number(r.cash),
      status: r.status === 'held' ? 'held' : 'paid',
      createdAt: r.created_at,
    }));
  }
}
