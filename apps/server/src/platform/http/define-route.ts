/**
 * Binds a contract route to a handler: validates the input with the route's zod schema (query for
 * GET, body otherwise), enforces its auth, and wraps the result in the success envelope. Handlers
 * get plain data and a RequestContext; business rules stay in services. Two rules hold for every
 * route here: text the database cannot store is refused before validation, and personal answers
 * are marked `Cache-Control: no-store`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ok } from '@nyota/contract/envelope';
import type { RouteDef } from '@nyota/contract/api/routes';
import { holdsUnstorableText, UNSTORABLE_TEXT_KEY } from '@nyota/contract/api/storable-text';
import { AppError, sessionGone } from './app-error.js';
import { clearSessionCookie } from './session-cookie.js';
import { translateIssue } from './i18n.js';
import { baseContext, type AuthContext, type RequestContext } from './request-context.js';

/** Resolves a bearer token to a live session; supplied by the auth module. */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

export interface HandlerTools {
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<I extends z.ZodType, O extends z.ZodType> = (
  input: z.output<I>,
  ctx: RequestContext,
  tools: HandlerTools,
) => Promise<z.input<O>>;

export function defineRoute<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  def: RouteDef<I, O>,
  sessions: SessionResolver,
  handler: RouteHandler<I, O>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const ctx = baseContext(req);
      // Set first, so a refusal (a gone session, a validation error) carries it as well.
      if (isPersonal(def, ctx.token !== null)) reply.header('cache-control', 'no-store');
      try {
        return await run(def, sessions, handler, ctx, { req, reply });
      } catch (err) {
        // Seed §8: a 401 clears the client's session; the HttpOnly cookie only the server can clear.
        if (ctx.tokenFromCookie && err instanceof AppError && err.code === ErrorCode.SESSION_GONE) {
          clearSessionCookie(reply, req);
        }
        throw err;
      }
    },
  });
}

/**
 * An answer no cache may keep: anything that acts (a login hands out a token), anything that needs
 * a session, and a read that uses one when offered. Only a public read asked without a session,
 * or one that ignores it (config, winners, fairness), keeps its own caching rules.
 */
export function isPersonal(def: Pick<RouteDef, 'method' | 'auth'>, withToken: boolean): boolean {
  return def.method !== 'GET' || def.auth === 'member' || (def.auth === 'optional' && withToken);
}

async function run<I extends z.ZodType, O extends z.ZodType>(
  def: RouteDef<I, O>,
  sessions: SessionResolver,
  handler: RouteHandler<I, O>,
  ctx: RequestContext,
  tools: HandlerTools,
) {
  if (def.auth !== 'none' && ctx.token) {
    ctx.auth = await sessions.resolve(ctx.token);
  }
  if (def.auth === 'member' && !ctx.auth) throw sessionGone();

  const raw = def.method === 'GET' ? tools.req.query : (tools.req.body ?? {});
  // Every value, declared or not: text the database cannot store never reaches a service.
  if (holdsUnstorableText(raw)) {
    return { code: ErrorCode.VALIDATION, msg: translateIssue(ctx.lang, UNSTORABLE_TEXT_KEY), data: null };
  }
  const parsed = def.input.safeParse(raw ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { code: ErrorCode.VALIDATION, msg: translateIssue(ctx.lang, first?.message ?? ''), data: null };
  }
  const data = await handler(parsed.data, ctx, tools);
  return ok(data ?? null);
}
