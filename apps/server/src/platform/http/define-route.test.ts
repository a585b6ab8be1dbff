/**
 * defineRoute's two promises to handlers and clients: a member route's handler runs only with a
 * live session (without one the client gets the same 401 envelope, status and headers as when each
 * route checked it itself), and with answer checks on no answer leaves that its contract does not
 * describe. The routes here are test-only, so a drift can be made on purpose.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import type { RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { serverMessagesEn } from '@nyota/contract/messages/index';
import { AppError } from './app-error.js';
import { defineRoute, type SessionResolver } from './define-route.js';
import { installEnvelopeHandlers } from './envelope.js';
import type { AuthContext } from './request-context.js';

const LIVE_TOKEN = 'live-token';
const MEMBER: AuthContext = { memberId: 'm-1', sessionId: 's-1', mobile: '260971000001' };
const sessions: SessionResolver = { resolve: async (token) => (token === LIVE_TOKEN ? MEMBER : null) };

const whoAmI = z.object({ memberId: z.string() });
const emptyBody = z.object({});

function testRoute<A extends RouteDef['auth'], O extends z.ZodType>(path: string, auth: A, output: O) {
  const def: RouteDef<typeof emptyBody, O, A> = { method: 'POST', path, auth, input: emptyBody, output, summary: 'test only' };
  return def;
}

const memberRoute = testRoute('/member-service/test/me', 'member', whoAmI);
const optionalRoute = testRoute('/member-service/test/maybe', 'optional', whoAmI.nullable());
const publicRoute = testRoute('/member-service/test/public', 'none', whoAmI.nullable());
const driftRoute = testRoute('/member-service/test/drift', 'none', z.object({ memberId: z.string().min(1) }));
const lockedRoute = testRoute('/member-service/test/locked', 'none', z.null());
const echoInput = z.object({ id: z.coerce.number().int() });
const echoRoute: RouteDef<typeof echoInput, typeof echoInput, 'none'> = {
  method: 'POST',
  path: '/member-service/test/echo',
  auth: 'none',
  input: echoInput,
  output: echoInput,
  summary: 'test only',
};

type WhoAmI = z.infer<typeof whoAmI>;

interface Served {
  app: FastifyInstance;
  logs: string[];
  memberCalls: number;
}

let served: Served | null = null;
afterEach(async () => {
  await served?.app.close();
  served = null;
});

/** The test routes on a bare node; `answer` is what the drift route's handler returns. */
async function serve(answerChecks: boolean, answer: WhoAmI = { memberId: 'm-1' }): Promise<Served> {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } } });
  installEnvelopeHandlers(app, { answerChecks });
  app.decorate('trustedOrigins', []);
  await app.register(cookie);
  await app.register(formbody);
  const s: Served = { app, logs, memberCalls: 0 };
  defineRoute(app, memberRoute, sessions, async (_input, ctx) => {
    s.memberCalls += 1;
    // Typed non-null: the framework refused the request already when the session was gone.
    return { memberId: ctx.auth.memberId };
  });
  defineRoute(app, optionalRoute, sessions, async (_input, ctx) => {
    // @ts-expect-error a route that only reads a session when offered one may have none
    const unchecked = (): string => ctx.auth.memberId;
    void unchecked;
    return ctx.auth ? { memberId: ctx.auth.memberId } : null;
  });
  defineRoute(app, publicRoute, sessions, async (_input, ctx) => {
    // @ts-expect-error a public route never reads the session, even when one is offered
    const unchecked = (): string => ctx.auth.memberId;
    void unchecked;
    return ctx.auth;
  });
  // Type-correct and still outside the contract: an empty id, or a row with more keys than declared.
  defineRoute(app, driftRoute, sessions, async () => answer);
  // A message with a parameter the code forgot to give.
  defineRoute(app, lockedRoute, sessions, async () => {
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, 'errors.account_locked');
  });
  defineRoute(app, echoRoute, sessions, async (input) => input);
  await app.ready();
  served = s;
  return s;
}

