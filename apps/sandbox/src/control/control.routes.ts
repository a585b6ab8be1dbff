/**
 * The control API (JSON, <prefix>/control): state dump and reset, the clock, callback log, replay
 * and delivery settings, transport faults, subscribers (wallets, unregistered and ported numbers),
 * merchant floats, pawaPay availability and callback configuration, MTN token expiry, and the daily
 * statement with injectable discrepancies. Per-transaction controls live in control-intents.routes.ts.
 * Unauthenticated by design: a development and test tool, never mounted in production.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { iso } from '../core/clock.js';
import { newUuid } from '../core/ids.js';
import { majorToMinor } from '../core/money.js';
import { NETWORKS } from '../core/networks.js';
import { CALLBACK_MODES, DISCREPANCY_KINDS, FAULT_MODES, FAULT_OPS, SIGNATURE_MODES, type Discrepancy } from '../core/types.js';
import { mtnMagicNumbers } from '../mtn/mtn.magic.js';
import { pawapayMagicNumbers } from '../pawapay/pawapay.magic.js';
import { PAWAPAY_PROVIDERS } from '../pawapay/pawapay.providers.js';
import { COVERED_COMPONENTS, SIGNATURE_ALG, SIGNATURE_LABEL } from '../pawapay/pawapay.signing.js';
import type { Sandbox } from '../sandbox.js';
import { buildStatement, dayOf, toCsv } from './statement.js';

const provider = z.enum(['pawapay', 'mtn']);
const money = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = majorToMinor(v);
  if (minor === null) ctx.addIssue({ code: 'custom', message: 'must be an amount like "150.00"' });
  return minor ?? 0;
});

export function parse<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply): T | undefined {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  void reply.code(400).send({ error: r.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
  return undefined;
}

export function registerControlRoutes(app: FastifyInstance, sb: Sandbox): void {
  registerStateRoutes(app, sb);
  registerCallbackRoutes(app, sb);
  registerFaultAndPartyRoutes(app, sb);
  registerProviderRoutes(app, sb);
  registerStatementRoutes(app, sb);
}

/** The state dump and reset, the clock, and flushing pending deliveries. */
function registerStateRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/state', async () => ({ now: iso(sb.clock.nowMs()), data: sb.store.data }));
  app.post('/reset', async () => {
    sb.reset();
    return { ok: true, now: iso(sb.clock.nowMs()) };
  });

  app.get('/clock', async () => ({ now: iso(sb.clock.nowMs()), offsetMs: sb.store.data.clockOffsetMs }));
  app.post('/clock/advance', async (req, reply) => {
    const body = parse(
      z.object({
        ms: z.number().min(0).optional(),
        seconds: z.number().min(0).optional(),
        minutes: z.number().min(0).optional(),
      }),
      req.body,
      reply,
    );
    if (!body) return reply;
    await sb.advance((body.ms ?? 0) + (body.seconds ?? 0) * 1000 + (body.minutes ?? 0) * 60_000);
    return { now: iso(sb.clock.nowMs()), offsetMs: sb.store.data.clockOffsetMs };
  });
  app.post('/flush', async () => {
    await sb.flush();
    return { ok: true };
  });
}

