/**
 * Staff resolution of pay-bill payments (paybill_payments, migrations 0040 and 0046). Every move is a
 * conditional UPDATE on the status it leaves (`where status = …`), so of two staff resolving one
 * TransID at once exactly one gets the row back; the credit path also takes the row lock first
 * (`lock`), so the credit and the row's move commit together and once.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { PaybillPaymentsTable } from '../../../platform/db/schema.js';

export type PayBillStatus = 'unmatched' | 'pending' | 'credited' | 'returned';

export interface PayBillStaffRow {
  transId: string;
  billRef: string;
  msisdn: string;
  amount: number;
  status: PayBillStatus;
  memberId: string | null;
  intentId: string | null;
  createdAt: Date;
  resolvedBy: string | null;
  approvedBy: string | null;
  resolvedAt: Date | null;
  reason: string | null;
  fourEyesId: string | null;
}

export interface PayBillLocked {
  status: PayBillStatus;
  amount: number;
  memberId: string | null;
  fourEyesId: string | null;
}

type Row = Selectable<PaybillPaymentsTable>;
type Named = Row & { resolved_by_name: string | null; approved_by_name: string | null };

const LIST_LIMIT = 100;

export class PayBillResolutionRepo {
  /** The row's state, locked for the rest of `trx` (the credit path's guard). */
  async lock(trx: Db, transId: string): Promise<PayBillLocked | undefined> {
    const r = await trx
      .selectFrom('paybill_payments')
      .select(['status', 'amount', 'member_id', 'four_eyes_id'])
      .where('trans_id', '=', transId)
      .forUpdate()
      .executeTakeFirst();
    return r ? { status: r.status, amount: Number(r.amount), memberId: r.member_id, fourEyesId: r.four_eyes_id } : undefined;
  }

  async exists(db: Db, transId: string): Promise<boolean> {
    const r = await db.selectFrom('paybill_payments').select('trans_id').where('trans_id', '=', transId).executeTakeFirst();
    return r !== undefined;
  }

  /** unmatched → pending: a credit waits for a second person (false: it was not unmatched). */
  async markPending(
    trx: Db,
    m: { transId: string; memberId: string; by: string; reason: string; requestId: string },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('paybill_payments')
      .set({
        status: 'pending',
        member_id: m.memberId,
        resolved_by: m.by,
        resolution_reason: m.reason,
        four_eyes_id: m.requestId,
      })
      .where('trans_id', '=', m.transId)
      .where('status', '=', 'unmatched')
      .returning('trans_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** pending → unmatched when the request is rejected: the payment is open again, as it was. */
  async reopen(trx: Db, m: { transId: string; requestId: string; memberId: string | null }): Promise<boolean> {
    const r = await trx
      .updateTable('paybill_payments')
      .set({ status: 'unmatched', member_id: m.memberId, resolved_by: null, resolution_reason: null, four_eyes_id: null })
      .where('trans_id', '=', m.transId)
      .where('status', '=', 'pending')
      .where('four_eyes_id', '=', m.requestId)
      .returning('trans_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** unmatched → returned: staff sent it back to the payer outside the platform. */
  async markReturned(trx: Db, m: { transId: string; by: string; reason: string; now: Date }): Promise<boolean> {
    const r = await trx
      .updateTable('paybill_payments')
      .set({ status: 'returned', resolved_by: m.by, resolution_reason: m.reason, resolved_at: m.now })
      .where('trans_id', '=', m.transId)
      .where('status', '=', 'unmatched')
      .returning('trans_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** unmatched (or pending, for an approved request) → credited, pointing at the deposit intent. */
  async markCredited(
    trx: Db,
    m: {
      transId: string;
      from: 'unmatched' | 'pending';
      intentId: string;
      memberId: string;
      by: string;
      approvedBy: string | null;
      reason: string;
      now: Date;
    },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('paybill_payments')
      .set({
        status: 'credited',
        intent_id: m.intentId,
        member_id: m.memberId,
        resolved_by: m.by,
        approved_by: m.approvedBy,
        resolution_reason: m.reason,
        resolved_at: m.now,
      })
      .where('trans_id', '=', m.transId)
      .where('status', '=', m.from)
      .returning('trans_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  async find(db: Db, transId: string): Promise<PayBillStaffRow | undefined> {
    const r = await this.named(db).where('p.trans_id', '=', transId).executeTakeFirst();
    return r ? toStaffRow(r) : undefined;
  }

  /** open: unmatched or pending, newest first; resolved: resolved by staff, latest first. */
  async list(db: Db, which: 'open' | 'resolved'): Promise<PayBillStaffRow[]> {
    const q =
      which === 'open'
        ? this.named(db).where('p.status', 'in', ['unmatched', 'pending']).orderBy('p.created_at', 'desc')
        : this.named(db)
            .where('p.status', 'in', ['credited', 'returned'])
            .where('p.resolved_at', 'is not', null)
            .where('p.resolved_by', 'is not', null)
            .orderBy('p.resolved_at', 'desc');
    return (await q.orderBy('p.trans_id').limit(LIST_LIMIT).execute()).map(toStaffRow);
  }

  private named(db: Db) {
    return db
      .selectFrom('paybill_payments as p')
      .leftJoin('staff_accounts as r', 'r.id', 'p.resolved_by')
      .leftJoin('staff_accounts as a', 'a.id', 'p.approved_by')
      .selectAll('p')
      .select(['r.username as resolved_by_name', 'a.username as approved_by_name']);
  }
}

function toStaffRow(r: Named): PayBillStaffRow {
  return {
    transId: r.trans_id,
    billRef: r.bill_ref,
    msisdn: r.msisdn,
    amount: Number(r.amount),
    status: r.status,
    memberId: r.member_id,
    intentId: r.intent_id,
    createdAt: r.created_at,
    resolvedBy: r.resolved_by_name,
    approvedBy: r.approved_by_name,
    resolvedAt: r.resolved_at,
    reason: r.resolution_reason,
    fourEyesId: r.four_eyes_id,
  };
}
