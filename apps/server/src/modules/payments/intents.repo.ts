/**
 * Payment intents and their raw provider events: Kysely queries only. Every method takes the
 * handle to run on (the database or the caller's transaction), so a state change and its ledger
 * transfer can share one transaction. Times come from the service's clock, never from now() in
 * SQL, so tests can move time.
 */
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PaymentIntentsTable } from '../../platform/db/schema.js';
import { OPEN_STATUSES, predecessorsOf, type IntentDirection, type IntentStatus, type ReviewStatus } from './intent-state.js';

export interface Intent {
  id: string;
  memberId: string;
  direction: IntentDirection;
  /** Deposit: what the player pays. Withdraw: what leaves the balance (reserved). */
  amount: number;
  /** What the provider moves: the deposit amount, or the withdrawal's net. */
  providerAmount: number;
  fee: number;
  tax: number;
  subsidy: number;
  currency: string;
  country: string;
  msisdn: string;
  operator: string;
  channelId: number;
  provider: string;
  payItemId: number | null;
  note: string;
  lang: string;
  status: IntentStatus;
  providerRef: string | null;
  providerTxnId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  reviewStatus: ReviewStatus;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  lateSuccess: boolean;
  attention: string | null;
  manualSince: Date | null;
  submitCount: number;
  attempts: number;
  nextCheckAt: Date | null;
  lastCheckedAt: Date | null;
  expiresAt: Date | null;
  expiredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  finalizedAt: Date | null;
}

/** What a new intent is created with; everything else starts empty or is derived. */
export type NewIntent = Pick<
  Intent,
  | 'id'
  | 'memberId'
  | 'direction'
  | 'amount'
  | 'providerAmount'
  | 'fee'
  | 'tax'
  | 'subsidy'
  | 'currency'
  | 'country'
  | 'msisdn'
  | 'operator'
  | 'channelId'
  | 'provider'
  | 'payItemId'
  | 'note'
  | 'lang'
  | 'reviewStatus'
  | 'expiresAt'
  | 'nextCheckAt'
> & { now: Date };

/** Columns a transition or a scheduling update may set besides the status. */
export interface IntentPatch {
  providerRef?: string | null;
  providerTxnId?: string | null;
  failureCode?: string | null;
  failureMessage?: string | null;
  lateSuccess?: boolean;
  attention?: string | null;
  manualSince?: Date | null;
  submitCount?: number;
  attempts?: number;
  nextCheckAt?: Date | null;
  lastCheckedAt?: Date | null;
  expiredAt?: Date | null;
  submittedAt?: Date | null;
  finalizedAt?: Date | null;
}

export interface PaymentEvent {
  id: string;
  intentId: string | null;
  provider: string;
  source: string;
  summary: string;
  payload: string;
  createdAt: Date;
}

type Row = Selectable<PaymentIntentsTable>;

function toIntent(r: Row): Intent {
  return {
    id: r.id,
    memberId: String(r.member_id),
    direction: r.direction,
    amount: Number(r.amount),
    providerAmount: Number(r.provider_amount),
    fee: Number(r.fee),
    tax: Number(r.tax),
    subsidy: Number(r.subsidy),
    currency: r.currency,
    country: r.country,
    msisdn: r.msisdn,
    operator: r.operator,
    channelId: r.channel_id,
    provider: r.provider,
    payItemId: r.pay_item_id,
    note: r.note,
    lang: r.lang,
    status: r.status,
    providerRef: r.provider_ref,
    providerTxnId: r.provider_txn_id,
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    reviewStatus: r.review_status,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at,
    reviewNote: r.review_note,
    lateSuccess: r.late_success,
    attention: r.attention,
    manualSince: r.manual_since,
    submitCount: r.submit_count,
    attempts: r.attempts,
    nextCheckAt: r.next_check_at,
    lastCheckedAt: r.last_checked_at,
    expiresAt: r.expires_at,
    expiredAt: r.expired_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    submittedAt: r.submitted_at,
    finalizedAt: r.finalized_at,
  };
}

