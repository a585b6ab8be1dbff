/** SQL of deposit_turnover and withdrawal_unwagered_draws (docs/product-rules/wallet-unwagered-fee.md). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { DepositTurnover } from './unwagered-fee.js';

export interface MemberTurnover extends DepositTurnover {
  memberId: string;
}

export class DepositTurnoverRepo {
  /** The members' deposits credited since `since`, oldest first. */
  async forMembers(db: Db, memberIds: readonly string[], since: Date): Promise<MemberTurnover[]> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('deposit_turnover')
      .select(['intent_id', 'member_id', 'amount', 'multiple', 'covered', 'credited_at'])
      .where('member_id', 'in', [...memberIds])
      .where('credited_at', '>=', since)
      .orderBy('credited_at')
      .orderBy('intent_id')
      .execute();
    return rows.map((r) => ({
      intentId: r.intent_id,
      memberId: String(r.member_id),
      amount: Number(r.amount),
      multiple: r.multiple,
      covered: Number(r.covered),
      creditedAt: r.credited_at,
    }));
  }

  /** A new deposit is inserted once (a replayed fact changes nothing); a known one gets its coverage. */
  async save(trx: Db, memberId: string, d: DepositTurnover): Promise<void> {
    await trx
      .insertInto('deposit_turnover')
      .values({
        intent_id: d.intentId,
        member_id: memberId,
        amount: d.amount,
        multiple: d.multiple,
        covered: d.covered,
        credited_at: d.creditedAt,
      })
      .onConflict((oc) => oc.column('intent_id').doUpdateSet({ covered: d.covered }))
      .execute();
  }

  /** Unwagered money taken by the member's withdrawals made since `since` that did not fail. */
  async drawnSince(db: Db, memberId: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('withdrawal_unwagered_draws as d')
      .innerJoin('payment_intents as i', 'i.id', 'd.intent_id')
      .select(sql<string>`coalesce(sum(d.base), 0)`.as('total'))
      .where('d.member_id', '=', memberId)
      .where('d.created_at', '>=', since)
      .where('i.status', '<>', 'FAILED')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async recordDraw(trx: Db, d: { intentId: string; memberId: string; base: number; fee: number; at: Date }): Promise<void> {
    await trx
      .insertInto('withdrawal_unwagered_draws')
      .values({ intent_id: d.intentId, member_id: d.memberId, base: d.base, extra_fee: d.fee, created_at: d.at })
      .execute();
  }
}
