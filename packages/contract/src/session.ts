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

/**
 * The Domain a cookie is set with on `host`: the configured top-level domain when the host is that
 * domain or one of its sub-domains, else none (host-only). A browser drops a cookie whose Domain does
 * not cover the host, so a node reached by another name (an address, localhost, a health check)
 * falls back to host-only rather than losing the session.
 */
export function cookieDomainFor(host: string, domain: string | null): string | null {
  if (!domain) return null;
  const h = host.toLowerCase().replace(/\.$/, '');
  const d = domain.toLowerCase().replace(/^\./, '');
  return h === d || h.endsWith(`.${d}`) ? d : null;
}

/** COOKIE_DOMAIN's shape: a registrable name such as example.com (no scheme, port or path). */
export function isCookieDomain(value: string): boolean {
  return /^\.?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value);
}
