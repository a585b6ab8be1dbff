/**
 * The appeal calls against hostile input: malformed ids, image lists and receipt numbers, page
 * parameters out of range, repeated keys, SQL, unicode and 10 KB values, and calls without a
 * (valid) session. Each must be answered with an envelope error in words (never a bare key), and
 * none may open an appeal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

type Input = Record<string, string | string[]>;
const BIG = 'x'.repeat(10 * 1024);
const UUID = '6f1c1d4e-8a3b-4c2d-9e8f-0a1b2c3d4e5f';
const IMG = (c: string) => `${c.repeat(32)}.png`;

const GOOD_DEPOSIT: Input = { id: UUID, images: IMG('a'), receiptNumber: 'MP240101.1234.A12345' };

const BAD_DEPOSIT: Array<[string, Input]> = [
  ['no id', { images: IMG('a'), receiptNumber: 'AB123456' }],
  ['id not a uuid', { ...GOOD_DEPOSIT, id: '12345' }],
  ['id uppercase', { ...GOOD_DEPOSIT, id: UUID.toUpperCase() }],
  ['id SQL', { ...GOOD_DEPOSIT, id: "' or 1=1 --" }],
  ['id repeated', { ...GOOD_DEPOSIT, id: [UUID, UUID] }],
  ['id 10 KB', { ...GOOD_DEPOSIT, id: BIG }],
  ['no images', { id: UUID, receiptNumber: 'AB123456' }],
  ['empty images', { ...GOOD_DEPOSIT, images: '' }],
  ['only commas', { ...GOOD_DEPOSIT, images: ',,,' }],
  ['4 images', { ...GOOD_DEPOSIT, images: [IMG('a'), IMG('b'), IMG('c'), IMG('d')].join(',') }],
  ['image path traversal', { ...GOOD_DEPOSIT, images: '../../etc/passwd' }],
  ['image absolute path', { ...GOOD_DEPOSIT, images: `/tmp/${IMG('a')}` }],
  ['image uppercase hex', { ...GOOD_DEPOSIT, images: IMG('A') }],
  ['image gif', { ...GOOD_DEPOSIT, images: `${'a'.repeat(32)}.gif` }],
  ['image url', { ...GOOD_DEPOSIT, images: `https://evil.example/${IMG('a')}` }],
  ['image twice', { ...GOOD_DEPOSIT, images: `${IMG('a')},${IMG('a')}` }],
  ['images repeated key', { ...GOOD_DEPOSIT, images: [IMG('a'), IMG('b')] }],
  ['images 10 KB', { ...GOOD_DEPOSIT, images: BIG }],
  ['no receipt', { id: UUID, images: IMG('a') }],
  ['blank receipt', { ...GOOD_DEPOSIT, receiptNumber: '   ' }],
  ['receipt too short', { ...GOOD_DEPOSIT, receiptNumber: 'AB1' }],
  ['receipt 41 chars', { ...GOOD_DEPOSIT, receiptNumber: 'A'.repeat(41) }],
  ['receipt with spaces inside', { ...GOOD_DEPOSIT, receiptNumber: 'AB 123 456' }],
  ['receipt SQL', { ...GOOD_DEPOSIT, receiptNumber: "x'; drop table appeals;--" }],
  ['receipt HTML', { ...GOOD_DEPOSIT, receiptNumber: '<img src=x onerror=alert(1)>' }],
  ['receipt unicode digits', { ...GOOD_DEPOSIT, receiptNumber: '１２３４５６７' }],
  ['receipt emoji', { ...GOOD_DEPOSIT, receiptNumber: 'AB1234💸' }],
  ['receipt repeated', { ...GOOD_DEPOSIT, receiptNumber: ['AB123456', 'CD123456'] }],
  ['receipt 10 KB', { ...GOOD_DEPOSIT, receiptNumber: BIG }],
];

const BAD_WITHDRAW: Array<[string, Input]> = [
  ['no id', {}],
  ['id number', { id: '42' }],
  ['id SQL', { id: "' or 1=1 --" }],
  ['id repeated', { id: [UUID, UUID] }],
  ['id 10 KB', { id: BIG }],
];

const BAD_WORK: Array<[string, Input]> = [
  ['id 0', { id: '0' }],
  ['id negative', { id: '-1' }],
  ['id decimal', { id: '1.5' }],
  ['id words', { id: 'one' }],
  ['id 13 digits', { id: '1234567890123' }],
  ['id SQL', { id: '1 or 1=1' }],
  ['id repeated', { id: ['1', '2'] }],
  ['startId 0', { startId: '0' }],
  ['startId exponent', { startId: '1e3' }],
  ['startId 10 KB', { startId: BIG }],
  ['quantity 0', { quantity: '0' }],
  ['quantity 51', { quantity: '51' }],
  ['quantity words', { quantity: 'ten' }],
  ['quantity repeated', { quantity: ['5', '6'] }],
];

const BAD_LOGS: Array<[string, Input]> = [
  ['no id', {}],
  ['empty id', { id: '' }],
  ['id 0', { id: '0' }],
  ['id negative', { id: '-5' }],
  ['id full-width digits', { id: '１２' }],
  ['id 10 KB', { id: BIG }],
  ['id repeated', { id: ['1', '2'] }],
];

function form(q: Input): string {
  const f = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const item of Array.isArray(v) ? v : [v]) f.append(k, item);
  return f.toString();
}

async function call(route: RouteDef, q: Input, headers: Record<string, string>) {
  const res =
    route.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: `${route.path}?${form(q)}`, headers, remoteAddress: freshIp() })
      : await t.app.inject({
          method: route.method,
          url: route.path,
          payload: form(q),
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: freshIp(),
        });
  expect(res.statusCode).toBe(200);
  return res.json<{ code: number; msg: string; data: unknown }>();
}

const asMember = () => ({ authorization: `Bearer ${member.token}`, token: member.token });

const CASES: Array<[string, RouteDef, Input, Array<[string, Input]>]> = [
  ['appealDeposit', routes.appealDeposit, GOOD_DEPOSIT, BAD_DEPOSIT],
  ['appealWithdraw', routes.appealWithdraw, { id: UUID }, BAD_WITHDRAW],
  ['appealWork', routes.appealWork, { quantity: '10' }, BAD_WORK],
  ['appealLogs', routes.appealLogs, { id: '1' }, BAD_LOGS],
];

describe.each(CASES)('%s', (_name, route, good, bad) => {
  it('answers well-formed input past validation (so the refusals below are about the input)', async () => {
    const body = await call(route, good, asMember());
    expect(body.code).not.toBe(ErrorCode.VALIDATION);
    expect(body.code).not.toBe(ErrorCode.SESSION_GONE);
  });

  it.each(bad)('refuses %s with a validation message in words', async (_label, q) => {
    const body = await call(route, q, asMember());
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.data).toBeNull();
    expect(body.msg).not.toMatch(/^errors\./);
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it.each([
    ['no token', {}],
    ['made-up token', { authorization: 'Bearer not-a-session', token: 'not-a-session' }],
  ])('refuses a call with %s as a lost session', async (_label, headers: Record<string, string>) => {
    const body = await call(route, good, headers);
    expect(body.code).toBe(ErrorCode.SESSION_GONE);
    expect(body.data).toBeNull();
  });
});

describe('after all of that', () => {
  it('no appeal was opened and no image stored', async () => {
    expect(await t.database.db.selectFrom('appeals').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('uploads').select('name').execute()).toEqual([]);
  });
});
