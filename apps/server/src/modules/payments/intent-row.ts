/**
 * A payment intent as the payments module reads it, what one is created with, the columns a
 * transition may set, and the mappings to and from its row in payment_intents.
 */
import type { Selectable, Updateable } from 'kysely';
import { minorFrom, type Minor } from '@nyota/contract/money/minor';
import type { PaymentIntentsTable } from '../../platform/db/schema.js';
import type { IntentDirection, IntentStatus, ReviewStatus } from './intent-state.js';

export interface Intent {
  id: string;
  memberId: string;
  direction: IntentDirection;
  /** Deposit: what the player pays. Withdraw: what leaves the balance (reserved). */
  amount: Minor;
  /** What the provider moves: the deposit amount, or the withdrawal's net. */
  providerAmount: Minor;
  fee: Minor;
  tax: Minor;
  subsidy: Minor;
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

export type IntentRow = Selectable<PaymentIntentsTable>;

export function toIntent(r: IntentRow): Intent {
  return {
    id: r.id,
    memberId: String(r.member_id),
    direction: r.direction,
    amount: minorFrom(r.amount),
    providerAmount: minorFrom(r.provider_amount),
    fee: minorFrom(r.fee),
    tax: minorFrom(r.tax),
    subsidy: minorFrom(r.subsidy),
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

export function patchColumns(p: IntentPatch): Updateable<PaymentIntentsTable> {
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
