/**
 * The payment intent's life (reference §7 practice 2): CREATED → SUBMITTED → PENDING →
 * {SUCCEEDED | FAILED}, plus UNKNOWN when we cannot tell whether the provider recorded it.
 *
 * States are ranked and a transition must raise the rank, so every source (initiate answer,
 * callback, poll, reconciliation) can race the others and the result is the same: the furthest
 * state wins and the two final states never change. UNKNOWN sits between CREATED and SUBMITTED:
 * "sent, not known to be recorded". A provider answer of "accepted" moves UNKNOWN up to SUBMITTED;
 * a failed status query never moves SUBMITTED back to UNKNOWN.
 */
import { DepositResult, DepositStatus, WithdrawStatus, type WithdrawStatusValue } from '@nyota/contract/api/payments';

export type IntentStatus = 'CREATED' | 'UNKNOWN' | 'SUBMITTED' | 'PENDING' | 'SUCCEEDED' | 'FAILED';
export type IntentDirection = 'deposit' | 'withdraw';
export type ReviewStatus = 'none' | 'pending' | 'approved' | 'rejected';

const RANK: Record<IntentStatus, number> = { CREATED: 0, UNKNOWN: 1, SUBMITTED: 2, PENDING: 3, SUCCEEDED: 4, FAILED: 4 };

export const OPEN_STATUSES: readonly IntentStatus[] = ['CREATED', 'UNKNOWN', 'SUBMITTED', 'PENDING'];
export const FINAL_STATUSES: readonly IntentStatus[] = ['SUCCEEDED', 'FAILED'];

export function isFinal(s: IntentStatus): boolean {
  return s === 'SUCCEEDED' || s === 'FAILED';
}

/** The states from which `to` may be reached: every state of lower rank. */
export function predecessorsOf(to: IntentStatus): IntentStatus[] {
  return (Object.keys(RANK) as IntentStatus[]).filter((s) => RANK[s] < RANK[to]);
}

export function canTransition(from: IntentStatus, to: IntentStatus): boolean {
  return RANK[from] < RANK[to];
}

/** What the player's deposit shows (deposit status, docs/product-rules/wallet.md#deposit-states). */
export function depositStatusOf(status: IntentStatus, expired: boolean): (typeof DepositStatus)[keyof typeof DepositStatus] {
  if (status === 'SUCCEEDED') return DepositStatus.SUCCESS;
  if (status === 'FAILED') return DepositStatus.FAILED;
  return expired ? DepositStatus.CLOSED : DepositStatus.PROCESSING;
}

/**
 * Deposit payment result (docs/product-rules/wallet.md#deposit-states): 1 pending, 3 success,
 * anything else (failed, closed) 4.
 */
export function depositResultOf(status: IntentStatus, expired: boolean): (typeof DepositResult)[keyof typeof DepositResult] {
  const s = depositStatusOf(status, expired);
  if (s === DepositStatus.SUCCESS) return DepositResult.SUCCESS;
  if (s === DepositStatus.PROCESSING) return DepositResult.PENDING;
  return DepositResult.FAILURE;
}

/**
 * Withdraw status (docs/product-rules/wallet.md#withdraw-statuses). 0 waiting: held for staff
 * review. 1 processing: ours, not yet sent to the provider. 9 third-party processing: sent
 * (accepted, in progress, or outcome being confirmed).
 * -2 verification failed: refused by review (and refunded). -1: failed at the provider and refunded.
 */
export function withdrawStatusOf(status: IntentStatus, review: ReviewStatus): WithdrawStatusValue {
  if (status === 'SUCCEEDED') return WithdrawStatus.SUCCESS;
  if (status === 'FAILED') return review === 'rejected' ? WithdrawStatus.VERIFICATION_FAILED : WithdrawStatus.FAILED_REFUNDED;
  if (review === 'pending') return WithdrawStatus.WAITING;
  if (status === 'CREATED') return WithdrawStatus.PROCESSING;
  return WithdrawStatus.THIRD_PARTY_PROCESSING;
}
