/** Pay-bill deposits whose offer bonus is still to be decided (table paybill_bonus_due, migration 0040). */
import type { Db } from '../../platform/db/database.js';

export interface BonusDue {
  intentId: string;
  memberId: string;
  amount: number;
  depositedAt: Date;
}

export class PayBillBonusRepo {
  /** Once per deposit: a fact applied twice (it never is) would find its row there already. */
  async add(trx: Db, d: BonusDue): Promise<void> {
    await trx
      .insertInto('paybill_bonus_due')
      .values({ intent_id: d.intentId, member_id: d.memberId, amount: d.amount, deposited_at: d.depositedAt })
      .onConflict((oc) => oc.column('intent_id').doNothing())
      .execute();
  }

  async oldest(db: Db, limit: number): Promise<BonusDue[]> {
    const rows = await db.selectFrom('paybill_bonus_due').selectAll().orderBy('deposited_at').limit(limit).execute();
    return rows.map((r) => ({
      intentId: r.intent_id,
      memberId: r.member_id,
      amount: Number(r.amount),
      depositedAt: r.deposited_at,
    }));
  }

  /** True for the one caller that took it out; it alone decides the bonus, in the same transaction. */
  async take(trx: Db, intentId: string): Promise<boolean> {
    const row = await trx
      .deleteFrom('paybill_bonus_due')
      .where('intent_id', '=', intentId)
      .returning('intent_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
