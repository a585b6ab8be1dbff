/**
 * Both records calls against hostile query strings: missing or malformed months, months outside
 * the 6-month window, cursors that are not our ids, page sizes out of range, repeated keys, SQL,
 * unicode and 10 KB values, and calls without a (valid) session. Each must be answered with an
 * envelope error in words (never a bare key) and never with records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date('2026-03-15T08:00:00Z')) });
  member = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, string | string[]>;
const GOOD: Query = { monthOfYear: '2026-03', quantity: '10' };
const BIG = 'x'.repeat(10 * 1024);

const BAD: Array<[string, Query]> = [
  ['no month', { quantity: '10' }],
  ['empty month', { monthOfYear: '' }],
  ['month without padding', { monthOfYear: '2026-3' }],
  ['month 13', { monthOfYear: '2026-13' }],
  ['month 00', { monthOfYear: '2026-00' }],
  ['two-digit year', { monthOfYear: '26-03' }],
  ['full date', { monthOfYear: '2026-03-01' }],
  ['month repeated', { monthOfYear: ['2026-03', '2026-02'] }],
  ['month 10 KB', { monthOfYear: BIG }],
  ['month SQL', { monthOfYear: "2026-03' OR '1'='1" }],
  ['month full-width digits', { monthOfYear: '２０２６-０３' }],
  ['next month', { monthOfYear: '2026-04' }],
  ['6 months back', { monthOfYear: '2025-09' }],
  ['far past', { monthOfYear: '1999-01' }],
  ['far future', { monthOfYear: '9999-12' }],
  ['quantity 0', { ...GOOD, quantity: '0' }],
  ['quantity 51', { ...GOOD, quantity: '51' }],
  ['quantity negative', { ...GOOD, quantity: '-1' }],
  ['quantity decimal', { ...GOOD, quantity: '1.5' }],
  ['quantity exponent', { ...GOOD, quantity: '1e1' }],
  ['quantity huge', { ...GOOD, quantity: '9'.repeat(400) }],
  ['quantity words', { ...GOOD, quantity: 'ten' }],
  ['quantity repeated', { ...GOOD, quantity: ['5', '6'] }],
  ['startId number', { ...GOOD, startId: '12' }],
  ['startId SQL', { ...GOOD, startId: "'; drop table payment_intents;--" }],
  ['startId emoji', { ...GOOD, startId: '💸' }],
  ['startId 10 KB', { ...GOOD, startId: BIG }],
  ['feedbackStatus 0', { ...GOOD, feedbackStatus: '0' }],
  ['feedbackStatus 3', { ...GOOD, feedbackStatus: '3' }],
  ['feedbackStatus words', { ...GOOD, feedbackStatus: 'reviewing' }],
];

const ROUTES: Array<[string, RouteDef]> = [
  ['depositRecords', routes.depositRecords],
  ['withdrawRecords', routes.withdrawRecords],
];

function qs(q: Query): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  return form.toString();
}

async function get(route: RouteDef, q: Query, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: `${route.path}?${qs(q)}`, headers, remoteAddress: freshIp() });
  expect(res.statusCode).toBe(200);
  return res.json<{ code: number; msg: string; data: unknown }>();
}

const asMember = () => ({ authorization: `Bearer ${member.token}`, token: member.token });

describe.each(ROUTES)('%s', (_name, route) => {
  it('answers a well-formed query (so the refusals below are about the input)', async () => {
    const body = await get(route, GOOD, asMember());
    expect(body.code).toBe(0);
    expect(body.data).toEqual([]);
  });

  it.each(BAD)('refuses %s with a validation message in words', async (_label, q) => {
    const body = await get(route, q, asMember());
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.data).toBeNull();
    expect(body.msg).not.toMatch(/^errors\./);
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it.each([
    ['no token', {}],
    ['made-up token', { authorization: 'Bearer not-a-session', token: 'not-a-session' }],
  ])('refuses a call with %s as a lost session', async (_label, headers: Record<string, string>) => {
    const body = await get(route, GOOD, headers);
    expect(body.code).toBe(ErrorCode.SESSION_GONE);
    expect(body.data).toBeNull();
  });
});