function patchColumns(p: IntentPatch): Updateable<PaymentIntentsTable> {
  const out: Updateable<PaymentIntentsTable> = {};
  if (p.providerRef !== undefined) out.provider_ref = p.providerRef;
  if (p.providerTxnId !== undefined) out.provider_txn_id = p.providerTxnId;
  if (p.failureCode !== undefined) out.failure_code = p.failureCode;
  if (p.failureMessage !== undefined) out.failure_message = p.failureMessage;
  if (p.lateSuccess !== undefined) out.late_success = p.lateSuccess;
  if (p.attention !== undefined) out.attention = p.attention;
  if (p.manualSince !== undefined) out.manual_since = p.manualSince;
  if (p.submitCount !== undefined) out.submit_count = p.submitCount;
  if (p.attempts !== undefined) out.attempts = p.attempts;
  if (p.nextCheckAt !== undefined) out.next_check_at = p.nextCheckAt;
  if (p.lastCheckedAt !== undefined) out.last_checked_at = p.lastCheckedAt;
  if (p.expiredAt !== undefined) out.expired_at = p.expiredAt;
  if (p.submittedAt !== undefined) out.submitted_at = p.submittedAt;
  if (p.finalizedAt !== undefined) out.finalized_at = p.finalizedAt;
  return out;
}

const OPEN = [...OPEN_STATUSES];

