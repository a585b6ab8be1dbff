/**
 * Texts of an appeal's timeline (docs/product-rules/records-and-appeals.md#appeal-log and
 * #rejection-reasons) and what "appeal again" starts from.
 */
import type { AppealLog } from '@nyota/contract/api/appeals';
import {
  AppealLogType,
  AppealRejectionReason,
  AppealStatus,
  type AppealLogTypeValue,
  type AppealRejectionReasonValue,
} from '@nyota/contract/appeals-constants';
import type { MessageKey } from '../../shared/i18n/i18n';

const LOG_TEXT: Record<AppealLogTypeValue, MessageKey> = {
  [AppealLogType.SUBMITTED]: 'appeals.log_submitted',
  [AppealLogType.IN_REVIEW]: 'appeals.log_in_review',
  [AppealLogType.RECEIPT_WRONG]: 'appeals.log_receipt_wrong',
  [AppealLogType.RESUBMITTED]: 'appeals.log_resubmitted',
  [AppealLogType.TO_OPERATIONS]: 'appeals.log_to_operations',
  [AppealLogType.OPERATIONS_REJECTED]: 'appeals.log_operations_rejected',
  [AppealLogType.RESOLVED]: 'appeals.log_resolved',
  [AppealLogType.CLOSED]: 'appeals.log_closed',
};

const REASON_TEXT: Record<AppealRejectionReasonValue, MessageKey> = {
  [AppealRejectionReason.NOT_A_RECEIPT]: 'appeals.reason_not_a_receipt',
  [AppealRejectionReason.NO_TRANSACTION_ID]: 'appeals.reason_no_transaction_id',
  [AppealRejectionReason.TRANSACTION_ID_MISMATCH]: 'appeals.reason_transaction_id_mismatch',
  [AppealRejectionReason.AMOUNT_MISMATCH]: 'appeals.reason_amount_mismatch',
  [AppealRejectionReason.WRONG_BENEFICIARY]: 'appeals.reason_wrong_beneficiary',
};

function has<K extends number>(table: Record<K, MessageKey>, key: number): key is K {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** A log type this client does not know yet still shows as a step, not as a crash. */
export function logText(logType: number): MessageKey {
  return has(LOG_TEXT, logType) ? LOG_TEXT[logType] : 'appeals.log_other';
}

/** Unknown reason codes are left out: the step's own text still says it was rejected. */
export function reasonTexts(codes: readonly number[] | undefined): MessageKey[] {
  return (codes ?? []).flatMap((c) => (has(REASON_TEXT, c) ? [REASON_TEXT[c]] : []));
}

/** The appeal status in the player's words (the server's status texts, which the web bundles too). */
export function appealStatusText(status: number): MessageKey {
  if (status === AppealStatus.REJECTED) return 'appeals.status.rejected';
  if (status === AppealStatus.CLOSED) return 'appeals.status.closed';
  return 'appeals.status.reviewing';
}

/**
 * docs/product-rules/records-and-appeals.md#appeal-statuses: a rejected appeal can be submitted
 * again; reviewing and closed ones cannot.
 */
export function mayAppealAgain(status: number): boolean {
  return status === AppealStatus.REJECTED;
}

/** Steps that the player's own submission wrote (their screenshots and transaction ID). */
function isSubmission(log: AppealLog): boolean {
  return log.logType === AppealLogType.SUBMITTED || log.logType === AppealLogType.RESUBMITTED;
}

/**
 * What "appeal again" prefills: the latest submission's transaction ID and screenshots, so the
 * player corrects what the rejection named instead of starting over.
 */
export function lastSubmission(logs: readonly AppealLog[]): { receipt: string; images: string[] } {
  const last = [...logs].reverse().find(isSubmission);
  return { receipt: last?.params.receipt ?? '', images: last?.params.images ?? [] };
}
