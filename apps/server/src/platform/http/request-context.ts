// The cookie plugin adds req.cookies to Fastify's request type.
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { pickLanguage } from './i18n.js';
import { usableCookieToken } from './session-cookie.js';

export interface AuthContext {
  memberId: string;
  sessionId: string;
  mobile: string;
}

/** What a route handler may know about the request, without Fastify types leaking into services. */
export interface RequestContext {
  ip: string;
  lang: string;
  deviceId: string;
  userAgent: string;
  token: string | null;
  /** The token came from the session cookie (the web app), not from a header. */
  tokenFromCookie: boolean;
  auth: AuthContext | null;
}

/** A route with `auth: 'member'`: defineRoute has refused the request already when the session is gone. */
export interface MemberContext extends RequestContext {
  token: string;
  auth: AuthContext;
}

/** A route with `auth: 'none'` never reads a session, even when one is offered. */
export interface GuestContext extends RequestContext {
  auth: null;
}

export function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The token comes as `Authorization: Bearer`, the seed's `token` header, or the web app's HttpOnly
 * session cookie; the cookie authorises a state-changing request only from the app's own origin
 * (session-cookie.ts), so another site's form post cannot act for the player.
 */
export function credentialOf(req: FastifyRequest): { token: string | null; fromCookie: boolean } {
  const auth = headerValue(req, 'authorization');
  if (auth?.startsWith('Bearer ')) {
    const t = auth.slice(7).trim();
    if (t) return { token: t, fromCookie: false };
  }
  const header = headerValue(req, 'token')?.trim();
  if (header) return { token: header, fromCookie: false };
  const cookie = usableCookieToken(req).token;
  return { token: cookie, fromCookie: cookie !== null };
}

export function languageOf(req: FastifyRequest): string {
  return pickLanguage(headerValue(req, 'lang'), headerValue(req, 'accept-language'));
}

export function baseContext(req: FastifyRequest): RequestContext {
  const credential = credentialOf(req);
  return {
    ip: req.ip,
    lang: languageOf(req),
    deviceId: (headerValue(req, 'deviceid') ?? '').slice(0, 128),
    userAgent: (headerValue(req, 'user-agent') ?? '').slice(0, 512),
    token: credential.token,
    tokenFromCookie: credential.fromCookie,
    auth: null,
  };
}
