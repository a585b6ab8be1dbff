/**
 * Safaricom's C2B calls (docs/product-rules/pay-bill.md), at the URLs the adapter registers:
 *   POST /account-service/pan-pay/callback/paybill/{secret}/validation     → {ResultCode:"0"|"C2B000xx", ResultDesc}
 *   POST /account-service/pan-pay/callback/paybill/{secret}/confirmation   → {ResultCode:0, ResultDesc:"Success"}
 * Under the provider-callback prefix, so the API's per-client limit leaves them alone (a burst of
 * confirmations from Safaricom's few addresses must not be dropped); the callbacks' own per-source
 * limit applies instead.
 * Answers are Daraja's shapes with HTTP 200, never the players' envelope. A wrong secret is a bare
 * 404 and stores nothing. A confirmation that cannot be read or is for another shortcode is kept
 * raw with the unmatched callbacks (the money moved somewhere: staff must see it) and acknowledged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../../platform/http/define-staff-route.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { CallbackRateLimiter, DEFAULT_CALLBACK_LIMITS, type CallbackLimits } from '../callback-limits.js';
import { CALLBACK_PREFIX } from '../callbacks.routes.js';
import type { ProcessorLogger } from '../payment-processor.js';
import type { DarajaC2bAdapter } from '../providers/daraja/daraja-c2b-adapter.js';
import { C2B_REJECT, CONFIRMED, rejected } from '../providers/daraja/daraja-c2b-wire.js';
import { UnmatchedCallbacks } from '../unmatched-callbacks.js';
import type { PayBillResolutionService } from './paybill-resolution.service.js';
import { PAYBILL_PROVIDER, type PayBillService } from './paybill.service.js';

export interface PayBillRoutesDeps {
  db: Db;
  clock: Clock;
  log: ProcessorLogger;
  service: PayBillService;
  adapter: () => DarajaC2bAdapter | undefined;
  limits?: CallbackLimits;
}

export async function registerPayBillRoutes(app: FastifyInstance, d: PayBillRoutesDeps): Promise<void> {
  const limits = d.limits ?? DEFAULT_CALLBACK_LIMITS;
  const unmatched = new UnmatchedCallbacks(d.db, d.clock, limits);
  const limiter = new CallbackRateLimiter(limits.perIpPerMinute, d.clock);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((err: { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'pay-bill callback failed');
      return reply.code(status).send({ error: 'callback refused' });
    });
    const onRequest = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!limiter.admit(req.ip)) return reply.code(429).header('retry-after', '60').send({ error: 'too many callbacks' });
    };
    scope.post(`${CALLBACK_PREFIX}/paybill/:token/:stage`, { bodyLimit: limits.bodyBytes, onRequest }, async (req, reply) => {
      const { token, stage } = req.params as { token: string; stage: string };
      const adapter = d.adapter();
      if (!adapter || (stage !== 'validation' && stage !== 'confirmation')) return reply.code(404).send();
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const read = adapter.read(token, raw);
      if (!read.ok && read.reason === 'token') return reply.code(404).send();
      if (stage === 'validation') {
        if (!read.ok) return reply.send(rejected(read.reason === 'shortcode' ? C2B_REJECT.INVALID_SHORTCODE : C2B_REJECT.OTHER));
        return reply.send(await d.service.validate(read.payload));
      }
      if (!read.ok) {
        await unmatched.record(PAYBILL_PROVIDER, `confirmation ${read.reason}`, raw.toString('utf8'));
        d.log.warn({ reason: read.reason }, 'pay-bill confirmation could not be read; kept raw');
        return reply.send(CONFIRMED);
      }
      await d.service.confirm(read.payload);
      return reply.send(CONFIRMED);
    });
  });
}

/** Staff: the payments that named no member, listed and resolved by hand (paybill-resolution.service.ts). */
export function registerPayBillStaffRoutes(
  app: FastifyInstance,
  resolution: PayBillResolutionService,
  sessions: StaffSessionResolver,
): void {
  defineStaffRoute(app, staffRoutes.listUnmatchedPayBill, sessions, (input) => resolution.list(input.status));
  defineStaffRoute(app, staffRoutes.resolvePayBill, sessions, (input, ctx) =>
    resolution.resolve({ id: ctx.staff.id, username: ctx.staff.username }, input),
  );
}
