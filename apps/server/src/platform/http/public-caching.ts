/**
 * HTTP caching of public reads (config, market, the guest lobby, winners, players online): a
 * successful answer that does not depend on the caller gets an ETag and the route's own
 * `Cache-Control`, and a request whose `If-None-Match` names the current ETag gets an empty 304.
 *
 * Only an answer no earlier rule has marked: the personal answers of define-route.ts (a session
 * offered to an optional read, anything that acts) already say `no-store` and keep it. Refusals
 * (any envelope code but 0) are localised to the caller's language and are not shared either.
 * A route that reads a session when offered one varies on the headers that carry it, so a browser
 * never answers a signed-in player's read from a guest's cached copy.
 *
 * Each route's window is chosen with its data (see docs/performance.md); the ETag makes
 * revalidation after it cheap: a 304 carries no body.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDef } from '@nyota/contract/api/routes';

export interface PublicCachePolicy {
  /** How long any cache may reuse the answer without asking. */
  maxAgeSeconds: number;
  /** After that, how long a cache may still show it while it revalidates in the background. */
  staleWhileRevalidateSeconds: number;
}

interface Rule {
  cacheControl: string;
  vary: string | null;
}

export interface PublicReadCaching {
  /** Marks a public GET route's successful answers cacheable under the policy. */
  cache(def: Pick<RouteDef, 'method' | 'path' | 'auth'>, policy: PublicCachePolicy): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCaching;
  }
}

/** The envelope of a success as serialised: ok() puts `code` first. */
const SUCCESS_PREFIX = '{"code":0,';
/** Where a session travels (request-context.ts): a read that uses one varies on all three. */
const CREDENTIAL_HEADERS = ['Authorization', 'Token', 'Cookie'];

export function cacheControlOf(policy: PublicCachePolicy): string {
  return `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly and may list several tags, or be `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function withVary(reply: FastifyReply, extra: string): string {
  const existing = reply.getHeader('vary');
  return typeof existing === 'string' && existing !== '' ? `${existing}, ${extra}` : extra;
}

export function registerPublicReadCaching(app: FastifyInstance): PublicReadCaching {
  const rules = new Map<string, Rule>();
  const caching: PublicReadCaching = {
    cache(def, policy) {
      if (def.method !== 'GET' || def.auth === 'member') throw new Error(`${def.method} ${def.path} is not a public read`);
      rules.set(def.path, {
        cacheControl: cacheControlOf(policy),
        vary: def.auth === 'optional' ? CREDENTIAL_HEADERS.join(', ') : null,
      });
    },
  };
  app.decorate('publicReads', caching);

  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const rule = rules.get(req.routeOptions.url ?? '');
    const cacheable =
      rule !== undefined &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      reply.statusCode === 200 &&
      !reply.hasHeader('cache-control') &&
      typeof payload === 'string' &&
      payload.startsWith(SUCCESS_PREFIX);
    if (!cacheable) return done(null, payload);
    const etag = etagOf(payload);
    reply.header('cache-control', rule.cacheControl).header('etag', etag);
    if (rule.vary) reply.header('vary', withVary(reply, rule.vary));
    if (!matchesIfNoneMatch(req.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    return done(null, '');
  });
  return caching;
}
