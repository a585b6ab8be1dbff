/**
 * Every deposit and withdraw call against hostile input: missing fields, repeated keys, JSON
 * objects/numbers/booleans, 10 KB strings, signs, decimals and exponents in amounts, unicode, SQL,
 * made-up tokens and a 70 KB body. Each must be answered with an envelope error and leave payments,
 * their events and the ledger exactly as they were.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;
let depositChannel: number;
let withdrawChannel: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
  const rows = await t.database.db.selectFrom('pay_channels').select(['id', 'direction']).where('market', '=', 'zm').execute();
  depositChannel = rows.find((r) => r.direction === 'deposit')!.id;
  withdrawChannel = rows.find((r) => r.direction === 'withdraw')!.id;
});
afterAll(async () => {
  await t.close();
});

type Value = string | string[] | number | boolean | null | Record<string, unknown>;
type Body = Record<string, Value>;

const BIG = 10 * 1024;
const HOSTILE: Array<[string, string]> = [
  ['10 KB of digits', '9'.repeat(BIG)],
  ['negative', '-500'],
  ['decimal', '500.5'],
  ['exponent', '5e5'],
  ['hex', '0x1f4'],
  ['spaces', ' 500 '],
  ['full-width digits', '５００'],
  ['emoji', '💸'],
  ['NUL', '5\u000000'],
  ['SQL tautology', "0' OR '1'='1"],
  ['SQL drop', "'; drop table payment_intents;--"],
  ['zero', '0'],
];
const WRONG_TYPES: Array<[string, Value]> = [
  ['JSON object', { $gt: '' }],
  ['JSON number', 500],
  ['JSON boolean', true],
  ['JSON null', null],
];

interface RouteCase {
  route: RouteDef;
  /** Well-formed input that still fails, so that no variant can succeed by accident. */
  base: () => Record<string, string>;
  optional?: string[];
  freeText?: string[];
  member: boolean;
}

const cases: Record<string, RouteCase> = {
  depositInit: {
    route: routes.depositInit,
    // Below the minimum per transaction (K5.00): refused with the range message.
    base: () => ({ itemId: '0', payMoney: '100', payChannel: String(depositChannel) }),
    optional: ['itemId'],
    member: true,
  },
  depositTax: { route: routes.depositTax, base: () => ({ amount: 'abc' }), member: false },
  depositResult: {
    route: routes.depositResult,
    base: () => ({ transNo: randomUUID(), sync: '1' }),
    optional: ['sync'],
    member: true,
  },
  withdrawMemberTax: {
    route: routes.withdrawMemberTax,
    base: () => ({ money: '0', channel: String(withdrawChannel) }),
    optional: ['channel'],
    member: true,
  },
  withdrawLastSuccessful: { route: routes.withdrawLastSuccessful, base: () => ({ channel: 'x' }), member: true },
  withdrawInit: {
    route: routes.withdrawInit,
    // Below the minimum per transaction (K10.00).
    base: () => ({ money: '100', message: 'note', channel: String(withdrawChannel), payChannel: '' }),
    optional: ['message', 'payChannel'],
    freeText: ['message'],
    member: true,
  },
};

function authHeaders(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, token } : {};
}

function encode(body: Body): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) ? v : [String(v)]) form.append(k, item);
  return form.toString();
}

