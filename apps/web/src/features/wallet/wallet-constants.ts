/** Wallet timings and input limits (docs/product-rules/wallet.md, deposit.md). */

/** Deposit result: re-check every 5 s ... */
export const DEPOSIT_POLL_MS = 5_000;
/** ... for about 150 s, unless the pushed status change arrives first. */
export const DEPOSIT_WAIT_MS = 150_000;
/** Deposit and withdraw results go home after 5 s. */
export const RESULT_COUNTDOWN_S = 5;
/** Amount inputs: digits and one point, at most 2 decimals, at most 7 characters. */
export const AMOUNT_MAX_LENGTH = 7;
/** Tax and fee quotes wait until the player stops typing (each keystroke would cost a request). */
export const QUOTE_DEBOUNCE_MS = 400;
/** The counter shown while the player approves the payment request on their phone. */
export const DEPOSIT_COUNTER_SECONDS = 30;
