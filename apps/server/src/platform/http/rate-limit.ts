/**
 * A general per-IP limit on the API (the five service prefixes): a floor against scripted abuse,
 * under the tighter per-account and per-mobile limits the auth and OTP services keep themselves.
 * Operator paths, the docs, the web app's files and the /im socket are not counted.
 *
 * With REDIS_URL the counters live in Redis (under REDIS_PREFIX), so every worker and node counts
 * against one limit; without it (one embedded process) they live in memory. Should Redis fail, a
 * request goes through uncounted rather than failing: the limit is a floor, not a gate money
 * depends on. The key is `req.ip`, which honours TRUST_PROXY_HOPS: behind a proxy that setting must
 * be right, or every player shares one address.
 *
 * An exceeded limit is an envelope (code RATE_LIMITED, localised msg, HTTP 200) like any other
 * condition the player can act on; Retry-After still tells well-behaved clients when to come back.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { routes, SERVICE_PREFIXES } from '@nyota/contract/api/routes';
import { rateLimited } from './app-error.js';
import type { Metrics } from '../observability/metrics.js';

export interface RateLimitOptions {
  /** Requests per IP per window; 0 turns the limit off (e.g. when the edge proxy enforces one). */
  max: number;
  timeWindowMs?: number;
  metrics?: Metrics;
  /** Shared counters for every process of the deployment; none keeps them in this process. */
  redis?: { url: string; prefix: string } | null;
}

/** The Redis client the counters use, closed with the app. */
function sharedStore(app: FastifyInstance, redis: { url: string; prefix: string }) {
  // One try per command: a slow Redis must not hold a player's request (the limit skips on error).
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  client.on('error', (err: Error) => app.log.warn({ err }, 'rate limit: Redis unavailable; requests pass uncounted'));
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return { redis: client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true };
}

export function isServicePath(url: string): boolean {
  return SERVICE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/**
 * Provider callbacks come from a few provider addresses in bursts; counting them with the API would
 * drop payment notices. They have their own per-source limit (modules/payments/callback-limits.ts)
 * and are always confirmed by a status query.
 */
export function isProviderCallbackPath(url: string): boolean {
  return url.startsWith('/account-service/pan-pay/callback/');
}

/**
 * Must run before any API route is added: the limit is attached to each route as it is
 * registered. A route added earlier would silently go unlimited, so the app refuses to start then.
 */
export async function registerRateLimit(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  if (opts.max <= 0) return;
  const limited = new Set<string>();
  const exceeded = opts.metrics?.counter('http_rate_limited_total', 'Requests refused by the per-IP rate limit', ['route']);

  await app.register(rateLimit, {
    // Not on every route: only API routes get the hook below.
    global: false,
    max: opts.max,
    timeWindow: opts.timeWindowMs ?? 60_000,
    // The error handler turns the AppError into the envelope with HTTP 200.
    errorResponseBuilder: () => rateLimited(),
    onExceeded: (req) => exceeded?.inc({ route: req.routeOptions.url ?? 'unmatched' }),
    ...(opts.redis ? sharedStore(app, opts.redis) : {}),
  });
  // One counter per IP across all API routes (a per-route config would give each route its own).
  const limiter = app.rateLimit();

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isServicePath(route.url) || isProviderCallbackPath(route.url)) return;
    route.onRequest = [limiter, ...[route.onRequest ?? []].flat()];
    for (const m of [route.method].flat()) limited.add(`${m} ${route.url}`);
  });

  app.addHook('onReady', async () => {
    for (const def of Object.values(routes)) {
      if (app.hasRoute({ method: def.method, url: def.path }) && !limited.has(`${def.method} ${def.path}`)) {
        throw new Error(`${def.method} ${def.path} was registered before the rate limit; register the limit first`);
      }
    }
  });
}
