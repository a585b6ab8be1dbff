/**
 * Referral attribution (seed §2, §3): the root path may carry an invite code and a share channel
 * (/ABC123, /ABC123/whatsapp). They are kept in cookies for one day, with the referrer and the
 * landing page of the first visit, and sent with the sign-up.
 */
import { REFERRAL_COOKIE_DAYS } from '@nyota/contract/constants';
import { readCookie, writeCookie, type CookieJar } from '../lib/cookies';
import { isStaticRoot, segmentsOf } from '../nav/route-names';

export const REFERRAL_COOKIE = {
  code: 'inviteCode',
  channel: 'shareChannel',
  referrer: 'referrer',
  landing: 'landingPage',
} as const;

export interface RootInvite {
  code: string;
  /** '' when the path has no channel. */
  channel: string;
}

// The same character sets the server accepts (contract api/fields.ts).
const CODE_RE = /^[A-Za-z0-9]{1,16}$/;
const CHANNEL_RE = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_URL_COOKIE = 512;

/** The invite carried by a root path, or null when the path is a route, empty or malformed. */
export function parseRootInvite(pathname: string): RootInvite | null {
  const segments = segmentsOf(pathname);
  if (segments.length < 1 || segments.length > 2) return null;
  const [code = '', channel = ''] = segments;
  if (isStaticRoot(code) || !CODE_RE.test(code)) return null;
  if (channel !== '' && !CHANNEL_RE.test(channel)) return null;
  return { code, channel };
}

export interface VisitInfo {
  pathname: string;
  /** Landing address (path + query). */
  landing: string;
  referrer: string;
}

/** Stores the invite cookies for this path, and the referrer/landing cookies on the first visit. */
export function captureReferral(visit: VisitInfo, jar?: CookieJar): RootInvite | null {
  const options = { days: REFERRAL_COOKIE_DAYS };
  const invite = parseRootInvite(visit.pathname);
  if (invite) {
    writeCookie(REFERRAL_COOKIE.code, invite.code, options, jar);
    if (invite.channel) writeCookie(REFERRAL_COOKIE.channel, invite.channel, options, jar);
  }
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
