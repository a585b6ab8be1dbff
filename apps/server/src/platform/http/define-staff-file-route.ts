/**
 * A staff GET route that answers a file (an appeal's receipt screenshot) instead of the envelope:
 * the same session and permission checks as defineStaffRoute, then the bytes with headers that
 * keep the browser from sniffing or running them. Refusals and a missing file are the envelope.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { StaffAccess, StaffRouteDef } from '@nyota/contract/staff/route-def';
import { STAFF_API_PREFIX, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import {
  authorise,
  StaffRefusal,
  type SignedInStaffContext,
  type StaffContext,
  type StaffSessionResolver,
} from './define-staff-route.js';
import { translate, translateIssue } from './i18n.js';
import { languageOf } from './request-context.js';

export interface StaffFile {
  mime: string;
  size: number;
  stream: Readable;
}

export function defineStaffFileRoute<I extends z.ZodType, O extends z.ZodType, A extends Exclude<StaffAccess, 'public'>>(
  app: FastifyInstance,
  def: StaffRouteDef<I, O, A>,
  sessions: StaffSessionResolver,
  handler: (input: z.output<I>, ctx: SignedInStaffContext) => Promise<StaffFile | null>,
): void {
  if (def.method !== 'GET') throw new Error(`${def.path}: a file route is a GET`);
  app.get(def.path, async (req, reply) => {
    const lang = languageOf(req);
    const base: StaffContext = { ip: req.ip, lang, token: req.cookies?.[STAFF_SESSION_COOKIE] || null };
    let ctx: SignedInStaffContext;
    try {
      const signedIn = await authorise(req, def.access, sessions, base);
      if (!('staff' in signedIn)) throw new Error('a file route needs a staff session');
      ctx = signedIn;
    } catch (err) {
      if (!(err instanceof StaffRefusal)) throw err;
      reply.header('cache-control', 'no-store');
      if (err.status === 401 && base.token) reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_API_PREFIX });
      return reply.code(err.status).send({ code: err.code, msg: translate(lang, err.key, err.params), data: null });
    }
    const parsed = def.input.safeParse(req.query ?? {});
    if (!parsed.success)
      return reply.send({
        code: ErrorCode.VALIDATION,
        msg: translateIssue(lang, parsed.error.issues[0]?.message ?? ''),
        data: null,
      });
    const file = await handler(parsed.data, ctx);
    if (!file) return reply.code(404).send({ code: ErrorCode.NOT_FOUND, msg: translate(lang, 'errors.not_found'), data: null });
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
