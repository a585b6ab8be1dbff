/**
 * Binds a staff route (packages/contract/src/staff/routes.ts) to a handler, enforcing in order:
 * a live staff session from the HttpOnly cookie (else HTTP 401), the session's CSRF token in the
 * `x-csrf-token` header on every unsafe method (else 403), and the permission the route names
 * (else 403, naming it). Only then is the input validated and the handler run; its answer is
 * wrapped in the envelope (or, for a route that `produces` a file, sent as that text) and never cached. Refusals are the envelope with a localised `msg`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, type ErrorCodeValue } from '@nyota/contract/error-codes';
import { ok } from '@nyota/contract/envelope';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { StaffAccess, StaffRouteDef } from '@nyota/contract/staff/route-def';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { STAFF_API_PREFIX, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { holdsUnstorableText, UNSTORABLE_TEXT_KEY } from '@nyota/contract/api/storable-text';
import { answerChecksOn, checkAnswer } from './answer-check.js';
import { translate, translateIssue } from './i18n.js';
import { headerValue, languageOf } from './request-context.js';

export interface StaffSession extends StaffMe {
  sessionId: string;
  csrfToken: string;
}

export interface StaffSessionResolver {
  resolve(token: string): Promise<StaffSession | null>;
}

export interface StaffContext {
  ip: string;
  lang: string;
  token: string | null;
}
export interface SignedInStaffContext extends StaffContext {
  token: string;
  staff: StaffSession;
}
export type StaffContextOf<A extends StaffAccess> = A extends 'public' ? StaffContext : SignedInStaffContext;

export type StaffHandler<I extends z.ZodType, O extends z.ZodType, C> = (
  input: z.output<I>,
  ctx: C,
  tools: { req: FastifyRequest; reply: FastifyReply },
) => Promise<z.input<O>>;

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export class StaffRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    readonly key: ServerMessageKey,
    readonly params?: Record<string, string>,
  ) {
    super(key);
  }
}

export function staffCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, secure: true, sameSite: 'strict', path: STAFF_API_PREFIX, maxAge: maxAgeSeconds } as const;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The session, CSRF and permission checks of a staff route (also used by define-staff-file-route). */
export async function authorise(req: FastifyRequest, access: StaffAccess, sessions: StaffSessionResolver, base: StaffContext) {
  if (access === 'public') return base;
  const staff = base.token ? await sessions.resolve(base.token) : null;
  if (!base.token || !staff) throw new StaffRefusal(401, ErrorCode.STAFF_SESSION_GONE, 'errors.staff_session_gone');
  const csrf = headerValue(req, STAFF_CSRF_HEADER);
  if (UNSAFE.has(req.method) && !(csrf && sameToken(csrf, staff.csrfToken))) {
    throw new StaffRefusal(403, ErrorCode.STAFF_CSRF, 'errors.staff_csrf');
  }
  if (access !== 'signed-in' && !staff.permissions.includes(access)) {
    throw new StaffRefusal(403, ErrorCode.STAFF_FORBIDDEN, 'errors.staff_forbidden', { permission: access });
  }
  return { ...base, token: base.token, staff };
}

export function defineStaffRoute<I extends z.ZodType, O extends z.ZodType, A extends StaffAccess>(
  app: FastifyInstance,
  def: StaffRouteDef<I, O, A>,
  sessions: StaffSessionResolver,
  handler: StaffHandler<I, O, StaffContextOf<A>>,
): void {
  const name = `${def.method} ${def.path}`;
  const checks = answerChecksOn(app);
  app.route({
    method: def.method,
    url: def.path,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const lang = languageOf(req);
      const base: StaffContext = { ip: req.ip, lang, token: req.cookies?.[STAFF_SESSION_COOKIE] || null };
      try {
        // The cast is the route's own promise: authorise returns a signed-in context unless access is 'public'.
        const ctx = (await authorise(req, def.access, sessions, base)) as StaffContextOf<A>;
        const raw: unknown = def.method === 'GET' ? req.query : req.body;
        if (holdsUnstorableText(raw))
          return { code: ErrorCode.VALIDATION, msg: translateIssue(lang, UNSTORABLE_TEXT_KEY), data: null };
        const parsed = def.input.safeParse(raw ?? {});
        if (!parsed.success)
          return { code: ErrorCode.VALIDATION, msg: translateIssue(lang, parsed.error.issues[0]?.message ?? ''), data: null };
        const data = (await handler(parsed.data, ctx, { req, reply })) ?? null;
        if (checks) checkAnswer(name, def.output, data);
        // A file answer (CSV export): the text as is; refusals above stay the JSON envelope.
        if (def.produces && typeof data === 'string') return reply.type(`${def.produces}; charset=utf-8`).send(data);
        return ok(data);
      } catch (err) {
        if (!(err instanceof StaffRefusal)) throw err;
        if (err.status === 401 && base.token) reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_API_PREFIX });
        return reply.code(err.status).send({ code: err.code, msg: translate(lang, err.key, err.params), data: null });
      }
    },
  });
}