/** The callback log, replays and delivery settings. */
function registerCallbackRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/callbacks', async (req) => {
    const q = req.query as { provider?: 'pawapay' | 'mtn'; intentId?: string };
    const filter: { provider?: 'pawapay' | 'mtn'; intentId?: string } = {};
    if (q.provider) filter.provider = q.provider;
    if (q.intentId) filter.intentId = q.intentId;
    return { attempts: sb.dispatcher.log(filter) };
  });
  app.post('/callbacks/:attemptId/replay', async (req, reply) => {
    const body = parse(z.object({ url: z.string().url().optional() }), req.body, reply);
    if (!body) return reply;
    const original = sb.dispatcher.attempt((req.params as { attemptId: string }).attemptId);
    const intent = original ? sb.lifecycle.intent(original.intentKey) : undefined;
    if (!original || !intent) return reply.code(404).send({ error: 'No such callback attempt.' });
    const spec: Parameters<typeof sb.dispatcher.sendNow>[1] = {
      variant: 'replay',
      replayOf: original.id,
      url: body.url ?? original.url,
    };
    if (original.signature) spec.signature = original.signature;
    if (original.statusOverride) spec.statusOverride = original.statusOverride;
    return { attempt: await sb.dispatcher.sendNow(intent, spec) };
  });
  app.put('/callbacks/settings', async (req, reply) => {
    const schema = z.object({
      provider,
      endpointDown: z.boolean().optional(),
      delayMs: z.number().int().min(0).optional(),
      mode: z.enum(CALLBACK_MODES).optional(),
      signature: z.enum(SIGNATURE_MODES).optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const s = sb.store.data.callbackSettings[body.provider];
    if (body.endpointDown !== undefined) s.endpointDown = body.endpointDown;
    if (body.delayMs !== undefined) s.delayMs = body.delayMs;
    if (body.mode) s.mode = body.mode;
    if (body.signature) s.signature = body.signature;
    sb.store.touch();
    return s;
  });
}

/** Transport faults, subscribers and merchant floats. */
function registerFaultAndPartyRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/faults', async () => ({ faults: sb.faults.list() }));
  app.post('/faults', async (req, reply) => {
    const schema = z.object({
      provider,
      op: z.enum(FAULT_OPS).default('initiate'),
      mode: z.enum(FAULT_MODES),
      count: z.number().int().min(1).default(1),
      delayMs: z.number().int().min(0).optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const spec: Parameters<typeof sb.faults.add>[0] = {
      provider: body.provider,
      op: body.op,
      mode: body.mode,
      count: body.count,
    };
    if (body.delayMs !== undefined) spec.delayMs = body.delayMs;
    return { fault: sb.faults.add(spec) };
  });
  app.delete('/faults', async (req) => {
    const p = (req.query as { provider?: string }).provider;
    sb.faults.clear(p === 'pawapay' || p === 'mtn' ? p : undefined);
    return { ok: true };
  });

  app.get('/subscribers', async () => ({ subscribers: Object.values(sb.store.data.subscribers) }));
  app.put('/subscribers/:msisdn', async (req, reply) => {
    const msisdn = (req.params as { msisdn: string }).msisdn;
    if (!/^\d{6,15}$/.test(msisdn)) return reply.code(400).send({ error: 'msisdn must be digits (E.164 without +).' });
    const schema = z.object({
      registered: z.boolean().optional(),
      balance: money.optional(),
      network: z.enum(NETWORKS).nullable().optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const patch: Parameters<typeof sb.accounts.update>[1] = {};
    if (body.registered !== undefined) patch.registered = body.registered;
    if (body.balance !== undefined) patch.balanceMinor = body.balance;
    if (body.network !== undefined) patch.network = body.network;
    return { subscriber: sb.accounts.update(msisdn, patch) };
  });

  app.get('/floats', async () => ({ floats: sb.store.data.floats }));
  app.put('/floats', async (req, reply) => {
    const schema = z.object({
      account: z.enum(['pawapay', 'mtn.collection', 'mtn.disbursement']),
      currency: z.string().regex(/^[A-Z]{3}$/),
      balance: money,
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    sb.accounts.setFloat(body.account, body.currency, body.balance);
    return { floats: sb.store.data.floats };
  });
}

/** pawaPay's availability, callback configuration and public key; MTN token expiry; the magic numbers. */
function registerProviderRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.put('/pawapay/availability', async (req, reply) => {
    const schema = z.object({
      provider: z.enum(PAWAPAY_PROVIDERS.map((p) => p.code) as [string, ...string[]]),
      operation: z.enum(['DEPOSIT', 'PAYOUT', 'REFUND']),
      status: z.enum(['OPERATIONAL', 'DELAYED', 'CLOSED']),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    sb.pawapay.setAvailability(body.provider, body.operation, body.status);
    await sb.flush();
    return { availability: sb.store.data.pawapay.availability };
  });
  app.put('/pawapay/config', async (req, reply) => {
    const url = z.string().refine((v) => v.startsWith('/') || URL.canParse(v), 'must be an absolute URL or a path');
    const schema = z.object({
      callbackUrls: z
        .object({ deposit: url.nullable().optional(), payout: url.nullable().optional(), refund: url.nullable().optional() })
        .optional(),
      signedCallbacks: z.boolean().optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const cfg = sb.store.data.pawapay;
    for (const k of ['deposit', 'payout', 'refund'] as const) {
      const v = body.callbackUrls?.[k];
      if (v === null) delete cfg.callbackUrls[k];
      else if (v !== undefined) cfg.callbackUrls[k] = v;
    }
    if (body.signedCallbacks !== undefined) cfg.signedCallbacks = body.signedCallbacks;
    sb.store.touch();
    return { callbackUrls: cfg.callbackUrls, signedCallbacks: cfg.signedCallbacks };
  });
  app.get('/pawapay/public-key', async () => ({
    keyId: sb.signingKey.keyId,
    publicKeyPem: sb.signingKey.publicKeyPem,
    algorithm: SIGNATURE_ALG,
    label: SIGNATURE_LABEL,
    components: COVERED_COMPONENTS,
    ecdsaEncoding: sb.options.pawapay.signatureEncoding,
    contentDigest: 'sha-512',
  }));
  app.post('/mtn/tokens/expire', async () => ({ expired: sb.mtnAuth.expireAll() }));

  app.get('/magic-numbers', async () => ({ pawapay: pawapayMagicNumbers(), mtn: mtnMagicNumbers() }));
}

/** The daily statement and its injectable discrepancies. */
function registerStatementRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/statement', async (req, reply) => {
    const q = parse(
      z.object({
        provider,
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
        format: z.enum(['json', 'csv']).default('json'),
      }),
      req.query,
      reply,
    );
    if (!q) return reply;
    const date = q.date ?? dayOf(sb.clock.nowMs());
    const rows = buildStatement(sb.store, q.provider, date);
    if (q.format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(rows));
    return { provider: q.provider, date, transactions: rows };
  });
  app.get('/statement/discrepancies', async () => ({ discrepancies: sb.store.data.discrepancies }));
  app.post('/statement/discrepancies', async (req, reply) => {
    const schema = z.object({
      provider,
      kind: z.enum(DISCREPANCY_KINDS),
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      intentId: z.string().optional(),
      amount: money.optional(),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      status: z.string().optional(),
      msisdn: z
        .string()
        .regex(/^\d{6,15}$/)
        .optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    if (body.kind !== 'phantom' && !body.intentId) return reply.code(400).send({ error: `${body.kind} needs intentId` });
    const intent = body.intentId ? sb.lifecycle.find(body.provider, body.intentId) : undefined;
    if (body.kind !== 'phantom' && !intent) return reply.code(404).send({ error: 'No such transaction.' });
    const d: Discrepancy = {
      id: newUuid(),
      provider: body.provider,
      kind: body.kind,
      date: body.date ?? dayOf(intent ? (intent.finalAt ?? intent.createdAt) : sb.clock.nowMs()),
      intentId: body.intentId ?? newUuid(),
    };
    if (body.amount !== undefined) d.amountMinor = body.amount;
    else if (body.kind === 'amount_mismatch' && intent) d.amountMinor = intent.amountMinor + 100;
    if (body.currency) d.currency = body.currency;
    if (body.status) d.status = body.status;
    if (body.msisdn) d.msisdn = body.msisdn;
    sb.store.data.discrepancies.push(d);
    sb.store.touch();
    return { discrepancy: d };
  });
  app.delete('/statement/discrepancies', async () => {
    sb.store.data.discrepancies = [];
    sb.store.touch();
    return { ok: true };
  });
}
