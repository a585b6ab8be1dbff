/**
 * The processor against a scripted provider: what is sent and when, what a status answer may and
 * may not do (an amount that differs is never credited), the backoff between checks, and the fate
 * of payouts the provider refuses for a passing reason.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { randomUUID } from 'node:crypto';
import { LedgerService } from '../ledger/index.js';
import { RecordingProvider, recordingProviders } from './recording-provider.test-kit.js';
import {
  api,
  cashOf,
  channelId,
  createPaymentsTestApp,
  depositOk,
  intentOf,
  signUp,
  type PayTestApp,
} from './payments.test-kit.js';

let t: PayTestApp;
let provider: RecordingProvider;
beforeAll(async () => {
  provider = new RecordingProvider();
  t = await createPaymentsTestApp({ payments: recordingProviders(provider) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  provider.onInitiate = (req) => ({ kind: 'accepted', providerRef: req.intentId, status: 'SUBMITTED', raw: {} });
  provider.defaultStatus = { found: true, status: 'PENDING', final: false };
});

const poll = async (ms: number) => {
  t.clock.advance(ms);
  await t.app.payments.poller.runOnce();
};

describe('status answers', () => {
  it('never credits a success whose amount differs; it waits in the manual queue until the provider agrees', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_000);
    provider.statuses.set(id, {
      found: true,
      status: 'SUCCEEDED',
      final: true,
      money: { minor: toMinor(100_000), currency: 'ZMW' },
    });
    await poll(16_000);
    const held = await intentOf(t, id);
    expect(held.status).not.toBe('SUCCEEDED');
    expect(held.attention).toBe('amount_mismatch');
    expect((await t.app.payments.intents.lists.manualQueue(t.database.db)).map((i) => i.id)).toContain(id);
    expect(await cashOf(t, m.token)).toBe(0);

    provider.succeed(id, 1_000);
    await poll(3_600_000);
    expect((await intentOf(t, id)).status).toBe('SUCCEEDED');
    expect(await cashOf(t, m.token)).toBe(1_000);
  });

  it('a failed status query changes nothing but the next check', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_000);
    provider.statuses.set(id, { found: true, status: 'UNKNOWN', final: false, error: 'timeout after 15000 ms' });
    await poll(16_000);
    const after = await intentOf(t, id);
    expect(after.status).toBe('SUBMITTED');
    expect(after.attempts).toBe(1);
    expect(after.nextCheckAt!.getTime() - t.clock.now().getTime()).toBe(30_000);
  });

  it('checks an open payment at 15 s, 30 s, 1, 2, 5, 10, 20, 30 min, then hourly', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_000);
    const gaps: number[] = [];
    let last = (await intentOf(t, id)).nextCheckAt!.getTime() - t.clock.now().getTime();
    gaps.push(last);
    for (let n = 0; n < 9; n++) {
      await poll(last);
      const i = await intentOf(t, id);
      last = i.nextCheckAt!.getTime() - t.clock.now().getTime();
      gaps.push(last);
    }
    expect(gaps.map((ms) => ms / 1000)).toEqual([15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 3600]);
  });
});

describe('what is sent', () => {
  it('an unknown initiation is followed by status queries, never by a second send', async () => {
    const m = await signUp(t);
    provider.onInitiate = () => ({ kind: 'unknown', error: 'timeout after 15000 ms' });
    const id = await depositOk(t, m, 1_000);
    expect((await intentOf(t, id)).status).toBe('UNKNOWN');
    for (let n = 0; n < 3; n++) await poll(3_600_000);
    expect(provider.initiated.filter((r) => r.intentId === id)).toHaveLength(1);
    expect(provider.statusAsked.filter((x) => x === id).length).toBeGreaterThanOrEqual(3);
    expect((await intentOf(t, id)).status).toBe('PENDING');
  });

  it('NOT_FOUND after an unknown initiation re-sends the same id and amount to the registered number', async () => {
    const m = await signUp(t);
    provider.onInitiate = () => ({ kind: 'unknown', error: 'HTTP 502' });
    const id = await depositOk(t, m, 1_234);
    provider.statuses.set(id, { found: false, status: 'UNKNOWN', final: false });
    provider.onInitiate = (req) => ({ kind: 'accepted', providerRef: req.intentId, status: 'PENDING', raw: {} });
    await poll(16_000);
    const sends = provider.initiated.filter((r) => r.intentId === id);
    expect(sends).toHaveLength(2);
    expect(sends.map((r) => [r.money.minor, r.msisdn])).toEqual([
      [1_234, `260${m.mobile.slice(1)}`],
      [1_234, `260${m.mobile.slice(1)}`],
    ]);
    expect((await intentOf(t, id)).status).toBe('PENDING');
  });

  it('a payout refused for a passing reason is retried with its id, then failed and refunded once', async () => {
    const m = await signUp(t);
    const ledger = new LedgerService({ db: t.database.db, bus: t.bus });
    await ledger.transfer({
      idempotencyKey: `test:${randomUUID()}`,
      kind: 'win',
      legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: m.memberId, kind: 'cash' }, amount: toMinor(5_000) }],
    });
    provider.onInitiate = () => ({
      kind: 'rejected',
      failure: 'PROVIDER_UNAVAILABLE',
      providerCode: 'HTTP_429',
      retryableSameId: true,
      raw: {},
    });
    // A refused payout was never recorded: asked before each new send, the provider does not know it.
    provider.defaultStatus = { found: false, status: 'UNKNOWN', final: false };
    const res = await api<WithdrawRecord>(
      t,
      'POST',
      routes.withdrawInit.path,
      { money: '2000', channel: String(await channelId(t, 'withdraw', 'AIRTEL')) },
      m.token,
    );
    const id = res.data.tradeNo;
    expect(res.data.status).toBe(1);
    for (let n = 0; n < 8; n++) await poll(3_600_000);
    const failed = await intentOf(t, id);
    expect(failed.status).toBe('FAILED');
    expect(provider.initiated.filter((r) => r.intentId === id)).toHaveLength(6);
    expect(new Set(provider.initiated.filter((r) => r.direction === 'PAYOUT').map((r) => r.intentId))).toEqual(new Set([id]));
    expect(await cashOf(t, m.token)).toBe(5_000);
  });
});

describe('callbacks', () => {
  it('stores and acknowledges a callback for a payment we do not know, moving nothing', async () => {
    const unknownId = randomUUID();
    const res = await fetch(`${t.base}/account-service/pan-pay/callback/pawapay/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intentId: unknownId, status: 'SUCCEEDED' }),
    });
    expect(res.status).toBe(200);
    const stored = await t.database.db
      .selectFrom('payment_events')
      .select(['intent_id', 'payload'])
      .where('payload', 'like', `%${unknownId}%`)
      .execute();
    expect(stored).toEqual([{ intent_id: null, payload: expect.stringContaining(unknownId) }]);
  });

  it('an unsigned SUCCEEDED callback is only a reason to ask', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_000);
    const before = provider.statusAsked.filter((x) => x === id).length;
    await fetch(`${t.base}/account-service/pan-pay/callback/pawapay/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intentId: id, status: 'SUCCEEDED' }),
    });
    expect(provider.statusAsked.filter((x) => x === id).length).toBe(before + 1);
    // The provider says it is still in progress: that is what counts.
    expect((await intentOf(t, id)).status).toBe('PENDING');
    expect(await cashOf(t, m.token)).toBe(0);
  });
});
