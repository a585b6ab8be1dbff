/**
 * The web app's session cookie (trust issue 20): HttpOnly so a script (an injected one included)
 * never reads the token, SameSite=Strict so another site's page never makes the browser send it,
 * Secure whenever the request reached us over https (directly or through a trusted proxy's
 * X-Forwarded-Proto). Over plain http (local development) it cannot be Secure or the browser would
 * drop it; browsers treat http://localhost as a secure context, so development still works.
 *
 * CSRF: SameSite=Strict is the first wall; behind it, a state-changing request authenticated by the
 * cookie alone must show it comes from the app's own origin: `Sec-Fetch-Site`, when sent, must be
 * `same-origin`, `Origin`, when sent, must be the app's host or a configured CORS origin, and at
 * least one of the two must be there (every current browser sends Origin on a POST). A request
 * that fails is treated as carrying no session at all, and the cookie is left alone, so a forged
 * request cannot log the player out by getting the cookie cleared either. Reads (GET/HEAD) take the
 * cookie as is: they change nothing and a cross-site page cannot read their answers (CORS).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS } from '@nyota/contract/constants';
import { cookieDomainFor, SESSION_COOKIE, SESSION_MODE_COOKIE, SESSION_MODE_HEADER } from '@nyota/contract/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Origins besides the app's own host whose pages may use the session cookie (CORS_ORIGINS). */
    trustedOrigins: readonly string[];
    /** COOKIE_DOMAIN: the product's top-level domain, or null for a host-only cookie. */
    cookieDomain: string | null;
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function cookieToken(req: FastifyRequest): string | null {
  const v = req.cookies?.[SESSION_COOKIE];
  return v ? v : null;
}

/** An Origin header naming the app's own host (as the client addressed it) or a trusted origin. */
export function isTrustedOrigin(req: FastifyRequest, origin: string): boolean {
  if (req.server.trustedOrigins.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  // req.host honours X-Forwarded-Host from a trusted proxy (TRUST_PROXY_HOPS), like req.ip.
  return !!req.host && new URL(origin).host === req.host.toLowerCase();
}

/** A state-changing request provably sent by a page of the app itself (see the file comment). */
export function isFromAppOrigin(req: FastifyRequest): boolean {
  const site = header(req, 'sec-fetch-site');
  const origin = header(req, 'origin');
  if (site !== undefined && site !== 'same-origin') return false;
  if (origin !== undefined) return isTrustedOrigin(req, origin);
  return site === 'same-origin';
}

/** The cookie's token when this request may use it, and whether it carried one that was refused. */
export function usableCookieToken(req: FastifyRequest): { token: string | null; refused: boolean } {
  const token = cookieToken(req);
  if (!token) return { token: null, refused: false };
  if (req.method === 'GET' || req.method === 'HEAD' || isFromAppOrigin(req)) return { token, refused: false };
  return { token: null, refused: true };
}

/** A WebSocket upgrade may use the cookie only with an Origin of the app (cross-site socket hijacking). */
export function socketCookieToken(req: FastifyRequest): string | null {
  const origin = header(req, 'origin');
  return origin !== undefined && isTrustedOrigin(req, origin) ? cookieToken(req) : null;
}

/** The web app asks for a cookie session (and an empty token in login answers) with this header. */
export function wantsCookieSession(req: FastifyRequest): boolean {
  return header(req, SESSION_MODE_HEADER) === SESSION_MODE_COOKIE;
}

/**
 * On the product's top-level domain when one is configured and covers the host the request was
 * addressed to (so the session holds across its sub-domains), else host-only. Clearing uses the
 * same options, so it removes the cookie it set.
 */
function cookieOptions(req: FastifyRequest) {
  const domain = cookieDomainFor(req.hostname, req.server.cookieDomain);
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    path: '/',
    ...(domain ? { domain } : {}),
  } as const;
}

export function setSessionCookie(reply: FastifyReply, req: FastifyRequest, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_TTL_SECONDS });
}

/** Clears it on the domain and on the host: a cookie set before COOKIE_DOMAIN was configured is host-only. */
export function clearSessionCookie(reply: FastifyReply, req: FastifyRequest): void {
  const options = cookieOptions(req);
  reply.clearCookie(SESSION_COOKIE, options);
  if ('domain' in options) reply.clearCookie(SESSION_COOKIE, { ...options, domain: undefined });
}
