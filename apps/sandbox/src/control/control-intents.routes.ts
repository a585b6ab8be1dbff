/**
 * Per-transaction controls: list and inspect intents, force an outcome (optionally through
 * IN_RECONCILIATION, optionally overriding a final state), plan or send callbacks (duplicate,
 * stale, delayed, badly signed, tampered), and answer prompts — as JSON, or as the phone page's
 * plain HTML form posts, which are redirected back to the phone (303).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallbackSpec } from '../core/callbacks.js';
import { iso } from '../core/clock.js';
import { header } from '../core/http.js';
import { CALLBACK_MODES, FAILURE_KINDS, SIGNATURE_MODES, type Intent, type Outcome } from '../core/types.js';
import { mtnBody } from '../mtn/mtn.wire.js';
import { pawapayData } from '../pawapay/pawapay.wire.js';
import { isPromptAction, type PromptAction } from '../phone/prompts.js';
import type { Sandbox } from '../sandbox.js';
import { parse } from './control.routes.js';

const OUTCOMES = ['success', 'stuck', ...FAILURE_KINDS] as const;

export function wireView(intent: Intent): Record<string, unknown> {
  return intent.provider === 'pawapay' ? pawapayData(intent) : mtnBody(intent);
}

function summary(i: Intent): Record<string, unknown> {
  return {
    provider: i.provider,
    direction: i.direction,
    id: i.id,
    msisdn: i.msisdn,
    product: i.product,
    amountMinor: i.amountMinor,
    currency: i.currency,
    phase: i.phase,
    status: wireView(i)['status'],
    failure: i.failure ?? null,
    promptId: i.promptId ?? null,
    providerTransactionId: i.providerTxnId ?? null,
    created: iso(i.createdAt),
    finalised: i.finalAt !== undefined ? iso(i.finalAt) : null,
  };
}

function toOutcome(name: (typeof OUTCOMES)[number], code: string | undefined): Outcome {
  if (name === 'success' || name === 'stuck') return { kind: name };
  return { kind: 'failure', failure: code ? { kind: name, code } : { kind: name } };
}

export function registerIntentControlRoutes(app: FastifyInstance, sb: Sandbox): void {
  registerIntentStateRoutes(app, sb);
  registerIntentCallbackAndPromptRoutes(app, sb, `${app.prefix.replace(/\/control$/, '')}/phone`);
}

/** Listing, reading and forcing the outcome of transactions. */
function registerIntentStateRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/intents', async (req) => {
    const q = req.query as { provider?: string; msisdn?: string };
    const list = Object.values(sb.store.data.intents)
      .filter((i) => (!q.provider || i.provider === q.provider) && (!q.msisdn || i.msisdn === q.msisdn))
      .sort((a, b) => b.createdAt - a.createdAt);
    return { intents: list.map(summary) };
  });
  app.get('/intents/:provider/:id', async (req, reply) => {
    const intent = lookupIntent(sb, req, reply);
    if (!intent) return reply;
    return { intent, wire: wireView(intent) };
  });

  app.post('/intents/:provider/:id/force', async (req, reply) => {
    const schema = z.object({
      outcome: z.enum(OUTCOMES),
      code: z.string().optional(),
      via: z.literal('reconciliation').optional(),
      resolveAfterMs: z.number().int().min(0).optional(),
      allowFinal: z.boolean().optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const intent = lookupIntent(sb, req, reply);
    if (!intent) return reply;
    const spec: Parameters<typeof sb.lifecycle.force>[1] = { outcome: toOutcome(body.outcome, body.code) };
    if (body.via) spec.via = body.via;
    if (body.resolveAfterMs !== undefined) spec.resolveAfterMs = body.resolveAfterMs;
    if (body.allowFinal) spec.allowFinal = true;
    const r = sb.lifecycle.force(intent, spec);
    if (!r.ok) return reply.code(409).send({ error: r.message });
    return { intent: summary(intent) };
  });
}

/** A transaction's callback plan and callbacks, and the handset prompts (answered back to `phonePath`). */
function registerIntentCallbackAndPromptRoutes(app: FastifyInstance, sb: Sandbox, phonePath: string): void {
  app.put('/intents/:provider/:id/callback-plan', async (req, reply) => {
    const schema = z.object({
      mode: z.enum(CALLBACK_MODES).optional(),
      delayMs: z.number().int().min(0).optional(),
      signature: z.enum(SIGNATURE_MODES).optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const intent = lookupIntent(sb, req, reply);
    if (!intent) return reply;
    if (body.mode) intent.callback.mode = body.mode;
    if (body.delayMs !== undefined) intent.callback.delayMs = body.delayMs;
    if (body.signature) intent.callback.signature = body.signature;
    sb.store.touch();
    return { callback: intent.callback };
  });

  app.post('/intents/:provider/:id/callback', async (req, reply) => {
    const schema = z.object({
      status: z.string().optional(),
      signature: z.enum(SIGNATURE_MODES).optional(),
      times: z.number().int().min(1).max(10).default(1),
      url: z.string().url().optional(),
    });
    const body = parse(schema, req.body, reply);
    if (!body) return reply;
    const intent = lookupIntent(sb, req, reply);
    if (!intent) return reply;
    const spec: CallbackSpec = { variant: 'manual' };
    if (body.status) spec.statusOverride = body.status;
    if (body.signature) spec.signature = body.signature;
    if (body.url) spec.url = body.url;
    const attempts = [];
    for (let n = 0; n < body.times; n++) attempts.push(await sb.dispatcher.sendNow(intent, spec));
    return { attempts };
  });

  app.post('/intents/:provider/:id/prompt/:action', async (req, reply) => {
    const intent = lookupIntent(sb, req, reply);
    if (!intent) return reply;
    const action = (req.params as { action: string }).action;
    if (!isPromptAction(action)) return reply.code(400).send({ error: 'action must be approve, reject, wrong_pin or ignore' });
    if (!intent.promptId) return reply.code(409).send({ error: `No open prompt: the transaction is ${intent.phase}.` });
    return answer(sb, req, reply, intent.promptId, action, phonePath);
  });

  app.get('/prompts', async (req) => {
    const msisdn = (req.query as { msisdn?: string }).msisdn;
    return { prompts: sb.lifecycle.prompts.visible(msisdn || undefined) };
  });
  app.post('/prompts/:promptId/:action', async (req, reply) => {
    const { promptId, action } = req.params as { promptId: string; action: string };
    if (!isPromptAction(action)) return reply.code(400).send({ error: 'action must be approve, reject, wrong_pin or ignore' });
    return answer(sb, req, reply, promptId, action, phonePath);
  });
}

/** The transaction a control route names (provider, id and optional direction), or a 404 sent. */
function lookupIntent(sb: Sandbox, req: FastifyRequest, reply: FastifyReply): Intent | undefined {
  const { provider, id } = req.params as { provider: string; id: string };
  const direction = (req.query as { direction?: string }).direction;
  const dir = direction === 'collection' || direction === 'payout' || direction === 'refund' ? direction : undefined;
  const intent = provider === 'pawapay' || provider === 'mtn' ? sb.lifecycle.find(provider, id, dir) : undefined;
  if (!intent) void reply.code(404).send({ error: `No ${provider} transaction ${id}.` });
  return intent;
}

function answer(
  sb: Sandbox,
  req: FastifyRequest,
  reply: FastifyReply,
  promptId: string,
  action: PromptAction,
  phonePath: string,
) {
  const result = sb.lifecycle.act(promptId, action);
  const form = (header(req, 'content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  if (form) {
    const back = (req.body as Record<string, unknown> | undefined)?.['back'];
    const target = new URL(typeof back === 'string' && back.startsWith(phonePath) ? back : phonePath, 'http://sandbox.invalid');
    target.searchParams.set('note', result.message);
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  }
  if (!result.ok) return reply.code(409).send({ error: result.message });
  return { message: result.message, intent: summary(result.intent) };
}
