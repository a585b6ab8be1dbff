/**
 * Appeal constants (docs/product-rules/records-and-appeals.md) shared by the server and the web app. Kept apart
 * from api/appeals.ts, which carries zod schemas the browser bundle must not load.
 */

/**
 * Appeal status (docs/product-rules/records-and-appeals.md#appeal-statuses). A rejected appeal can
 * be submitted again; a closed one cannot.
 */
export const AppealStatus = { REVIEWING: 1, REJECTED: 2, CLOSED: 9 } as const;
export type AppealStatusValue = (typeof AppealStatus)[keyof typeof AppealStatus];

/**
 * The appeal log steps (docs/product-rules/records-and-appeals.md#appeal-log) as the 8 log types of
 * the timeline. The status each one leaves the appeal in is in APPEAL_LOG_STATUS.
 */
export const AppealLogType = {
  /** The player submitted it; it is reviewed within 1 working day. params: images, receipt. */
  SUBMITTED: 1,
  /** An agent took it. */
  IN_REVIEW: 2,
  /** The transaction ID on the receipt is wrong: the player may resubmit. params: reasons. */
  RECEIPT_WRONG: 3,
  /** The player submitted it again after a rejection. params: images, receipt. */
  RESUBMITTED: 4,
  /** The agent passed it to the operations team (to trace the money with the operator). */
  TO_OPERATIONS: 5,
  /** Operations rejected it. params: reasons, content. */
  OPERATIONS_REJECTED: 6,
  /** Resolved in the player's favour: the money was credited or paid. params: content. */
  RESOLVED: 7,
  /** Closed without further action. params: content. */
  CLOSED: 8,
} as const;
export type AppealLogTypeValue = (typeof AppealLogType)[keyof typeof AppealLogType];

export const APPEAL_LOG_STATUS: Record<AppealLogTypeValue, AppealStatusValue> = {
  [AppealLogType.SUBMITTED]: AppealStatus.REVIEWING,
  [AppealLogType.IN_REVIEW]: AppealStatus.REVIEWING,
  [AppealLogType.RECEIPT_WRONG]: AppealStatus.REJECTED,
  [AppealLogType.RESUBMITTED]: AppealStatus.REVIEWING,
  [AppealLogType.TO_OPERATIONS]: AppealStatus.REVIEWING,
  [AppealLogType.OPERATIONS_REJECTED]: AppealStatus.REJECTED,
  [AppealLogType.RESOLVED]: AppealStatus.CLOSED,
  [AppealLogType.CLOSED]: AppealStatus.CLOSED,
};

/**
 * Appeal rejection reasons (docs/product-rules/records-and-appeals.md#rejection-reasons), as the
 * codes a rejection log carries in params.reasons.
 */
export const AppealRejectionReason = {
  NOT_A_RECEIPT: 1,
  NO_TRANSACTION_ID: 2,
  TRANSACTION_ID_MISMATCH: 3,
  AMOUNT_MISMATCH: 4,
  WRONG_BENEFICIARY: 5,
} as const;
export type AppealRejectionReasonValue = (typeof AppealRejectionReason)[keyof typeof AppealRejectionReason];

/** Which record an appeal is about (complain-records/{type}). */
export const AppealKind = { DEPOSIT: 1, WITHDRAW: 2 } as const;
export type AppealKindValue = (typeof AppealKind)[keyof typeof AppealKind];

/** feedbackId when the record may never be appealed (docs/product-rules/records-and-appeals.md#appeal-eligibility). */
export const APPEAL_NOT_ALLOWED = -1;

/** docs/product-rules/records-and-appeals.md#uploads: at most 3 images per appeal. */
export const APPEAL_MAX_IMAGES = 3;
/** A phone screenshot is well under this; larger files are refused before they are stored. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** docs/product-rules/records-and-appeals.md#uploads: png and jpeg only (checked by their bytes on the server). */
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** Mobile-money transaction IDs (e.g. MTN "1234567890", Airtel "CI210603.1234.H12345"). */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.\-_]{3,39}$/;
