/**
 * Reference §10 scenarios a deposit can meet, each through the real flow (our routes → pawaPay
 * adapter → in-process sandbox over HTTP → callbacks back to us): failures on the phone and in the
 * network, callbacks that never come, come late, come early or come twice, ambiguous states,
 * initiation that times out, a provider that is down, and a success after the player's prompt
 * closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  answerPrompt,
  api,
  cashOf,
  control,
  createPaymentsTestApp,
  deposit,
  depositOk,
  flush,
  intentOf,
  patchConfig,
  recordPushes,
  signUp,
  waitForIntent,
  type PayTestApp,
} from './payments.test-kit.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function credits(id: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', `deposit:${id}`)
    .execute();
  return rows.length;
}

async function pollAfter(ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.app.payments.poller.runOnce();
}

describe('failures reported by the provider (§10.2-7)', () => {
  it('wrong PIN three times fails the deposit (pawaPay folds it into not approved)', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_000);
    for (let n = 0; n < 3; n++) await answerPrompt(t, id, 'wrong_pin').catch(() => undefined);
    const i = await waitForIntent(t, id, (x) => x.status === 'FAILED');
    expect(i.failureCode).toBe('USER_REJECTED');
    expect(await cashOf(t, m.token)).toBe(0);
  });

  it('insufficient funds in the wallet', async () => {
    const m = await signUp(t);
    await control(t, 'PUT', `/subscribers/260${m.mobile.slice(1)}`, { balance: '5.00' });
    const id = await depositOk(t, m, 1_000);
    await answerPrompt(t, id, 'approve');
    const i = await waitForIntent(t, id, (x) => x.status === 'FAILED');
    expect(i.failureCode).toBe('INSUFFICIENT_FUNDS');
    const result = await api<{ desc: string }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
    expect(result.data.desc).toBe('Deposit failed: not enough money in the mobile-money account');
  });

  it('a number without a mobile-money account, and a ported number paid through the wrong operator', async () => {
    const m = await signUp(t);
    await control(t, 'PUT', `/subscribers/260${m.mobile.slice(1)}`, { registered: false });
    const id = await depositOk(t, m, 1_000);
    expect((await waitForIntent(t, id, (x) => x.status === 'FAILED')).failureCode).toBe('PAYER_NOT_FOUND');

    const mtn = await signUp(t, { mobile: '0961200001' }); // an MTN number
    const viaAirtel = await depositOk(t, mtn, 1_000, 'AIRTEL');
    expect((await waitForIntent(t, viaAirtel, (x) => x.status === 'FAILED')).failureCode).toBe('PAYER_NOT_FOUND');
    expect(await cashOf(t, mtn.token)).toBe(0);
  });

  it('the payer limit is reached (pawaPay test number …019)', async () => {
    const m = await signUp(t, { mobile: '0973456019' });
    const id = await depositOk(t, m, 1_000);
    expect((await waitForIntent(t, id, (x) => x.status === 'FAILED')).failureCode).toBe('LIMIT_REACHED');
  });
});

describe('callbacks that never come, come late, early or twice (§10.8-11, 23)', () => {
  it('no callback at all: the poller asks and credits', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_500);
    await control(t, 'PUT', `/intents/pawapay/${id}/callback-plan`, { mode: 'none' });
    await answerPrompt(t, id, 'approve');
    await flush(t);
    expect((await intentOf(t, id)).status).not.toBe('SUCCEEDED');
    await pollAfter(16_000);
    expect((await intentOf(t, id)).status).toBe('SUCCEEDED');
    expect(await cashOf(t, m.token)).toBe(1_500);
  });

  it('a callback delayed past the first polls changes nothing more', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_600);
    await control(t, 'PUT', `/intents/pawapay/${id}/callback-plan`, { delayMs: 120_000 });
    await answerPrompt(t, id, 'approve');
    await pollAfter(16_000);
    expect((await intentOf(t, id)).status).toBe('SUCCEEDED');
    t.clock.advance(120_000);
    await flush(t);
    expect(await credits(id)).toBe(1);
    expect(await cashOf(t, m.token)).toBe(1_600);
  });

  it('a callback that arrives before the initiation answer is applied once', async () => {
    const m = await signUp(t, { mobile: '0973456789' }); // completes without a handset
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'callback_before_response' });
    const res = await deposit(t, m, 1_700);
    expect(res.code).toBe(0);
    const id = new URL(res.data.redirectUrl, 'http://x').searchParams.get('transNo')!;
    await waitForIntent(t, id, (x) => x.status === 'SUCCEEDED');
    expect(await credits(id)).toBe(1);
    expect(await cashOf(t, m.token)).toBe(1_700);
  });

  it('our callback endpoint is down: the attempt is logged, the poller credits, a replay changes nothing', async () => {
    const m = await signUp(t);
    await control(t, 'PUT', '/callbacks/settings', { provider: 'pawapay', endpointDown: true });
    let id: string;
    try {
      id = await depositOk(t, m, 1_800);
      await answerPrompt(t, id, 'approve');
      await flush(t);
    } finally {
      await control(t, 'PUT', '/callbacks/settings', { provider: 'pawapay', endpointDown: false });
    }
    const log = await control<{ attempts: Array<{ id: string; ok: boolean }> }>(t, 'GET', `/callbacks?intentId=${id}`);
    expect(log.attempts.length).toBeGreaterThan(0);
    expect(log.attempts.every((a) => !a.ok)).toBe(true);
    await pollAfter(16_000);
    expect((await intentOf(t, id)).status).toBe('SUCCEEDED');
    await control(t, 'POST', `/callbacks/${log.attempts[0]!.id}/replay`, {});
    expect(await credits(id)).toBe(1);
  });
});

describe('ambiguous and unknown states (§10.14, 15, 17, 18)', () => {
  it('IN_RECONCILIATION stays pending, then resolves to success', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 1_900);
    await answerPrompt(t, id, 'ignore').catch(() => undefined);
    await control(t, 'POST', `/intents/pawapay/${id}/force`, {
      outcome: 'success',
      via: 'reconciliation',
      resolveAfterMs: 600_000,
    });
    await pollAfter(16_000);
    expect((await intentOf(t, id)).status).toBe('PENDING');
    t.clock.advance(600_000);
    await waitForIntent(t, id, (x) => x.status === 'SUCCEEDED');
    expect(await cashOf(t, m.token)).toBe(1_900);
  });

  it('a provider answering 503 to the initiation: unknown, then NOT_FOUND, then the same id again', async () => {
    const m = await signUp(t);
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'http_503' });
    const id = await depositOk(t, m, 2_000);
    const unknown = await intentOf(t, id);
    expect(unknown.status).toBe('UNKNOWN');
    const waiting = await api<{ status: number }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
    expect(waiting.data.status).toBe(1);
    await pollAfter(16_000);
    expect((await intentOf(t, id)).submitCount).toBe(2);
    await answerPrompt(t, id, 'approve');
    await waitForIntent(t, id, (x) => x.status === 'SUCCEEDED');
    expect(await cashOf(t, m.token)).toBe(2_000);
  });

  it('an initiation whose answer is lost after the provider recorded it is found by the status query, not sent again', async () => {
    const m = await signUp(t);
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'drop_after_create' });
    const id = await depositOk(t, m, 2_100);
    expect((await intentOf(t, id)).status).toBe('UNKNOWN');
    await answerPrompt(t, id, 'approve');
    await waitForIntent(t, id, (x) => x.status === 'SUCCEEDED');
    expect((await intentOf(t, id)).submitCount).toBe(1);
  });

  it('a synchronous rejection (AMOUNT_OUT_OF_BOUNDS above the operator maximum) fails at once without money', async () => {
    await patchConfig(t, 6000, { upperLimitPerTransaction: 10_000_000 });
    try {
      const m = await signUp(t);
      const res = await deposit(t, m, 6_000_000); // K60,000 > the sandbox's K50,000 per payment
      expect(res.code).toBe(ErrorCode.PAYMENT_REJECTED);
      const [row] = await t.database.db
        .selectFrom('payment_intents')
        .select(['status', 'failure_code', 'failure_message'])
        .where('member_id', '=', m.memberId)
        .execute();
      expect(row).toEqual({ status: 'FAILED', failure_code: 'INVALID_REQUEST', failure_message: 'AMOUNT_OUT_OF_BOUNDS' });
      expect(await cashOf(t, m.token)).toBe(0);
    } finally {
      await patchConfig(t, 6000, { upperLimitPerTransaction: 5_000_000 });
    }
  });

  it('the provider refusing service: nothing is taken and the player is told', async () => {
    const m = await signUp(t);
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'unavailable' });
    const res = await deposit(t, m, 2_200);
    expect(res.code).toBe(ErrorCode.PAYMENT_REJECTED);
    expect(res.msg).toMatch(/^The mobile-money operator did not accept the request: /);
    expect(await cashOf(t, m.token)).toBe(0);
    // The failed attempt does not block the next one.
    expect((await deposit(t, m, 2_200)).code).toBe(0);
  });
});

describe('late success after the prompt closed (§10.13)', () => {
  it('closes the deposit for the player, then credits and flags a late success', async () => {
    const m = await signUp(t, { mobile: '0973456129' }); // stuck at the provider, no callback
    const pushes = await recordPushes(t, m.memberId);
    const id = await depositOk(t, m, 2_300);
    await pollAfter(11 * 60_000); // past the 10-minute prompt window of config 6000
    const closed = await intentOf(t, id);
    expect(closed.expiredAt).not.toBeNull();
    expect(closed.status).not.toBe('FAILED');
    const shown = await api<{ status: number; desc: string }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
    expect(shown.data).toEqual({
      status: 4,
      desc: 'The payment was not confirmed in time. If money left your mobile-money account, it will be credited automatically.',
    });
    expect(pushes.some((p) => p.object === 'Deposit' && p.data.status === 4)).toBe(true);

    await control(t, 'POST', `/intents/pawapay/${id}/force`, { outcome: 'success' });
    const late = await waitForIntent(t, id, (x) => x.status === 'SUCCEEDED');
    expect(late.lateSuccess).toBe(true);
    expect(await cashOf(t, m.token)).toBe(2_300);
    expect(pushes).toContainEqual({
      object: 'Deposit',
      event: 'StatusChange',
      data: { no: id, status: 3, desc: 'Deposit successful: K23.00 added' },
    });
  });
});

describe('limits (§10.19, seed §9)', () => {
  it('at most one open prompt: parallel deposits start exactly one', async () => {
    const m = await signUp(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => deposit(t, m, 1_000)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.PAYMENT_IN_PROGRESS)).toHaveLength(5);
  });

  it('the daily deposit limit counts successful and open deposits of the market day', async () => {
    await patchConfig(t, 6000, { dailyLimit: 10_000 });
    try {
      const m = await signUp(t);
      const first = await depositOk(t, m, 6_000);
      await answerPrompt(t, first, 'approve');
      await waitForIntent(t, first, (x) => x.status === 'SUCCEEDED');
      const over = await deposit(t, m, 5_000);
      expect(over).toMatchObject({
        code: ErrorCode.LIMIT_EXCEEDED,
        msg: 'Deposits are limited to K100.00 per day. You can deposit K40.00 more today.',
      });
      // A failed deposit does not use up the limit.
      const declined = await depositOk(t, m, 4_000);
      await answerPrompt(t, declined, 'reject');
      await waitForIntent(t, declined, (x) => x.status === 'FAILED');
      expect((await deposit(t, m, 4_000)).code).toBe(0);
    } finally {
      await patchConfig(t, 6000, { dailyLimit: 30_000_000 });
    }
  });
});
