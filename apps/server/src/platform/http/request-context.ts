// The cookie plugin adds req.cookies to Fastify's request type.
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { pickLanguage } from './i18n.js';

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
  auth: AuthContext | null;
}

export function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The token comes as `Authorization: Bearer`, the seed's `token` header, or (for reads only) the
 * token cookie. A state-changing request must carry a header: a cookie alone would let another
 * site's form post act for the player (CSRF).
 */
export function tokenOf(req: FastifyRequest): string | null {
  const auth = headerValue(req, 'authorization');
  if (auth?.startsWith('Bearer ')) {
    const t = auth.slice(7).trim();
    if (t) return t;
  }
  const header = headerValue(req, 'token')?.trim();
  if (header) return header;
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const cookie = req.cookies?.['token'];
  return cookie ? cookie : null;
}

export function languageOf(req: FastifyRequest): string {
  return pickLanguage(headerValue(req, 'lang'), headerValue(req, 'accept-language'));
}

export function baseContext(req: FastifyRequest): RequestContext {
  return {
    ip: req.ip,
    lang: languageOf(req),
    deviceId: (headerValue(req, 'deviceid') ?? '').slice(0, 128),
    userAgent: (headerValue(req, 'user-agent') ?? '').slice(0, 512),
    token: tokenOf(req),
    auth: null,
  };
}
