/**
 * Every member and config route against hostile input: missing fields, wrong types (arrays through
 * repeated keys, objects and numbers through JSON), 10 KB strings, unicode and control characters,
 * SQL-looking strings, made-up tokens and a 70 KB body. Each must get an envelope error (HTTP 200,
 * or 413 for the oversize body) with a message, and leave the database as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, freshMobile, GOOD_PASSWORD, signUp, type SignedUp } from './auth.test-kit.js';

let t: TestApp;
let member: SignedUp;
let excluded: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
  // An exclusion written while the session stays live: a well-formed submit is then refused without writing.
  excluded = await signUp(t);
  const now = t.clock.now();
  await t.database.db
    .insertInto('self_exclusions')
    .values({
      member_id: excluded.memberId,
      period: '1m',
      reason: 'setup',
      comment: '',
      starts_at: now,
      ends_at: new Date(now.getTime() + 30 * 24 * 3600_000),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

type Value = string | string[] | number | boolean | null | Record<string, unknown>;
type Body = Record<string, Value>;

const BIG = 10 * 1024;
const HOSTILE_STRINGS: Array<[string, string]> = [
  ['10 KB of letters', 'A'.repeat(BIG)],
  ['10 KB of digits', '9'.repeat(BIG)],
  ['full-width digits', '０９７１２３４５６７'],
  ['emoji', '😀🎰💸'],
  ['NUL and control characters', 'ab\u0000c\u0007d'],
  ['right-to-left override', '\u202e0971234567'],
  ['SQL tautology', "0' OR '1'='1"],
  ['SQL drop', "'; drop table members;--"],
];
const WRONG_TYPES: Array<[string, Value]> = [
  ['JSON object', { $gt: '' }],
  ['JSON number', 971234567],
  ['JSON boolean', true],
  ['JSON null', null],
];

interface RouteCase {
  route: RouteDef;
  /** Well-formed input that still fails (so no variant can succeed by accident); null when it would succeed. */
  base: () => Record<string, string>;
  baseFails: boolean;
  /** Fields whose absence is allowed (defaults), so "missing" is not a bad input for them. */
  optional?: string[];
  /** Free-text fields: unicode and quotes are valid there (stored verbatim, tested below). */
  freeText?: string[];
  token?: () => string;
}

const cases: Record<string, RouteCase> = {
  sendSms: { route: routes.sendSms, base: () => ({ mobile: 'x' }), baseFails: true },
  reg: {
    route: routes.reg,
    base: () => ({ mobile: freshMobile(), password: GOOD_PASSWORD, code: '', shareChannel: '', smsCode: '0000', adult: '1' }),
    baseFails: true,
    optional: ['code', 'shareChannel'],
  },
  login: {
    route: routes.login,
    base: () => ({ mobile: freshMobile(), password: 'not-the-password', selfInclusion: '0' }),
    baseFails: true,
    optional: ['selfInclusion'],
  },
  loginWithToken: {
    route: routes.loginWithToken,
    base: () => ({ selfInclusion: '0' }),
    baseFails: false,
    optional: ['selfInclusion'],
    token: () => member.token,
  },
  loginWithSmsCode: {
    route: routes.loginWithSmsCode,
    base: () => ({ mobile: member.mobile, smsCode: '0000', selfInclusion: '0' }),
    baseFails: true,
    optional: ['selfInclusion'],
  },
  resetPassword: {
    route: routes.resetPassword,
    base: () => ({ token: 'x'.repeat(43), newPassword: 'kifaru-9Lm2', confirmPassword: 'kifaru-9Lm2' }),
    baseFails: true,
  },
  modifyPassword: {
    route: routes.modifyPassword,
    base: () => ({ originPassword: member.password, newPassword: 'kifaru-9Lm2', confirmPassword: 'does-not-match' }),
    baseFails: true,
    token: () => member.token,
  },
  logout: { route: routes.logout, base: () => ({}), baseFails: false, token: () => member.token },
  memberInfo: { route: routes.memberInfo, base: () => ({}), baseFails: false, token: () => member.token },
  selfExclusion: {
    route: routes.selfExclusion,
    base: () => ({ period: '1m', reason: 'need_a_break', comment: '' }),
    baseFails: true,
    optional: ['comment'],
    freeText: ['reason', 'comment'],
    token: () => excluded.token,
  },
  queryGlobalByType: { route: routes.queryGlobalByType, base: () => ({ type: 'abc' }), baseFails: true },
};

function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, token } : {};
}

