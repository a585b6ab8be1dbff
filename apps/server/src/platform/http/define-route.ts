/**
 * Binds a contract route to a handler: validates the input with the route's zod schema (query for
 * GET, body otherwise), enforces its auth, and wraps the result in the success envelope. Handlers
 * get plain data and a RequestContext typed by the route's auth: a member route's handler runs only
 * with a live session, so its `ctx.auth` is never null. Business rules stay in services. Rules that
 * hold for every route here: text the database cannot store is refused before validation, personal
 * answers are marked `Cache-Control: no-store`, and with answer checks on (answer-check.ts) every
 * answer and refusal is checked against the contract before it is sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ok, type Envelope } from '@nyota/contract/envelope';
import type { RouteAuth, RouteDef } from '@nyota/contract/api/routes';
import { holdsUnstorableText, UNSTORABLE_TEXT_KEY } from '@nyota/contract/api/storable-text';
import { AppError, sessionGone } from './app-error.js';
import { answerChecksOn, checkAnswer, checkRefusal } from './answer-check.js';
import { clearSessionCookie } from './session-cookie.js';
import { translateIssue } from './i18n.js';
import { baseContext, type AuthContext, type GuestContext, type MemberContext, type RequestContext } from './request-context.js';

/** Resolves a bearer token to a live session; supplied by the auth module. */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

export interface HandlerTools {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler knows of the caller, by the route's `auth`. */
export interface ContextByAuth {
  member: MemberContext;
  optional: RequestContext;
  none: GuestContext;
}

export type RouteHandler<I extends z.ZodType, O extends z.ZodType, C extends RequestContext = RequestContext> = (
  input: z.output<I>,
  ctx: C,
  tools: HandlerTools,
) => Promise<z.input<O>>;

/**
 * The session each kind of route runs with. A member route without a live session is refused here,
 * before its input is read and before its handler: the envelope 401 `errors.session_gone`.
 */
const authorise: { [A in RouteAuth]: (ctx: RequestContext, sessions: SessionResolver) => Promise<ContextByAuth[A]> } = {
  none: async (ctx) => ({ ...ctx, auth: null }),
  optional: async (ctx, sessions) => ({ ...ctx, auth: ctx.token ? await sessions.resolve(ctx.token) : null }),
  member: async (ctx, sessions) => {
    const auth = ctx.token ? await sessions.resolve(ctx.token) : null;
    if (!ctx.token || !auth) throw sessionGone();
    return { ...ctx, token: ctx.token, auth };
  },
};

export function defineRoute<I extends z.ZodType, O extends z.ZodType, A extends RouteAuth>(
  app: FastifyInstance,
  def: RouteDef<I, O, A>,
  sessions: SessionResolver,
  handler: RouteHandler<I, O, ContextByAuth[A]>,
): void {
  const name = `${def.method} ${def.path}`;
  const checks = answerChecksOn(app);
  const answer = async (req: FastifyRequest, reply: FastifyReply, base: RequestContext): Promise<Envelope<unknown>> => {
    const ctx = await authorise[def.auth](base, sessions);
    const input = parseInput(def.input, def.method === 'GET' ? req.query : bodyWithQuery(req));
    if ('refusal' in input) {
      const refused = { code: ErrorCode.VALIDATION, msg: translateIssue(ctx.lang, input.refusal), data: null };
      if (checks) checkRefusal(name, refused);
      return refused;
    }
    const data = (await handler(input.data, ctx, { req, reply })) ?? null;
    if (checks) checkAnswer(name, def.output, data);
    return ok(data);
  };
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const base = baseContext(req);
      // Set first, so a refusal (a gone session, a validation error) carries it as well.
      if (isPersonal(def, base.token !== null)) reply.header('cache-control', 'no-store');
      try {
        return await answer(req, reply, base);
      } catch (err) {
        // docs/product-rules/api-conventions.md#envelope: a 401 clears the client's session; the
        // HttpOnly cookie only the server can clear.
        if (base.tokenFromCookie && err instanceof AppError && err.code === ErrorCode.SESSION_GONE) {
          clearSessionCookie(reply, req);
        }
        throw err;
      }
    },
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A POST's input: its body, with the query string's fields under it. The seeds write some actions
 * with their argument in the query (`POST /vip/benefits/personal-enjoyed?benefitsId=`), and a
 * client of that style must be understood; a field in the body wins over the same one in the query.
 */
function bodyWithQuery(req: FastifyRequest): unknown {
  const body = req.body ?? {};
  return isRecord(req.query) && isRecord(body) ? { ...req.query, ...body } : body;
}

/** The route's input, or the message key of the first reason to refuse it. */
function parseInput<I extends z.ZodType>(schema: I, raw: unknown): { data: z.output<I> } | { refusal: string } {
  // Every value, declared or not: text the database cannot store never reaches a service.
  if (holdsUnstorableText(raw)) return { refusal: UNSTORABLE_TEXT_KEY };
  const parsed = schema.safeParse(raw ?? {});
  return parsed.success ? { data: parsed.data } : { refusal: parsed.error.issues[0]?.message ?? '' };
}

/**
 * An answer no cache may keep: anything that acts (a login hands out a token), anything that needs
 * a session, and a read that uses one when offered. Only a public read asked without a session,
 * or one that ignores it (config, winners, fairness), keeps its own caching rules.
 */
export function isPersonal(def: Pick<RouteDef, 'method' | 'auth' | 'personal'>, withToken: boolean): boolean {
  return def.personal === true || def.method !== 'GET' || def.auth === 'member' || (def.auth === 'optional' && withToken);
}
