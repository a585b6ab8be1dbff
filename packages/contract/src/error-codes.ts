/**
 * The error-code catalogue. Codes a user can act on travel inside the envelope; each has an i18n
 * message key (`errors.<name>`) that the server localises from the request's language and the
 * client can re-localise.
 */
export const ErrorCode = {
  OK: 0,
  /** Session missing, expired, revoked or kicked out; the client clears its session. */
  SESSION_GONE: 401,
  NOT_FOUND: 404,
  INTERNAL: 500,
  VALIDATION: 1001,
  BAD_CREDENTIALS: 1002,
  /** Self-excluded: the client asks whether to reactivate and retries with selfInclusion=1. */
  SELF_EXCLUDED: 1003,
  /** Self-exclusion period still running; reactivation refused. */
  SELF_EXCLUSION_ACTIVE: 1004,
  ACCOUNT_LOCKED: 1005,
  RATE_LIMITED: 1006,
  OTP_INVALID: 1007,
  OTP_EXPIRED: 1008,
  OTP_TOO_MANY_TRIES: 1009,
  OTP_RESEND_TOO_SOON: 1010,
  MOBILE_TAKEN: 1011,
  PASSWORD_TOO_COMMON: 1012,
  PASSWORD_MISMATCH: 1013,
  SIGNUP_REQUIRES_ADULT: 1014,
  SMS_FAILED: 1015,
  /** Too many wrong one-time codes for the number or address in 24 hours; msg says when to retry. */
  OTP_DAILY_LIMIT: 1016,
  /** On a time-out (responsible gambling): no staking and no deposits until it ends; msg may say when. */
  TIMED_OUT: 1031,
  /** A time-out is already running; it cannot be shortened, cancelled or replaced. */
  TIME_OUT_ACTIVE: 1032,
  INSUFFICIENT_BALANCE: 2001,
  LIMIT_EXCEEDED: 2002,
  /** Payments (21xx): a deposit prompt is already open for this member/number. */
  PAYMENT_IN_PROGRESS: 2101,
  /** Deposits or withdrawals switched off by configuration; msg carries the operator's text. */
  PAYMENT_DISABLED: 2102,
  /** The provider refused to start the payment (nothing was taken). */
  PAYMENT_REJECTED: 2103,
  CHANNEL_UNAVAILABLE: 2104,
  UNSUPPORTED_FEE_TYPE: 2105,
  /** Fee and tax would leave nothing to pay out. */
  NET_AMOUNT_ZERO: 2106,
  /** Appeals (22xx): the record may not be appealed (docs/product-rules/records-and-appeals.md#appeal-eligibility). */
  APPEAL_NOT_ALLOWED: 2201,
  /** The record's appeal is being reviewed; it cannot be submitted again now. */
  APPEAL_PENDING: 2202,
  /** The record's appeal is closed for good. */
  APPEAL_CLOSED: 2203,
  /** A staff step that the appeal's current step does not allow. */
  APPEAL_MOVE_NOT_ALLOWED: 2204,
  /** Another agent holds the appeal (staff console: one agent at a time). */
  APPEAL_CLAIMED: 2205,
  /** A staff move on an appeal the agent has not claimed. */
  APPEAL_NOT_CLAIMED: 2206,
  /** Games (23xx): the game is not taking bets (loop not running, outcome source exhausted). */
  GAME_UNAVAILABLE: 2301,
  /** A crash cash-out that arrived after the crash (the server clock decides). */
  ROUND_CRASHED: 2302,
  /** The bet is not open (not started yet, already settled, cancelled or never accepted). */
  BET_NOT_OPEN: 2303,
  /** The round has started; the bet can no longer be cancelled. */
  BETTING_CLOSED: 2304,
  /** Virtual football: the selection's price is no longer the one the player saw. */
  ODDS_CHANGED: 2310,
  /** Per-bet games: a seed rotation refused while a spin of that game is in flight. */
  ROUND_OPEN: 2320,
  /** Engagement (24xx): the campaign's budget cannot pay this reward (nothing was granted). */
  REWARD_BUDGET_EXHAUSTED: 2401,
  /** The member may not have this offer now; msg is the eligibility reason (docs/product-rules/rewards.md). */
  REWARD_NOT_ELIGIBLE: 2402,
  /** A stake that needs bonus money is above the active bonus's maximum stake (msg names it). */
  BONUS_MAX_STAKE: 2403,
  /** The offer is off (the seeds' "No Bonus Found") or was claimed already in its period. */
  OFFER_UNAVAILABLE: 2404,
  /** Staff (30xx): wrong username, password or authenticator code; one answer for all three. */
  STAFF_SIGN_IN_FAILED: 3001,
  STAFF_SIGN_IN_THROTTLED: 3002,
  /** Staff session missing, idle too long, past its maximum or signed out (HTTP 401). */
  STAFF_SESSION_GONE: 3003,
  /** An unsafe staff request without the session's CSRF token (HTTP 403). */
  STAFF_CSRF: 3004,
  /** The staff member's role lacks the route's permission, named in msg (HTTP 403). */
  STAFF_FORBIDDEN: 3005,
  STAFF_USERNAME_INVALID: 3006,
  STAFF_USERNAME_TAKEN: 3007,
  STAFF_ROLE_UNKNOWN: 3008,
  STAFF_NOT_FOUND: 3009,
  STAFF_SELF_DISABLE: 3010,
  /** Four eyes: the maker may not be the checker. */
  FOUR_EYES_SAME_PERSON: 3011,
  FOUR_EYES_DECIDED: 3012,
  /** The change would leave no active staff member able to manage roles. */
  STAFF_LAST_ROLE_MANAGER: 3013,
  /** Withdrawal review: the withdrawal is no longer waiting (another staff member decided it). */
  WITHDRAWAL_DECIDED: 3014,
  /** Withdrawal review: a four-eyes request to approve it is already waiting. */
  WITHDRAWAL_APPROVAL_REQUESTED: 3015,
  /** Market settings: a value its schema refuses (the field named in msg), or saved over a newer version. */
  SETTINGS_INVALID: 3041,
  SETTINGS_STALE: 3042,
  /** Reconciliation: the difference was explained already (the first explanation stands). */
  RECON_EXPLAINED: 3043,
  /** Pay-bill: the payment is no longer open (another staff member resolved it, or a credit awaits approval). */
  PAYBILL_RESOLVED: 3044,
  /** Pay-bill: no member has the phone number or id staff named. */
  PAYBILL_MEMBER_UNKNOWN: 3045,
  PAYLOAD_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export function errorName(code: number): ErrorCodeName | undefined {
  return (Object.keys(ErrorCode) as ErrorCodeName[]).find((k) => ErrorCode[k] === code);
}
