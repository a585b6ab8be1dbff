/**
 * Daily reconciliation against the sandbox's statement (§10.25): a transaction missing locally, a
 * mismatched amount, one missing at the provider, a late success, and an open payment the
 * statement shows final (resolved through the normal status query before comparing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfLocalDay } from './local-day.js';
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
import type { ReconDifference } from './reconciler.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('reconciliation', () => {
  it('lists what differs, credits what the provider shows done, stores the report, and runs once per day', async () => {
    const a = await signUp(t);
    const matched = await fundByDeposit(t, a, 3_000);
    const b = await signUp(t);
    const mismatched = await fundByDeposit(t, b, 4_000);
    const c = await signUp(t);
    const omitted = await fundByDeposit(t, c, 5_000);
    // Approved on the phone, but its callback never reaches us and no poll ran yet.
    const d = await signUp(t);
    const open = await depositOk(t, d, 6_000);
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
    const now = t.clock.now();
    const start = startOfLocalDay(now, 'Africa/Lusaka');
    const end = new Date(start.getTime() + 24 * 3600_000);
    // The sandbox files a phantom at 12:00 UTC of the day it is given: the middle of our market day.
    const phantom = await control<{ discrepancy: { intentId: string } }>(t, 'POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'phantom',
      amount: '150.00',
      date: new Date(start.getTime() + 14 * 3600_000).toISOString().slice(0, 10),
    });
    const report = await t.app.payments.reconciler.reconcile('pawapay', start, end);

    const byKind = (kind: ReconDifference['kind']) => report.differences.filter((x) => x.kind === kind).map((x) => x.intentId);
    expect(byKind('missing_locally')).toEqual([phantom.discrepancy.intentId]);
    expect(byKind('amount_differs')).toEqual([mismatched]);
    expect(byKind('missing_at_provider')).toEqual([omitted]);
    expect(byKind('status_differs')).toEqual([]);
    expect(report.differences.map((x) => x.intentId)).not.toContain(matched);
    // The open one was confirmed and credited by the reconciliation itself.
    expect((await intentOf(t, open)).status).toBe('SUCCEEDED');
    expect(report.differences.find((x) => x.kind === 'amount_differs')).toMatchObject({
      ours: { amount: 4_000, currency: 'ZMW', status: 'SUCCEEDED' },
      theirs: { amount: 4_100, currency: 'ZMW', status: 'SUCCEEDED' },
    });

    const stored = await t.app.payments.reconciler.get(report.id);
    expect(stored?.differences).toEqual(report.differences);
    expect((await t.app.payments.reconciler.list()).map((r) => r.id)).toContain(report.id);

    // The next day: the daily job reconciles the day before for each provider not done yet (pawaPay
    // was, above), then not again.
    t.clock.set(new Date(end.getTime() + 3_600_000));
    const daily = await t.app.payments.reconciler.daily();
    expect(daily.map((r) => [r.provider, r.periodStart.toISOString(), r.periodEnd.toISOString()])).toEqual([
      ['mtn', start.toISOString(), end.toISOString()],
    ]);
    expect(await t.app.payments.reconciler.daily()).toEqual([]);
  });

  it('flags a late success', async () => {
    const m = await signUp(t, { mobile: '0973456129' }); // stuck at the provider
    const id = await depositOk(t, m, 2_000);
    t.clock.advance(11 * 60_000);
    await t.app.payments.poller.runOnce();
    await control(t, 'POST', `/intents/pawapay/${id}/force`, { outcome: 'success' });
    await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    const start = startOfLocalDay(t.clock.now(), 'Africa/Lusaka');
    const report = await t.app.payments.reconciler.reconcile('pawapay', start, new Date(start.getTime() + 24 * 3600_000));
    expect(report.differences.filter((x) => x.intentId === id)).toEqual([
      {
        kind: 'late_success',
        intentId: id,
        ours: { direction: 'deposit', status: 'SUCCEEDED', amount: 2_000, currency: 'ZMW', lateSuccess: true },
      },
    ]);
  });
});
