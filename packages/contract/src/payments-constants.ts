/**
 * Payment constants shared by the server and the web app. Kept apart from api/payments.ts (which
 * re-exports them) because that file carries zod schemas and the browser bundle must not.
 */

/** Largest amount any call accepts: 10^11 minor units, far above every limit, far below 2^53. */
export const MAX_AMOUNT_MINOR = 100_000_000_000;

/** Deposit payment result (docs/product-rules/wallet.md#deposit-states). */
export const DepositResult = { PENDING: 1, SUCCESS: 3, FAILURE: 4 } as const;
export type DepositResultValue = (typeof DepositResult)[keyof typeof DepositResult];

/** Deposit status (docs/product-rules/wallet.md#deposit-states). */
export const DepositStatus = { PROCESSING: 0, SUCCESS: 1, FAILED: 2, CLOSED: 3 } as const;

/** docs/product-rules/wallet.md#withdraw-fee: 1 percentage (rounded up), 2 fixed; anything else is an error. */
export const WithdrawFeeType = { PERCENT: 1, FIXED: 2 } as const;

/** Withdraw status (docs/product-rules/wallet.md#withdraw-statuses). */
export const WithdrawStatus = {
  WAITING: 0,
  PROCESSING: 1,
  THIRD_PARTY_PROCESSING: 9,
  SUCCESS: 99,
  FAILED_REFUNDED: -1,
  VERIFICATION_FAILED: -2,
} as const;
export type WithdrawStatusValue = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];
