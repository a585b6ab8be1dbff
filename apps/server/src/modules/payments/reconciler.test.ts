/**
 * Daily reconciliation in embedded mode: the node's own pawaPay adapter statement client and MTN
 * status checks talk HTTP to the in-process sandbox, whose books the control API can make disagree
 * with ours (reference §10.25). Every difference must land in the stored report; a clean day must
 * report clean; an open payment the provider shows done is credited through the normal status query.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDay } from '../../platform/time/local-day.js';
import { dayBounds } from './recon-days.js';
import {
  answerPrompt,
  control,
  createPaymentsTestApp,
  depositOk,
  fundByDeposit,
  intentOf,
  signUp,
  waitForIntent,
  type PayTestApp,
} from './payments.test-kit.js';
import type { DifferenceKind, ReconReportWithLines } from './recon-types.js';
import { ManualClock } from '../../platform/clock.js';

const ZONE = 'Africa/Lusaka';
let t: PayTestApp;
let mobile = 0;
// Each test plays on a day of its own, so reports never mix: 10:00 in Lusaka on the given date.
const clock = new ManualClock(new Date('2026-03-02T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await control(t, 'DELETE', '/statement/discrepancies');
});

const member = () => signUp(t, { mobile: `09712${String(++mobile).padStart(5, '0')}` });
const today = () => localDay(t.clock.now(), ZONE);
const ids = (r: ReconReportWithLines, kind: DifferenceKind) => r.lines.filter((l) => l.kind === kind).map((l) => l.intentId);

describe('reconciliation with pawaPay statements', () => {
  it('reports an intent the provider never listed, a payment we never recorded and an amount mismatch; credits what the provider shows done', async () => {
    clock.set(new Date('2026-03-02T08:00:00Z'));
    const matched = await fundByDeposit(t, await member(), 3_000);
    const mismatched = await fundByDeposit(t, await member(), 4_000);
    const omitted = await fundByDeposit(t, await member(), 5_000);
    // Approved on the phone, but its callback never reaches us and no poll ran yet.
    const open = await depositOk(t, await member(), 6_000);
    await control(t, 'PUT', `/intents/pawapay/${open}/callback-plan`, { mode: 'none' });
    await answerPrompt(t, open, 'approve');
    await control(t, 'POST', '/flush');
    expect((await intentOf(t, open)).status).not.toBe('SUCCEEDED');

    await control(t, 'POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'amount_mismatch',
      intentId: mismatched,
      amount: '41.00',
    });
    await control(t, 'POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });
    const phantom = await control<{ discrepancy: { intentId: string } }>(t, 'POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'phantom',
      amount: '150.00',
      date: '2026-03-02',
    });
    const report = await t.app.payments.reconciler.reconcileDay('pawapay', today());

    expect(report).toMatchObject({ provider: 'pawapay', day: '2026-03-02', timeZone: ZONE, source: 'statement', runCount: 1 });
    expect(report.periodStart.toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(report.periodEnd.toISOString()).toBe('2026-03-02T22:00:00.000Z');
    expect(ids(report, 'missing_locally')).toEqual([phantom.discrepancy.intentId]);
    expect(ids(report, 'amount_differs')).toEqual([mismatched]);
    expect(ids(report, 'missing_at_provider')).toEqual([omitted]);
    expect(ids(report, 'status_differs')).toEqual([]);
    expect(report.lines.map((l) => l.intentId)).not.toContain(matched);
    expect(report.lines.find((l) => l.kind === 'amount_differs')).toMatchObject({
      ours: { amount: 4_000, currency: 'ZMW', status: 'SUCCEEDED' },
      theirs: { amount: 4_100, currency: 'ZMW', status: 'SUCCEEDED' },
    });
    expect(report.lines.find((l) => l.kind === 'missing_locally')).toMatchObject({
      theirs: { amount: 15_000, status: 'SUCCEEDED' },
    });
    expect(report.lines.find((l) => l.kind === 'missing_locally')?.providerTxnId).toBeTruthy();
    expect(report).toMatchObject({ differenceCount: 3, unexplainedCount: 3 });
    // The open one was confirmed and credited by the status query, so it matches.
    expect((await intentOf(t, open)).status).toBe('SUCCEEDED');
    // Nothing was corrected: the mismatched payment keeps our amount.
    expect((await intentOf(t, mismatched)).providerAmount).toBe(4_000);

    const stored = await t.app.payments.reconciler.get(report.id);
    expect(stored?.lines).toEqual(report.lines);
    expect((await t.app.payments.reconciler.list()).map((r) => r.id)).toContain(report.id);

    // The provider's figure moves before anyone looked: a re-run keeps the line and shows the new one.
    await control(t, 'POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'amount_mismatch',
      intentId: mismatched,
      amount: '42.00',
    });
    const rerun = await t.app.payments.reconciler.reconcileDay('pawapay', today());
    const before = report.lines.find((l) => l.kind === 'amount_differs');
    const after = rerun.lines.find((l) => l.kind === 'amount_differs');
    expect(after).toMatchObject({ id: before?.id, theirs: { amount: 4_200 } });
    expect(rerun).toMatchObject({ id: report.id, runCount: 2, differenceCount: 3 });
  });

  it('reports a clean day as clean', async () => {
    clock.set(new Date('2026-03-05T08:00:00Z'));
    await fundByDeposit(t, await member(), 2_500);
    const declined = await depositOk(t, await member(), 1_000);
    await answerPrompt(t, declined, 'reject');
    await waitForIntent(t, declined, (i) => i.status === 'FAILED');
    const report = await t.app.payments.reconciler.reconcileDay('pawapay', '2026-03-05');
    expect(report).toMatchObject({ differenceCount: 0, unexplainedCount: 0, ourIntents: 2, providerLines: 1, lines: [] });
  });

  it('files a payment started a moment before midnight (market time) under its own day', async () => {
    // 23:59:59.5 in Lusaka on 2026-03-06 is 21:59:59.5 UTC: the UTC date is the same, the next
    // market day starts half a second later.
    clock.set(new Date('2026-03-06T21:59:59.500Z'));
    const late = await depositOk(t, await member(), 7_000);
    clock.advance(1_000);
    await answerPrompt(t, late, 'approve');
    await waitForIntent(t, late, (i) => i.status === 'SUCCEEDED');
    const own = await t.app.payments.reconciler.reconcileDay('pawapay', '2026-03-06');
    const next = await t.app.payments.reconciler.reconcileDay('pawapay', '2026-03-07');
    expect(own).toMatchObject({ ourIntents: 1, differenceCount: 0 });
    expect(next).toMatchObject({ ourIntents: 0, differenceCount: 0 });
  });

  it('lets staff explain a difference with a reason, keeps it across a re-run, and runs each day once from the job', async () => {
    clock.set(new Date('2026-03-10T08:00:00Z'));
    const omitted = await fundByDeposit(t, await member(), 2_000);
    await control(t, 'POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });
    const report = await t.app.payments.reconciler.reconcileDay('pawapay', '2026-03-10');
    const line = report.lines.find((l) => l.intentId === omitted);
    if (!line) throw new Error('the omission was not reported');

    const r = t.app.payments.reconciler;
    expect(await r.explain(line.id, 'ops.amina', '   ')).toEqual({ ok: false, error: 'reason_required' });
    expect(await r.explain('999999', 'ops.amina', 'x')).toEqual({ ok: false, error: 'not_found' });
    const explained = await r.explain(line.id, 'ops.amina', 'pawaPay confirmed the statement export dropped it');
    expect(explained).toMatchObject({
      ok: true,
      line: { explanation: { by: 'ops.amina', reason: 'pawaPay confirmed the statement export dropped it' } },
    });
    expect(await r.explain(line.id, 'ops.john', 'again')).toEqual({ ok: false, error: 'already_explained' });
    expect(await r.get(report.id)).toMatchObject({ differenceCount: 1, unexplainedCount: 0 });
    expect((await r.list({ unexplainedOnly: true })).map((x) => x.id)).not.toContain(report.id);

    const rerun = await r.reconcileDay('pawapay', '2026-03-10');
    expect(rerun).toMatchObject({ id: report.id, runCount: 2, differenceCount: 1, unexplainedCount: 0 });
    expect(rerun.lines[0]?.explanation?.by).toBe('ops.amina');

    // The next morning, after the statement lag: the job reconciles yesterday for each provider
    // without a report (pawaPay has one already), and not again on the next hourly check.
    clock.set(new Date('2026-03-11T05:00:00Z'));
    const daily = await r.daily();
    expect(daily.map((x) => [x.provider, x.day])).toEqual([
      ['pawapay', '2026-03-08'],
      ['mtn', '2026-03-08'],
      ['pawapay', '2026-03-09'],
      ['mtn', '2026-03-09'],
      ['mtn', '2026-03-10'],
    ]);
    expect(await r.daily()).toEqual([]);
    expect(dayBounds('2026-03-10', ZONE).end.toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });

  it('flags a late success', async () => {
    clock.set(new Date('2026-03-12T08:00:00Z'));
    const m = await signUp(t, { mobile: '0973456129' }); // stuck at the provider
    const id = await depositOk(t, m, 2_000);
    t.clock.advance(11 * 60_000);
    await t.app.payments.poller.runOnce();
    await control(t, 'POST', `/intents/pawapay/${id}/force`, { outcome: 'success' });
    await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    const report = await t.app.payments.reconciler.reconcileDay('pawapay', '2026-03-12');
    expect(report.lines.filter((x) => x.intentId === id)).toEqual([
      expect.objectContaining({
        kind: 'late_success',
        intentId: id,
        ours: expect.objectContaining({
          direction: 'deposit',
          status: 'SUCCEEDED',
          amount: 2_000,
          currency: 'ZMW',
          lateSuccess: true,
        }),
      }),
    ]);
  });
});
