/**
 * Fastify plumbing shared by the provider routes: a handler returns a WireReply (status, body,
 * headers) instead of writing the reply itself, so a queued fault can wrap it — answer an error
 * instead, drop the connection before or after the work, hold the answer back, or flush callbacks
 * before answering.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultBook } from './faults.js';
import type { Fault, FaultOp, ProviderId } from './types.js';

export interface WireReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FaultContext {
  faults: FaultBook;
  provider: ProviderId;
  /** The provider's own answer for an HTTP-error or unavailable fault. */
  errorFor(fault: Fault, op: FaultOp, req: FastifyRequest): WireReply;
  /** Runs due work and waits for callbacks in flight (callback_before_response). */
  flush(): Promise<void>;
}

export type WireHandler = (opts: { immediate: boolean }) => WireReply | Promise<WireReply>;

export async function send(reply: FastifyReply, r: WireReply): Promise<FastifyReply> {
  reply.code(r.status);
  for (const [k, v] of Object.entries(r.headers ?? {})) reply.header(k, v);
  if (r.body === undefined) return reply.send();
  return reply.send(r.body);
}

function dropConnection(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket.destroy();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runWithFaults(
  ctx: FaultContext,
  op: FaultOp,
  req: FastifyRequest,
  reply: FastifyReply,
  handler: WireHandler,
): Promise<FastifyReply | undefined> {
  const fault = ctx.faults.take(ctx.provider, op);
  if (!fault) return send(reply, await handler({ immediate: false }));
  switch (fault.mode) {
    case 'drop_before_create':
      dropConnection(req, reply);
      return undefined;
    case 'drop_after_create':
      await handler({ immediate: false });
      dropConnection(req, reply);
      return undefined;
    case 'http_500_after_create':
      await handler({ immediate: false });
      return send(reply, ctx.errorFor({ ...fault, mode: 'http_500' }, op, req));
    case 'delay_response': {
      const r = await handler({ immediate: false });
      await sleep(fault.delayMs ?? 10_000);
      if (req.raw.destroyed || reply.raw.destroyed) return undefined;
      return send(reply, r);
    }
    case 'callback_before_response': {
      const r = await handler({ immediate: true });
      await ctx.flush();
      return send(reply, r);
    }
    default:
      return send(reply, ctx.errorFor(fault, op, req));
  }
}

/** Bodies exactly as received: a signed request is verified over its bytes, not over re-serialised JSON. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function rawBodyOf(req: FastifyRequest): string {
  return rawBodies.get(req) ?? '';
}

/** JSON that tolerates an empty body (clients send Content-Type on body-less POSTs) and a form parser. */
export function installParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    rawBodies.set(req, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      const err = new Error('Request body is not valid JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, String(body));
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, String(body));
    done(null, body);
  });
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** What a load balancer in front of an API answers: HTML, not the API's JSON. */
export function htmlError(status: number, text: string): WireReply {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<html><head><title>${status} ${text}</title></head><body><h1>${status} ${text}</h1></body></html>`,
  };
}