export class IntentsRepo {
  /**
   * Serialises a member's payment decisions (limits, open-deposit check, withholding history) inside the
   * caller's transaction. A transaction-scoped advisory lock: released at commit or rollback.
   */
  async lockMember(trx: Db, memberId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(7301, hashtext(${`payments:${memberId}`}))`.execute(trx);
  }

  async insert(trx: Db, n: NewIntent): Promise<Intent> {
    const row = await trx
      .insertInto('payment_intents')
      .values({
        id: n.id,
        member_id: n.memberId,
        direction: n.direction,
        amount: n.amount,
        provider_amount: n.providerAmount,
        fee: n.fee,
        tax: n.tax,
        subsidy: n.subsidy,
        currency: n.currency,
        country: n.country,
        msisdn: n.msisdn,
        operator: n.operator,
        channel_id: n.channelId,
        provider: n.provider,
        pay_item_id: n.payItemId,
        note: n.note,
        lang: n.lang,
        status: 'CREATED',
        review_status: n.reviewStatus,
        expires_at: n.expiresAt,
        next_check_at: n.nextCheckAt,
        created_at: n.now,
        updated_at: n.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntent(row);
  }

  async find(db: Db, id: string): Promise<Intent | undefined> {
    const row = await db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  async findForMember(db: Db, id: string, memberId: string): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /**
   * The one door for status changes: moves to `to` only from a state of lower rank (so terminal
   * states never change), in one conditional UPDATE. Returns the updated intent, or undefined when
   * another writer got there first (the caller then does nothing).
   */
  async transition(db: Db, id: string, to: IntentStatus, patch: IntentPatch, now: Date): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', predecessorsOf(to))
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Bookkeeping (next check, attempts, flags) on an intent that is still open; never its status. */
  async updateOpen(db: Db, id: string, patch: IntentPatch, now: Date): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Flags only (late success, attention, manual queue), in any state; never the status or amounts. */
  async setFlags(
    db: Db,
    id: string,
    patch: Pick<IntentPatch, 'lateSuccess' | 'attention' | 'manualSince'>,
    now: Date,
  ): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Marks the member's open deposits whose prompt time is over as closed for the player (expired_at). */
  async expireDeposits(db: Db, now: Date, memberId?: string): Promise<Intent[]> {
    let q = db
      .updateTable('payment_intents')
      .set({ expired_at: now, updated_at: now })
      .where('direction', '=', 'deposit')
      .where('status', 'in', OPEN)
      .where('expired_at', 'is', null)
      .where('expires_at', '<=', now);
    if (memberId) q = q.where('member_id', '=', memberId);
    const rows = await q.returningAll().execute();
    return rows.map(toIntent);
  }

  async openDeposit(db: Db, memberId: string): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('direction', '=', 'deposit')
      .where('status', 'in', OPEN)
      .where('expired_at', 'is', null)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Sum of amounts of a direction since a time, failed ones excluded (in-flight ones may still succeed). */
  async sumSince(db: Db, memberId: string, direction: IntentDirection, since: Date): Promise<number> {
    const row = await db
      .selectFrom('payment_intents')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('member_id', '=', memberId)
      .where('direction', '=', direction)
      .where('status', '<>', 'FAILED')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * The withholding-tax history of a member over all time: credited deposits, and withdrawals
   * that have left the balance (every one not FAILED, i.e. not refused or refunded) with their tax.
   */
  async withholdingHistory(db: Db, memberId: string): Promise<{ deposited: number; withdrawn: number; withheld: number }> {
    const deposit = sql<boolean>`direction = 'deposit' and status = 'SUCCEEDED'`;
    const withdraw = sql<boolean>`direction = 'withdraw' and status <> 'FAILED'`;
    const row = await db
      .selectFrom('payment_intents')
      .select([
        sql<string>`coalesce(sum(case when ${deposit} then amount else 0 end), 0)`.as('deposited'),
        sql<string>`coalesce(sum(case when ${withdraw} then amount else 0 end), 0)`.as('withdrawn'),
        sql<string>`coalesce(sum(case when ${withdraw} then tax else 0 end), 0)`.as('withheld'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { deposited: Number(row.deposited), withdrawn: Number(row.withdrawn), withheld: Number(row.withheld) };
  }

  /** Open intents whose next check is due, oldest due first; those held for review wait. */
  async due(db: Db, now: Date, limit: number): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('status', 'in', OPEN)
      .where('review_status', '<>', 'pending')
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .limit(limit)
      .execute();
    return rows.map(toIntent);
  }

  /** Flags open intents older than `olderThan` for the manual queue (once). */
  async flagManual(db: Db, olderThan: Date, now: Date): Promise<Intent[]> {
    const rows = await db
      .updateTable('payment_intents')
      .set({ manual_since: now, updated_at: now })
      .where('status', 'in', OPEN)
      .where('review_status', '<>', 'pending')
      .where('manual_since', 'is', null)
      .where('created_at', '<', olderThan)
      .returningAll()
      .execute();
    return rows.map(toIntent);
  }

  async manualQueue(db: Db): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where((eb) => eb.or([eb('manual_since', 'is not', null), eb('attention', 'is not', null)]))
      .where('status', 'in', OPEN)
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  async reviewQueue(db: Db): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('direction', '=', 'withdraw')
      .where('review_status', '=', 'pending')
      .where('status', '=', 'CREATED')
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  /** Decides a pending review once; undefined when it was already decided. */
  async decideReview(
    db: Db,
    id: string,
    decision: 'approved' | 'rejected',
    by: string,
    note: string,
    now: Date,
    nextCheckAt: Date | null,
  ): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({
        review_status: decision,
        reviewed_by: by,
        reviewed_at: now,
        review_note: note,
        next_check_at: nextCheckAt,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .where('status', '=', 'CREATED')
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  async lastSuccessfulWithdrawal(db: Db, memberId: string, channelId: number): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('direction', '=', 'withdraw')
      .where('channel_id', '=', channelId)
      .where('status', '=', 'SUCCEEDED')
      .orderBy('finalized_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** A provider's intents created in a period (reconciliation). */
  async forProviderBetween(db: Db, provider: string, start: Date, end: Date): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('provider', '=', provider)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  async findMany(db: Db, ids: string[]): Promise<Intent[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('payment_intents').selectAll().where('id', 'in', ids).execute();
    return rows.map(toIntent);
  }

  async insertEvent(
    db: Db,
    e: { intentId: string | null; provider: string; source: string; summary: string; payload: unknown; now: Date },
  ): Promise<void> {
    await db
      .insertInto('payment_events')
      .values({
        intent_id: e.intentId,
        provider: e.provider,
        source: e.source,
        summary: e.summary.slice(0, 500),
        payload: safeJson(e.payload),
        created_at: e.now,
      })
      .execute();
  }

  async events(db: Db, intentId: string): Promise<PaymentEvent[]> {
    const rows = await db.selectFrom('payment_events').selectAll().where('intent_id', '=', intentId).orderBy('id').execute();
    return rows.map((r) => ({
      id: String(r.id),
      intentId: r.intent_id,
      provider: r.provider,
      source: r.source,
      summary: r.summary,
      payload: r.payload,
      createdAt: r.created_at,
    }));
  }
}

function safeJson(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return String(v);
  }
}
