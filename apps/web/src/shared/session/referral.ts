/**
 * Referral attribution (docs/product-rules/routes-and-cookies.md): any route may be preceded by an
 * invite code and a share channel (/ABC123/deposit, /ABC123/whatsapp). They are kept in cookies for
 * one day, with the referrer and the landing page of the first visit, and sent with the sign-up.
 */
import { REFERRAL_COOKIE_DAYS } from '@nyota/contract/constants';
import { readCookie, writeCookie, type CookieJar } from '../lib/cookies';
import { parseRoutePrefix, type RootInvite } from '../nav/route-prefix';
import { REFERRAL_COOKIE, siteCookieDomain } from './site-cookies';

export type { RootInvite };

const MAX_URL_COOKIE = 512;

export interface VisitInfo {
  pathname: string;
  /** Landing address (path + query). */
  landing: string;
  referrer: string;
}

/** Stores the invite cookies of a path the player moved to inside the app; null when it carries none. */
export function rememberInvite(pathname: string, jar?: CookieJar, domain: string | null = siteCookieDomain()): RootInvite | null {
  const options = { days: REFERRAL_COOKIE_DAYS, domain };
  const { invite } = parseRoutePrefix(pathname);
  if (invite) {
    writeCookie(REFERRAL_COOKIE.code, invite.code, options, jar);
    if (invite.channel) writeCookie(REFERRAL_COOKIE.channel, invite.channel, options, jar);
  }
  return invite;
}

/**
 * A page load: the invite cookies for its path, and the referrer/landing cookies when none are kept
 * yet (the first visit). Moves inside the app are no new landing (rememberInvite only).
 */
export function captureReferral(
  visit: VisitInfo,
  jar?: CookieJar,
  domain: string | null = siteCookieDomain(),
): RootInvite | null {
  const options = { days: REFERRAL_COOKIE_DAYS, domain };
  const invite = rememberInvite(visit.pathname, jar, domain);
  if (readCookie(REFERRAL_COOKIE.landing, jar) === null) {
    writeCookie(REFERRAL_COOKIE.landing, visit.landing.slice(0, MAX_URL_COOKIE), options, jar);
    writeCookie(REFERRAL_COOKIE.referrer, visit.referrer.slice(0, MAX_URL_COOKIE), options, jar);
  }
  return invite;
}

/** The invite to send with a sign-up when the dialog was not opened from an invite path. */
export function storedInvite(jar?: CookieJar): RootInvite {
  return { code: readCookie(REFERRAL_COOKIE.code, jar) ?? '', channel: readCookie(REFERRAL_COOKIE.channel, jar) ?? '' };
}

/** Captures the page the browser is on now (at start, and again after a refused stored session cleared the cookies). */
export function captureCurrentVisit(): void {
  captureReferral({ pathname: location.pathname, landing: location.pathname + location.search, referrer: document.referrer });
}
