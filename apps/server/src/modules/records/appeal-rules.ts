/**
 * docs/product-rules/records-and-appeals.md#appeal-eligibility: whether a record may be appealed.
 * The client reads feedbackId: -1 never, above 0 an appeal exists (open it), 0 may appeal. A
 * deposit may be appealed while processing or after it failed (money left the phone but was not
 * credited); a withdrawal only while it waits.
 */
import { APPEAL_NOT_ALLOWED } from '@nyota/contract/api/records';
import { DepositStatus, WithdrawStatus } from '@nyota/contract/api/payments';

export type RecordKind = 'deposit' | 'withdraw';

export function mayAppeal(kind: RecordKind, status: number): boolean {
  if (kind === 'deposit') return status === DepositStatus.PROCESSING || status === DepositStatus.FAILED;
  return status === WithdrawStatus.WAITING;
}

/** The record's feedbackId given its seed status and its appeal's id, if any. */
export function feedbackIdOf(kind: RecordKind, status: number, appealId: number | null): number {
  if (appealId !== null && appealId > 0) return appealId;
  return mayAppeal(kind, status) ? 0 : APPEAL_NOT_ALLOWED;
}
