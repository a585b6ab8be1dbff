/**
 * Every cookie the app keeps for a visitor or member (docs/product-rules/routes-and-cookies.md),
 * and the one function that clears them all when a session ends (logout, kick-out, a 401).
 */
import { cookieDomainFor, SESSION_COOKIE } from '@nyota/contract/session';
import { deleteCookie, type CookieJar } from '../lib/cookies';
import { market } from '../lib/market';

/** The referral cookies: invite code, share channel, and the first visit's referrer and landing page. */
export const REFERRAL_COOKIE = {
  code: 'inviteCode',
  channel: 'shareChannel',
  referrer: 'referrer',
  landing: 'landingPage',
} as const;

/**
 * The token is the server's HttpOnly cookie (the server clears it); a readable one is what an
 * older version of the app wrote, removed here.
 */
export const SITE_COOKIES: readonly string[] = [SESSION_COOKIE, ...Object.values(REFERRAL_COOKIE)];

/** The Domain the app's cookies get on this page: the deployment's top-level domain, if it covers this host. */
export function siteCookieDomain(): string | null {
  return typeof location === 'undefined' ? null : cookieDomainFor(location.hostname, market.cookieDomain);
}

/** Removes every site cookie, host-only and on the configured top-level domain. */
export function clearSiteCookies(domain: string | null = siteCookieDomain(), jar?: CookieJar): void {
  for (const name of SITE_COOKIES) deleteCookie(name, jar, domain);
}
