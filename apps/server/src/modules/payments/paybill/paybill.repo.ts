/**
 * Pay-bill payments (table paybill_payments, migration 0040) and the deposit intent a matched one
 * becomes. The payment row is claimed first by its TransID (insert … on conflict do nothing): the
 * one writer that inserts it goes on to credit; any other (a repeated or concurrent confirmation)
 * gets nothing back and stops. The intent is written straight in its final state: the money is
 * already at our paybill, there is nothing to ask a provider, and an open pay-bill intent would
 * collide with the player's own open prompt (payment_intents_one_open_deposit).
 */
import type { Db } from '../../../platform/db/database.js';
import { toIntent, type Intent } from '../intent-row.js';
import type { C2bPayload } from '../providers/daraja/daraja-c2b-wire.js';

export interface PayBillClaim {
  payload: C2bPayload;
  amount: number;
  memberId: string | null;
  now: Date;
}

export interface SettledPayBillIntent {
  id: string;
  memberId: string;
  amount: number;
  tax: number;
  subsidy: number;
  currency: string;
  country: string;
  msisdn: string;
  channelId: number;
  provider: string;
  transId: string;
  lang: string;
  now: Date;
}

export interface PayBillRow {
  transId: string;
  billRef: string;
  msisdn: string;
  amount: number;
  status: 'credited' | 'unmatched' | 'pending' | 'returned';
  memberId: string | null;
  intentId: string | null;
  createdAt: Date;
}

export class PayBillRepo {
  /** True when this call stored the TransID first (it is the one to credit it). */
  async claim(trx: Db, c: PayBillClaim): Promise<boolean> {
    const p = c.payload;
    const row = await trx
      .insertInto('paybill_payments')
      .values({
        trans_id: p.TransID,
        short_code: p.BusinessShortCode,
        bill_ref: p.BillRefNumber,
        msisdn: p.MSISDN,
        amount: c.amount,
        trans_time: p.TransTime,
        status: 'unmatched',
        member_id: c.memberId,
        intent_id: null,
        payload: JSON.stringify(p),
        created_at: c.now,
      })
      .onConflict((oc) => oc.column('trans_id').doNothing())
      .returning('trans_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markCredited(trx: Db, transId: string, intentId: string): Promise<void> {
    await trx
      .updateTable('paybill_payments')
      .set({ status: 'credited', intent_id: intentId })
      .where('trans_id', '=', transId)
      .execute();
  }

  async insertSettledIntent(trx: Db, n: SettledPayBillIntent): Promise<Intent> {
    const row = await trx
      .insertInto('payment_intents')
      .values({
        id: n.id,
        member_id: n.memberId,
        direction: 'deposit',
        amount: n.amount,
        provider_amount: n.amount,
        fee: 0,
        tax: n.tax,
        subsidy: n.subsidy,
        currency: n.currency,
        country: n.country,
        msisdn: n.msisdn,
        operator: 'MPESA',
        channel_id: n.channelId,
        provider: n.provider,
        pay_item_id: null,
        note: 'paybill',
        lang: n.lang,
        status: 'SUCCEEDED',
        review_status: 'none',
        provider_ref: n.transId,
        provider_txn_id: n.transId,
        next_check_at: null,
        created_at: n.now,
        updated_at: n.now,
        submitted_at: n.now,
        finalized_at: n.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntent(row);
  }

  async find(db: Db, transId: string): Promise<PayBillRow | undefined> {
    const r = await db.selectFrom('paybill_payments').selectAll().where('trans_id', '=', transId).executeTakeFirst();
    return r ? toRow(r) : undefined;
  }

  async isPayBillIntent(db: Db, intentId: string): Promise<boolean> {
    const r = await db.selectFrom('paybill_payments').select('trans_id').where('intent_id', '=', intentId).executeTakeFirst();
    return r !== undefined;
  }
}

function toRow(r: {
  trans_id: string;
  bill_ref: string;
  msisdn: string;
  amount: string | number;
  status: PayBillRow['status'];
  member_id: string | null;
  intent_id: string | null;
  created_at: Date;
}): PayBillRow {
  return {
    transId: r.trans_id,
    billRef: r.bill_ref,
    msisdn: r.msisdn,
    amount: Number(r.amount),
    status: r.status,
    memberId: r.member_id,
    intentId: r.intent_id,
    createdAt: r.created_at,
  };
}
