/**
 * Reference §10.20 payout scenarios through the real flow: a payout queued by a degraded operator
 * (ENQUEUED) that stays reserved, reaches the manual queue after hours and completes later, and a
 * payout refused for lack of merchant float, whose reservation is released once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import {
  api,
  cashOf,
  channelId,
  control,
  createPaymentsTestApp,
  flush,
  fundByDeposit,
  intentOf,
  signUp,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from './payments.test-kit.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function withdraw(m: SignedUp, money: number): Promise<WithdrawRecord> {
  const res = await api<WithdrawRecord>(
    t,
    'POST',
    routes.withdrawInit.path,
    { money: String(money), channel: String(await channelId(t, 'withdraw', 'AIRTEL')) },
    m.token,
  );
  if (res.code !== 0) throw new Error(`withdraw refused: ${res.code} ${res.msg}`);
  return res.data;
}

describe('payouts', () => {
  it('ENQUEUED stays reserved and pending, goes to the manual queue after hours, and completes once the operator is back', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await control(t, 'PUT', '/pawapay/availability', { provider: 'AIRTEL_OAPI_ZMB', operation: 'PAYOUT', status: 'DELAYED' });
    try {
      const rec = await withdraw(m, 6_000);
      for (let hour = 0; hour < 7; hour++) {
        t.clock.advance(3_600_000);
        await t.app.payments.poller.runOnce();
      }
      const held = await intentOf(t, rec.tradeNo);
      // ENQUEUED: accepted by the provider, not final; never failed by a timer.
      expect(['SUBMITTED', 'PENDING']).toContain(held.status);
      expect(t.app.payments.withdrawals.record(held).status).toBe(9);
      expect(held.manualSince).not.toBeNull();
      expect((await t.app.payments.withdrawals.reviewQueue()).map((i) => i.id)).not.toContain(held.id);
      expect((await t.app.payments.intents.lists.manualQueue(t.database.db)).map((i) => i.id)).toContain(held.id);
      expect(await cashOf(t, m.token)).toBe(4_000);
    } finally {
      await control(t, 'PUT', '/pawapay/availability', {
        provider: 'AIRTEL_OAPI_ZMB',
        operation: 'PAYOUT',
        status: 'OPERATIONAL',
      });
    }
    const all = await t.database.db
      .selectFrom('payment_intents')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('direction', '=', 'withdraw')
      .execute();
    const done = await waitForIntent(t, all[0]!.id, (i) => i.status === 'SUCCEEDED');
    expect(done.submitCount).toBe(1);
    expect(await cashOf(t, m.token)).toBe(4_000);
  });

  it('a payout refused for lack of merchant float releases the reservation once', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    const floats = await control<{ floats: Record<string, number> }>(t, 'GET', '/floats');
    const before = floats.floats['pawapay:ZMW'] ?? 0;
    await control(t, 'PUT', '/floats', { account: 'pawapay', currency: 'ZMW', balance: '1.00' });
    try {
      const rec = await withdraw(m, 5_000);
      await flush(t);
      const failed = await waitForIntent(t, rec.tradeNo, (i) => i.status === 'FAILED');
      expect(failed.failureCode).toBe('MERCHANT_FLOAT');
      expect(await cashOf(t, m.token)).toBe(10_000);
      const keys = await t.database.db
        .selectFrom('ledger_transfers')
        .select('idempotency_key')
        .where('idempotency_key', 'like', `withdraw:${rec.tradeNo}:%`)
        .execute();
      expect(keys.map((k) => k.idempotency_key).sort()).toEqual([
        `withdraw:${rec.tradeNo}:refund`,
        `withdraw:${rec.tradeNo}:reserve`,
      ]);
    } finally {
      await control(t, 'PUT', '/floats', { account: 'pawapay', currency: 'ZMW', balance: (before / 100).toFixed(2) });
    }
  });
});
