/** Names and limits both the staff console and the server rely on. */

export const STAFF_API_PREFIX = '/staff-api';
export const CONSOLE_PREFIX = '/console';
/** HttpOnly session cookie, sent only to the staff API. */
export const STAFF_SESSION_COOKIE = 'nyota_staff';
/** The CSRF token from sign-in travels back in this header on every unsafe request. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** A session unused this long is over. */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
