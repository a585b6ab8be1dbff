/**
 * Provider callbacks at the URLs configured with each provider (PAYMENTS_CALLBACK_BASE_URL =
 * https://<host>/account-service/pan-pay/callback):
 *   POST      .../pawapay/deposit | .../pawapay/payout | .../pawapay/refund
 *   PUT|POST  .../mtn/collection  | .../mtn/disbursement   (MTN uses either method)
 * The body is kept as raw bytes (signatures cover exact bytes), handed to the adapter's
 * parseCallback, stored as received, and then ALWAYS confirmed by a status query before any money
 * moves (PaymentProcessor.confirm). We could skip the query for a pawaPay callback whose RFC 9421
 * signature verified and whose amount and currency match, but the query costs one request per
 * payment and removes a whole class of mistakes (a wrongly trusted key, a replayed signed body),
 * so we do not. The provider gets the adapter's acknowledgement either way; a callback we cannot
 * match to a payment is stored (within a cap) and acknowledged, so the provider stops retrying it.
 * Body size, callbacks per source address and stored unmatched callbacks are bounded
 * (callback-limits.ts); a refused callback stores nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentProcessor, ProcessorLogger } from './payment-processor.js';
import type { IntentsRepo } from './intents.repo.js';
import type { Db } from '../../platform/db/database.js';
import type { ProviderDirectory } from './provider-directory.js';
import type { CallbackEvent } from './providers/provider-adapter.js';
import type { Clock } from '../../platform/clock.js';
import { CallbackRateLimiter, DEFAULT_CALLBACK_LIMITS, type CallbackLimits } from './callback-limits.js';
import { UnmatchedCallbacks } from './unmatched-callbacks.js';

export const CALLBACK_PREFIX = '/account-service/pan-pay/callback';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CallbackRoutesDeps {
  db: Db;
  intents: IntentsRepo;
  processor: PaymentProcessor;
  providers: ProviderDirectory;
  log: ProcessorLogger;
  clock: Clock;
  limits?: CallbackLimits;
}

function headersOf(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function summaryOf(e: CallbackEvent): string {
  return `${e.status}${e.failure ? ` ${e.failure}` : ''}${e.providerCode ? ` ${e.providerCode}` : ''}${e.trusted ? ' signed' : ' unsigned'}`;
}

export async function registerCallbackRoutes(app: FastifyInstance, deps: CallbackRoutesDeps): Promise<void> {
  const limits = deps.limits ?? DEFAULT_CALLBACK_LIMITS;
  const limiter = new CallbackRateLimiter(limits.perIpPerMinute, deps.clock);
  const unmatched = new UnmatchedCallbacks(deps.db, deps.clock, limits);
  await app.register(async (scope) => {
    // Exact bytes for signature checks, whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    // Providers read HTTP statuses, not the players' envelope: an oversized body stays a 413.
    scope.setErrorHandler((err: { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'payment callback failed');
      return reply.code(status).send({ error: status === 413 ? 'body too large' : 'callback refused' });
    });

    scope.route({
      method: ['POST', 'PUT'],
      url: `${CALLBACK_PREFIX}/:provider/:operation`,
      bodyLimit: limits.bodyBytes,
      // Before the body is read: a flooding address costs us neither the read nor a row.
      onRequest: async (req, reply) => {
        if (!limiter.admit(req.ip)) return reply.code(429).header('retry-after', '60').send({ error: 'too many callbacks' });
      },
      handler: async (req, reply) => {
        const { provider } = req.params as { provider: string; operation: string };
        const adapter = deps.providers.all().find((a) => a.id === provider);
        if (!adapter) return reply.code(404).send({ error: 'unknown provider' });
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const path = req.url.split('?')[0] ?? req.url;

        let parsed;
        try {
          parsed = await adapter.parseCallback({ method: req.method, path, headers: headersOf(req), rawBody });
        } catch (err) {
          deps.log.warn({ err, provider, path }, 'payment callback could not be read');
          await unmatched.record(provider, 'unreadable', { path, body: rawBody.toString('utf8') });
          return reply.code(400).send({ error: 'unreadable callback' });
        }

        for (const event of parsed.events) {
          const id = event.intentId ?? event.providerRef;
          const intent = id && UUID_RE.test(id) ? await deps.intents.find(deps.db, id.toLowerCase()) : undefined;
          if (!intent) {
            const stored = await unmatched.record(provider, summaryOf(event), event.raw);
            deps.log.warn({ provider, id, stored }, 'payment callback for an unknown payment');
            continue;
          }
          await deps.processor.record(intent, 'callback', summaryOf(event), event.raw, provider);
          try {
            // The callback is a hint: only the provider's answer to our own query moves money.
            await deps.processor.confirm(intent.id, 'callback');
          } catch (err) {
            // Stored already; the poller will ask again.
            deps.log.error({ err, intentId: intent.id }, 'payment confirmation after callback failed');
          }
        }
        reply.code(parsed.ack.status);
        return parsed.ack.body === undefined ? reply.send() : reply.send(parsed.ack.body);
      },
    });
  });
}
