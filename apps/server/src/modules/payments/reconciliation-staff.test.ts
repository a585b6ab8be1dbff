/**
 * The reconciliation work queue through the staff API: a day with a payment the provider never
 * recorded and one we never recorded, explained line by line (audited), an intent re-queried
 * through the normal status check, and every route refused without its permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { control, createPaymentsTestApp, fundByDeposit, signUp, type PayTestApp } from './payments.test-kit.js';

let t: PayTestApp;
let staff: StaffSignIn;
let support: StaffSignIn;
let omitted = '';
let payerId = '';
const clock = new ManualClock(new Date('2026-04-07T08:00:00Z'));
const DAY = '2026-04-07';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Line {
  id: string;
  kind: string;
  intentId: string;
  ours: boolean;
  memberId: string | null;
  explanation: { by: string; reason: string } | null;
}
interface Report {
  id: string;
  unexplainedCount: number;
  lines: Line[];
}

const call = async <T>(who: StaffSignIn, method: 'GET' | 'POST', url: string, payload?: object) => {
  const s = asStaff(who);
  const res = await t.app.inject({ method, url, cookies: s.cookies, headers: s.headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
};

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  const mod = staffModuleOf(t);
  staff = await signIn(t, await makeStaff(mod, 'payments'));
  support = await signIn(t, await makeStaff(mod, 'support'));
  await control(t, 'DELETE', '/statement/discrepancies');
  const payer = await signUp(t, { mobile: '0971300001' });
  payerId = payer.memberId;
  omitted = await fundByDeposit(t, payer, 5_000);
  await control(t, 'POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });
  await control(t, 'POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'phantom', amount: '150.00', date: DAY });
});
afterAll(async () => {
  await control(t, 'DELETE', '/statement/discrepancies');
  await t.close();
});

describe('reconciliation work queue', () => {
  let report: Report;

  it('runs a day on demand and lists its report with each difference', async () => {
    const run = await call<Report>(staff, 'POST', '/staff-api/reconciliation/run', {
      provider: 'pawapay',
      day: DAY,
      reason: 'check',
    });
    expect(run.body.code).toBe(0);
    report = run.body.data;
    expect(report.lines.map((l) => [l.kind, l.ours]).sort()).toEqual([
      ['missing_at_provider', true],
      ['missing_locally', false],
    ]);
    const list = await call<{ items: Array<{ id: string }> }>(staff, 'GET', '/staff-api/reconciliation?unexplainedOnly=1');
    expect(list.body.data.items.map((r) => r.id)).toContain(report.id);
    const one = await call<Report>(staff, 'GET', `/staff-api/reconciliation/report?id=${report.id}`);
    expect(one.body.data.lines).toHaveLength(2);
    // Our payment's line names its member (the console links to their page); the stranger's none.
    expect(one.body.data.lines.map((l) => [l.kind, l.memberId]).sort()).toEqual([
      ['missing_at_provider', payerId],
      ['missing_locally', null],
    ]);
  });

  it('marks a difference explained with the reason, audited; the first explanation stands', async () => {
    const line = report.lines.find((l) => l.kind === 'missing_at_provider');
    if (!line) throw new Error('no line');
    const res = await call<Line>(staff, 'POST', '/staff-api/reconciliation/explain', {
      lineId: line.id,
      reason: 'settled next day',
    });
    expect(res.body.data.explanation).toMatchObject({ reason: 'settled next day' });
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'reconciliation.explain')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target: `recon_line:${line.id}`, reason: 'settled next day' });
    const again = await call(staff, 'POST', '/staff-api/reconciliation/explain', { lineId: line.id, reason: 'other' });
    expect(again.body.code).toBe(3043);
    const one = await call<Report>(staff, 'GET', `/staff-api/reconciliation/report?id=${report.id}`);
    expect(one.body.data.unexplainedCount).toBe(1);
  });

  it("re-queries an intent's status through the payments status check, audited", async () => {
    const res = await call<{ before: string; after: string }>(staff, 'POST', '/staff-api/reconciliation/requery', {
      intentId: omitted,
    });
    expect(res.body).toMatchObject({ code: 0, data: { before: 'SUCCEEDED', after: 'SUCCEEDED' } });
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'reconciliation.requery')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`payment_intent:${omitted}`);
  });

  it('refuses bad input and changes nothing', async () => {
    expect((await call(staff, 'POST', '/staff-api/reconciliation/explain', { lineId: 'abc', reason: 'x' })).body.code).toBe(1001);
    const line = report.lines.find((l) => l.kind === 'missing_locally');
    expect((await call(staff, 'POST', '/staff-api/reconciliation/explain', { lineId: line?.id, reason: '  ' })).body.code).toBe(
      1001,
    );
    expect(
      (await call(staff, 'POST', '/staff-api/reconciliation/run', { provider: 'pawapay', day: '2026-02-31', reason: 'x' })).body
        .code,
    ).toBe(1001);
    expect((await call(staff, 'POST', '/staff-api/reconciliation/requery', { intentId: 'not-a-uuid' })).body.code).toBe(1001);
    const one = await call<Report>(staff, 'GET', `/staff-api/reconciliation/report?id=${report.id}`);
    expect(one.body.data.unexplainedCount).toBe(1);
  });

  it.each([
    ['GET', '/staff-api/reconciliation', undefined],
    ['GET', '/staff-api/reconciliation/report?id=1', undefined],
    ['POST', '/staff-api/reconciliation/explain', { lineId: '1', reason: 'x' }],
    ['POST', '/staff-api/reconciliation/requery', { intentId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', '/staff-api/reconciliation/run', { provider: 'pawapay', day: DAY, reason: 'x' }],
  ] as const)('refuses %s %s without withdrawals.review', async (method, url, payload) => {
    const res = await call(support, method, url, payload);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('withdrawals.review');
  });
});
