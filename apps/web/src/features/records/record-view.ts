/**
 * What the Records screen shows for a record (docs/product-rules/records-and-appeals.md), kept pure for tests.
 * Whether a record may be appealed needs its state, so the server decides and says it in
 * feedbackId: -1 never, 0 not yet (show the Appeal button), above 0 the appeal's id (show its
 * status, which opens the timeline).
 */
import type { DepositRecordRow, WithdrawRecordRow } from '@nyota/contract/api/records';
import { APPEAL_NOT_ALLOWED, AppealKind, type AppealKindValue } from '@nyota/contract/appeals-constants';
import { DepositStatus, WithdrawStatus } from '@nyota/contract/payments-constants';

export type RecordKind = 'deposit' | 'withdraw';
export type RecordRow = DepositRecordRow | WithdrawRecordRow;

/**
 * `records/{id?}`: the tab to open. The app's own links use the appeal kinds (/records/1 deposits,
 * /records/2 withdrawals, as complain-records/{type} does); the names are accepted too. Anything
 * else opens the deposits, the first tab. Switching tabs does not rewrite the path: the page would
 * remount and keyboard focus would jump from the tab to the title.
 */
export function recordKindOf(param: string | undefined): RecordKind {
  const p = param?.toLowerCase();
  if (p === String(AppealKind.WITHDRAW) || p === 'withdraw') return 'withdraw';
  return 'deposit';
}

export function appealKindOf(kind: RecordKind): AppealKindValue {
  return kind === 'deposit' ? AppealKind.DEPOSIT : AppealKind.WITHDRAW;
}

/** The record's own number: orderNo for a deposit, tradeNo for a withdrawal. */
export function recordNumber(record: RecordRow): string {
  return 'orderNo' in record ? record.orderNo : record.tradeNo;
}

export type AppealAction =
  | { type: 'none' }
  | { type: 'appeal' }
  /**
   * `status` is the appeal's (docs/product-rules/records-and-appeals.md#appeal-statuses: 1
   * reviewing, 2 rejected, 9 closed), when the server sent it.
   */
  | { type: 'status'; appealId: number; status: number | null };

export function appealActionOf(record: Pick<RecordRow, 'feedbackId' | 'work'>): AppealAction {
  if (record.feedbackId === APPEAL_NOT_ALLOWED || record.feedbackId < 0) return { type: 'none' };
  if (record.feedbackId === 0) return { type: 'appeal' };
  return { type: 'status', appealId: record.feedbackId, status: record.work?.status ?? null };
}

export type StatusTone = 'ok' | 'bad' | 'open';

/** Colour of a record's status text (docs/product-rules/wallet.md#deposit-states, #withdraw-statuses); the text says it too. */
export function statusToneOf(kind: RecordKind, status: number): StatusTone {
  if (kind === 'deposit') {
    if (status === DepositStatus.SUCCESS) return 'ok';
    return status === DepositStatus.PROCESSING ? 'open' : 'bad';
  }
  if (status === WithdrawStatus.SUCCESS) return 'ok';
  return status === WithdrawStatus.FAILED_REFUNDED || status === WithdrawStatus.VERIFICATION_FAILED ? 'bad' : 'open';
}
