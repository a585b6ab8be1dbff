/**
 * How the web app holds its session (trust issue 20). The token lives in an HttpOnly cookie that
 * scripts cannot read; the web app asks for it by sending SESSION_MODE_HEADER on its calls, and the
 * login answers then carry an empty token. Other clients keep the seed's `token` and
 * `Authorization: Bearer` headers and the token sub-protocol on /im.
 */

/** The seed's cookie name (§3): same name, now set by the server, HttpOnly. */
export const SESSION_COOKIE = 'token';
export const SESSION_MODE_HEADER = 'x-session-mode';
export const SESSION_MODE_COOKIE = 'cookie';