function post(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

const SESSION_GONE_BODY = JSON.stringify({
  code: ErrorCode.SESSION_GONE,
  msg: serverMessagesEn['errors.session_gone'],
  data: null,
});

describe('a member route', () => {
  it.each([
    ['no token', {}],
    ['an ended session', { authorization: 'Bearer ended-token', token: 'ended-token' }],
  ])('with %s answers the 401 envelope without calling its handler', async (_case, headers) => {
    const s = await serve(true);
    const res = await post(s.app, memberRoute.path, headers);
    expect(s.memberCalls).toBe(0);
    // The answer each route used to give from its own `if (!ctx.auth) throw sessionGone()`, to the byte.
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SESSION_GONE_BODY);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('clears an ended cookie session, as before', async () => {
    const s = await serve(true);
    const res = await post(s.app, memberRoute.path, { cookie: 'token=ended-token', 'sec-fetch-site': 'same-origin' });
    expect(s.memberCalls).toBe(0);
    expect(res.body).toBe(SESSION_GONE_BODY);
    expect(res.headers['set-cookie']).toBe(
      'token=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    );
  });

  it('runs its handler with the live session', async () => {
    const s = await serve(true);
    const res = await post(s.app, memberRoute.path, { authorization: `Bearer ${LIVE_TOKEN}` });
    expect(s.memberCalls).toBe(1);
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: { memberId: MEMBER.memberId } });
  });

  it('leaves optional and public routes their caller as offered', async () => {
    const s = await serve(true);
    const headers = { authorization: `Bearer ${LIVE_TOKEN}` };
    expect((await post(s.app, optionalRoute.path, headers)).json()).toMatchObject({ data: { memberId: MEMBER.memberId } });
    expect((await post(s.app, optionalRoute.path)).json()).toMatchObject({ code: 0, data: null });
    expect((await post(s.app, publicRoute.path, headers)).json()).toMatchObject({ code: 0, data: null });
  });
});

const INTERNAL_BODY = { code: ErrorCode.INTERNAL, msg: serverMessagesEn['errors.internal'], data: null };

describe('answer checks', () => {
  it('fail an answer its output schema refuses, naming the route and the issue', async () => {
    const s = await serve(true, { memberId: '' });
    const res = await post(s.app, driftRoute.path);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(INTERNAL_BODY);
    const logged = s.logs.join('');
    expect(logged).toContain(`POST ${driftRoute.path}`);
    expect(logged).toContain('memberId: Too small');
  });

  it('fail an answer with a key the contract does not declare', async () => {
    const row = { memberId: 'm-1', pin: '1234' };
    const s = await serve(true, row);
    const res = await post(s.app, driftRoute.path);
    expect(res.statusCode).toBe(500);
    expect(s.logs.join('')).toContain('pin: not declared in the contract');
  });

  it('fail a refusal outside the error envelope (a message parameter left unfilled)', async () => {
    const s = await serve(true);
    const res = await post(s.app, lockedRoute.path);
    expect(res.statusCode).toBe(500);
    expect(s.logs.join('')).toContain('msg: a message parameter was left unfilled');
  });

  it('pass answers and refusals that match, unchanged', async () => {
    const s = await serve(true);
    expect((await post(s.app, driftRoute.path)).json()).toEqual({ code: 0, msg: 'success', data: { memberId: 'm-1' } });
    const refused = await s.app.inject({ method: 'POST', url: driftRoute.path, payload: { note: 'a\u0000b' } });
    expect(refused.json()).toMatchObject({ code: ErrorCode.VALIDATION, data: null });
  });

  it('cost nothing and change nothing when off (production)', async () => {
    const s = await serve(false, { memberId: '' });
    expect((await post(s.app, driftRoute.path)).json()).toEqual({ code: 0, msg: 'success', data: { memberId: '' } });
    expect((await post(s.app, lockedRoute.path)).json()).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED });
    expect(s.logs).toEqual([]);
  });
});

describe('a POST route', () => {
  it('reads its input from the body, or from the query string as the seeds write some actions; the body wins', async () => {
    const s = await serve(true);
    const data = async (url: string, payload: string) =>
      JSON.parse(
        (await s.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
          .body,
      ) as { code: number; data: unknown };
    expect(await data(`${echoRoute.path}?id=7`, '')).toMatchObject({ code: 0, data: { id: 7 } });
    expect(await data(echoRoute.path, 'id=8')).toMatchObject({ code: 0, data: { id: 8 } });
    expect(await data(`${echoRoute.path}?id=7`, 'id=9')).toMatchObject({ code: 0, data: { id: 9 } });
    expect((await data(echoRoute.path, '')).code).toBe(ErrorCode.VALIDATION);
  });
});
