/**
 * Reconciliation for MTN MoMo, which publishes no statement: each of the day's MTN intents is
 * checked with MTN's status query (over HTTP to the in-process sandbox) and the differences land in
 * a report of the same shape as pawaPay's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import {
  answerPrompt,
  control,
  createPaymentsTestApp,
  depositOk,
  signUp,
  waitForIntent,
  type PayTestApp,
} from './payments.test-kit.js';

let t: PayTestApp;
const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));
let mobile = 0;
beforeAll(async () => {
  t = await createPaymentsTestApp({ clock, env: { PAYMENT_ROUTES: 'ZM:MTN=mtn' } });
});
afterAll(async () => {
  await t.close();
});

async function mtnDeposit(amount: number, answer: 'approve' | 'reject'): Promise<string> {
  const m = await signUp(t, { mobile: `09613${String(++mobile).padStart(5, '0')}` });
  const id = await depositOk(t, m, amount, 'MTN');
  await answerPrompt(t, id, answer, 'mtn');
  await waitForIntent(t, id, (i) => i.status === (answer === 'approve' ? 'SUCCEEDED' : 'FAILED'));
  return id;
}

describe('reconciliation with MTN status checks', () => {
  it('reports a clean day clean, a check MTN could not answer as unverified, and a payment MTN does not know', async () => {
    await mtnDeposit(5_000, 'approve');
    await mtnDeposit(1_000, 'reject');
    const clean = await t.app.payments.reconciler.reconcileDay('mtn', '2026-04-01');
    expect(clean).toMatchObject({ source: 'per-intent', ourIntents: 2, providerLines: 2, differenceCount: 0 });

    clock.set(new Date('2026-04-02T08:00:00Z'));
    const unanswered = await mtnDeposit(2_000, 'approve');
    await control(t, 'POST', '/faults', { provider: 'mtn', op: 'status', mode: 'http_503', count: 20 });
    const down = await t.app.payments.reconciler.reconcileDay('mtn', '2026-04-02');
    expect(down.lines).toEqual([
      expect.objectContaining({ kind: 'unverified', intentId: unanswered, detail: expect.stringMatching(/503/) }),
    ]);
    await control(t, 'DELETE', '/faults');
    // Asked again once MTN answers: the difference is gone from the same report.
    const again = await t.app.payments.reconciler.reconcileDay('mtn', '2026-04-02');
    expect(again).toMatchObject({ id: down.id, runCount: 2, differenceCount: 0 });

    clock.set(new Date('2026-04-03T08:00:00Z'));
    const forgotten = await mtnDeposit(3_000, 'approve');
    // The provider loses its books (a simulated wipe): our settled payment is unknown to it.
    await control(t, 'POST', '/reset');
    const missing = await t.app.payments.reconciler.reconcileDay('mtn', '2026-04-03');
    expect(missing.lines).toEqual([
      expect.objectContaining({
        kind: 'missing_at_provider',
        intentId: forgotten,
        ours: expect.objectContaining({ status: 'SUCCEEDED', amount: 3_000, currency: 'ZMW' }),
      }),
    ]);
  });
});