function send(
  c: RouteCase,
  body: Body,
  opts: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers = opts.headers ?? authHeaders(c.token?.());
  if (c.route.method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) ? v : [String(v)]) qs.append(k, item);
    const q = qs.toString();
    return t.app.inject({ method: 'GET', url: q ? `${c.route.path}?${q}` : c.route.path, headers, remoteAddress: freshIp() });
  }
  if (opts.json) {
    return t.app.inject({
      method: 'POST',
      url: c.route.path,
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
  }
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) ? v : [String(v)]) form.append(k, item);
  return t.app.inject({
    method: 'POST',
    url: c.route.path,
    payload: form.toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    // Each request from its own address: the API's general per-address limit is not under test here.
    remoteAddress: freshIp(),
  });
}

interface Variant {
  label: string;
  run: () => Promise<LightMyRequestResponse>;
}

function variantsFor(c: RouteCase): Variant[] {
  const out: Variant[] = [];
  const fields = Object.keys(c.base());
  for (const f of fields) {
    const without = () => {
      const b: Body = c.base();
      delete b[f];
      return b;
    };
    if (!c.optional?.includes(f)) out.push({ label: `${f} missing`, run: () => send(c, without()) });
    out.push({ label: `${f} repeated (array)`, run: () => send(c, { ...c.base(), [f]: [c.base()[f] ?? '', '1'] }) });
    if (c.route.method !== 'GET') {
      for (const [label, v] of WRONG_TYPES)
        out.push({ label: `${f} as ${label}`, run: () => send(c, { ...c.base(), [f]: v }, { json: true }) });
    }
    for (const [label, v] of HOSTILE_STRINGS) {
      if (c.freeText?.includes(f) && !label.startsWith('10 KB') && !label.startsWith('NUL')) continue;
      out.push({ label: `${f} ${label}`, run: () => send(c, { ...c.base(), [f]: v }) });
      if (c.route.method !== 'GET')
        out.push({ label: `${f} ${label} (JSON)`, run: () => send(c, { ...c.base(), [f]: v }, { json: true }) });
    }
  }
  if (c.token) {
    const tokens: Array<[string, Record<string, string>]> = [
      ['no token', {}],
      ['made-up token', authHeaders('A'.repeat(43))],
      ['SQL token', authHeaders("x' OR '1'='1")],
      ['10 KB token', authHeaders('t'.repeat(BIG))],
      ['Bearer without token', { authorization: 'Bearer ' }],
    ];
    for (const [label, headers] of tokens) out.push({ label, run: () => send(c, c.base(), { headers }) });
  }
  return out;
}

async function counts(): Promise<Record<string, number>> {
  const db = t.database.db;
  const n = async (table: 'members' | 'sessions' | 'otp_codes' | 'self_exclusions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const live = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    members: await n('members'),
    sessions: await n('sessions'),
    liveSessions: Number(live.n),
    otp_codes: await n('otp_codes'),
    self_exclusions: await n('self_exclusions'),
  };
}

function expectEnvelopeError(res: LightMyRequestResponse, label: string, status = 200): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
  const body = res.json<{ code: number; msg: unknown; data: unknown }>();
  expect(body.code, `${label}: ${res.body.slice(0, 200)}`).not.toBe(ErrorCode.OK);
  expect(body.code, label).not.toBe(ErrorCode.INTERNAL);
  expect(typeof body.msg === 'string' && body.msg.length > 0, label).toBe(true);
  expect(body.data, label).toBeNull();
}

describe.each(Object.entries(cases))('%s refuses bad input', (_name, c) => {
  it('answers every bad input with an envelope error and changes nothing', async () => {
    const before = await counts();
    if (c.baseFails) expectEnvelopeError(await send(c, c.base()), 'well-formed base');
    for (const v of variantsFor(c)) expectEnvelopeError(await v.run(), v.label);
    if (c.route.method !== 'GET') {
      const huge = await send(c, { ...c.base(), pad: 'p'.repeat(70 * 1024) });
      expectEnvelopeError(huge, '70 KB body', 413);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('free text', () => {
  it('stores unicode and SQL-looking self-exclusion reasons verbatim', async () => {
    const p = await signUp(t);
    const reason = "'; drop table members;-- 😀";
    const comment = "0' OR '1'='1 — ñ 漢字";
    const res = await send({ ...cases['selfExclusion']!, token: () => p.token }, { period: '3m', reason, comment });
    expect(res.json()).toMatchObject({ code: 0 });
    const row = await t.database.db
      .selectFrom('self_exclusions')
      .select(['reason', 'comment'])
      .where('member_id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason, comment });
  });
});