function send(
  c: RouteCase,
  body: Body,
  opts: { json?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers = opts.headers ?? authHeaders(c.member ? member.token : undefined);
  const remoteAddress = freshIp();
  if (c.route.method === 'GET') {
    const q = encode(body);
    return t.app.inject({ method: 'GET', url: q ? `${c.route.path}?${q}` : c.route.path, headers, remoteAddress });
  }
  const method = c.route.method === 'PUT' ? 'PUT' : 'POST';
  if (opts.json) {
    return t.app.inject({
      method,
      url: c.route.path,
      payload: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
      remoteAddress,
    });
  }
  return t.app.inject({
    method,
    url: c.route.path,
    payload: encode(body),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
}

function variantsFor(c: RouteCase): Array<{ label: string; run: () => Promise<LightMyRequestResponse> }> {
  const out: Array<{ label: string; run: () => Promise<LightMyRequestResponse> }> = [];
  for (const f of Object.keys(c.base())) {
    if (!c.optional?.includes(f)) {
      out.push({
        label: `${f} missing`,
        run: () => {
          const b: Body = c.base();
          delete b[f];
          return send(c, b);
        },
      });
    }
    out.push({ label: `${f} repeated`, run: () => send(c, { ...c.base(), [f]: [c.base()[f] ?? '', '1'] }) });
    if (c.route.method !== 'GET') {
      for (const [label, v] of WRONG_TYPES)
        out.push({ label: `${f} as ${label}`, run: () => send(c, { ...c.base(), [f]: v }, { json: true }) });
    }
    for (const [label, v] of HOSTILE) {
      if (c.freeText?.includes(f) && label !== '10 KB of digits') continue;
      out.push({ label: `${f} ${label}`, run: () => send(c, { ...c.base(), [f]: v }) });
    }
  }
  if (c.member) {
    const tokens: Array<[string, Record<string, string>]> = [
      ['no token', {}],
      ['made-up token', authHeaders('A'.repeat(43))],
      ['SQL token', authHeaders("x' OR '1'='1")],
      ['Bearer without token', { authorization: 'Bearer ' }],
    ];
    for (const [label, headers] of tokens) out.push({ label, run: () => send(c, c.base(), { headers }) });
  }
  return out;
}

async function counts(): Promise<Record<string, number>> {
  const n = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n ?? -1);
  return {
    intents: await n('payment_intents'),
    events: await n('payment_events'),
    transfers: await n('ledger_transfers'),
  };
}

function expectEnvelopeError(res: LightMyRequestResponse, label: string, status = 200): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
  const body = res.json<{ code: number; msg: unknown; data: unknown }>();
  expect(body.code, `${label}: ${res.body.slice(0, 200)}`).not.toBe(ErrorCode.OK);
  expect(body.code, `${label}: ${res.body.slice(0, 200)}`).not.toBe(ErrorCode.INTERNAL);
  expect(typeof body.msg === 'string' && body.msg.length > 0, label).toBe(true);
  expect(body.data, label).toBeNull();
}

describe.each(Object.entries(cases))('%s refuses bad input', (_name, c) => {
  it('answers every bad input with an envelope error and changes nothing', async () => {
    const before = await counts();
    expectEnvelopeError(await send(c, c.base()), 'well-formed base');
    for (const v of variantsFor(c)) expectEnvelopeError(await v.run(), v.label);
    if (c.route.method !== 'GET')
      expectEnvelopeError(await send(c, { ...c.base(), pad: 'p'.repeat(70 * 1024) }), '70 KB body', 413);
    expect(await counts()).toEqual(before);
  });
});

describe('messages a player can act on', () => {
  it('quotes the configured range when a deposit is out of it (seed §5)', async () => {
    const res = await send(cases['depositInit']!, cases['depositInit']!.base());
    expect(res.json()).toMatchObject({ code: ErrorCode.LIMIT_EXCEEDED, msg: 'The deposit amount range is K5.00-K50,000.00' });
  });

  it('quotes the seed text when a withdrawal is out of range', async () => {
    const res = await send(cases['withdrawInit']!, cases['withdrawInit']!.base());
    expect(res.json()).toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      msg: 'Single withdrawal exceeds the limit, the amount range is K10.00-K50,000.00',
    });
  });

  it('refuses a channel of another direction or market', async () => {
    const other = await t.database.db
      .selectFrom('pay_channels')
      .select('id')
      .where('market', '=', 'ke')
      .executeTakeFirstOrThrow();
    for (const payChannel of [String(withdrawChannel), String(other.id), '999999']) {
      const res = await send(cases['depositInit']!, { itemId: '0', payMoney: '10000', payChannel });
      expect(res.json()).toMatchObject({ code: ErrorCode.CHANNEL_UNAVAILABLE });
    }
  });

  it('refuses a pay item whose amount is not the one sent', async () => {
    const item = await t.database.db
      .selectFrom('pay_items')
      .select(['id', 'pay_money'])
      .where('market', '=', 'zm')
      .executeTakeFirstOrThrow();
    const res = await send(cases['depositInit']!, {
      itemId: String(item.id),
      payMoney: String(Number(item.pay_money) + 100),
      payChannel: String(depositChannel),
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'This deposit option does not match the amount' });
  });

  it('does not show another member their deposit', async () => {
    const other = await signUp(t);
    const [row] = await t.database.db
      .insertInto('payment_intents')
      .values({
        id: randomUUID(),
        member_id: other.memberId,
        direction: 'deposit',
        amount: 1000,
        provider_amount: 1000,
        currency: 'ZMW',
        country: 'ZM',
        msisdn: '260971000000',
        operator: 'AIRTEL',
        channel_id: depositChannel,
        provider: 'pawapay',
        pay_item_id: null,
        status: 'PENDING',
        provider_ref: null,
        provider_txn_id: null,
        failure_code: null,
        failure_message: null,
        reviewed_by: null,
        reviewed_at: null,
        review_note: null,
        attention: null,
        manual_since: null,
        next_check_at: null,
        last_checked_at: null,
        expires_at: null,
        expired_at: null,
        created_at: new Date(),
        updated_at: new Date(),
        submitted_at: null,
        finalized_at: null,
      })
      .returning('id')
      .execute();
    const res = await send(cases['depositResult']!, { transNo: row!.id, sync: '0' });
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});
