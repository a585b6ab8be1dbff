/**
 * Withdrawals end to end through the in-process sandbox: the reserve at request time, settlement
 * on a confirmed success, exactly one refund on a confirmed failure, payouts whose outcome is
 * unknown (never re-sent under a new id), the review queue above the instant cap, limits, and a
 * race of parallel withdrawals of one balance.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { LedgerService } from '../ledger/index.js';
import {
  api,
  cashOf,
  channelId,
  control,
  createPaymentsTestApp,
  flush,
  fundByDeposit,
  intentOf,
  patchConfig,
  signUp,
  waitForIntent,
  type Env,
  type PayTestApp,
  type SignedUp,
} from './payments.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(async () => {
  await t.close();
});

async function withdraw(m: SignedUp, money: number, operator = 'AIRTEL'): Promise<Env<WithdrawRecord>> {
  return api<WithdrawRecord>(
    t,
    'POST',
    routes.withdrawInit.path,
    { money: String(money), message: '', channel: String(await channelId(t, 'withdraw', operator)), payChannel: operator },
    m.token,
  );
}

async function keysOf(intentId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `withdraw:${intentId}:%`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.idempotency_key);
}

async function systemBalance(name: string): Promise<number> {
  const rows = await t.database.db.selectFrom('ledger_accounts').select('balance').where('system_name', '=', name).execute();
  return rows.reduce((s, r) => s + Number(r.balance), 0);
}

/** Money won in games (no deposit behind it), so withholding tax applies. */
async function win(m: SignedUp, amount: number): Promise<void> {
  await ledger.transfer({
    idempotencyKey: `test-win:${randomUUID()}`,
    kind: 'win',
    legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: m.memberId, kind: 'cash' }, amount: toMinor(amount) }],
  });
}

async function sandboxPayouts(msisdn: string): Promise<Array<{ id: string; direction: string }>> {
  const res = await control<{ intents: Array<{ id: string; direction: string }> }>(
    t,
    'GET',
    `/intents?provider=pawapay&msisdn=${msisdn}`,
  );
  return res.intents.filter((i) => i.direction === 'payout');
}

const e164 = (m: SignedUp) => `260${m.mobile.slice(1)}`;

describe('withdrawal', () => {
  it('reserves at once, pays the registered number, then settles net, fee and tax', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    const res = await withdraw(m, 5_000);
    expect(res.code).toBe(0);
    // Deposits cover the amount: no tax. Airtel's 1% fee (50) and, the deposit never having been
    // staked, the 10% extra fee on the 5,000 it takes (500, docs/product-rules/wallet-unwagered-fee.md).
    expect(res.data).toMatchObject({ money: 5_000, fee: 550, tax: 0, net: 4_450, channelCode: 'AIRTEL' });
    expect(await cashOf(t, m.token)).toBe(5_000);
    const done = await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'SUCCEEDED');
    expect(done.msisdn).toBe(e164(m));
    expect(await keysOf(done.id)).toEqual([`withdraw:${done.id}:reserve`, `withdraw:${done.id}:settle`]);
    expect(await cashOf(t, m.token)).toBe(5_000);
    const last = await api<WithdrawRecord | null>(
      t,
      'GET',
      routes.withdrawLastSuccessful.path,
      { channel: String(await channelId(t, 'withdraw', 'AIRTEL')) },
      m.token,
    );
    expect(last.data).toMatchObject({ tradeNo: done.id, status: 99, net: 4_450 });
  });

  it('withholds tax on winnings and posts it to tax_payable on success', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await win(m, 20_000);
    const quote = await api<{ tax: number; fee: number; net: number; taxRate: number }>(
      t,
      'GET',
      routes.withdrawMemberTax.path,
      { money: '30000' },
      m.token,
    );
    // The seed's 10% (config 6002) of (30,000 − 10,000 deposited). The 10,000 deposit was never
    // staked: the extra fee is 10% of it; the 20,000 of winnings carry none.
    expect(quote.data).toEqual({
      tax: 2_000,
      fee: 300,
      net: 26_700,
      taxRate: 1000,
      taxableAmount: 20_000,
      extraFee: 1_000,
      unwageredAmount: 10_000,
      extraFeeRate: 1000,
    });
    const taxBefore = await systemBalance('tax_payable');
    const res = await withdraw(m, 30_000);
    expect(res.data).toMatchObject({ tax: 2_000, fee: 1_300, net: 26_700 });
    await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'SUCCEEDED');
    expect((await systemBalance('tax_payable')) - taxBefore).toBe(2_000);
    // The tax withheld counts toward the next withdrawal: nothing more is due on the same winnings.
    await win(m, 1_000);
    const next = await api<{ tax: number }>(t, 'GET', routes.withdrawMemberTax.path, { money: '1000' }, m.token);
    expect(next.data.tax).toBe(100);
  });

  it('refunds exactly once on a confirmed failure, even when failure notices race', async () => {
    const m = await signUp(t, { mobile: '0973456089' }); // pawaPay sandbox: payout RECIPIENT_NOT_FOUND
    await fundByDeposit(t, m, 10_000);
    await control(t, 'PUT', '/callbacks/settings', { provider: 'pawapay', endpointDown: true });
    const res = await withdraw(m, 4_000);
    expect(await cashOf(t, m.token)).toBe(6_000);
    await flush(t); // the payout fails at the provider; its callback cannot reach us yet
    await control(t, 'PUT', '/callbacks/settings', { provider: 'pawapay', endpointDown: false });
    const id = res.data.tradeNo;
    expect((await intentOf(t, id)).status).not.toBe('FAILED');
    t.clock.advance(60_000);
    await Promise.all([
      control(t, 'POST', `/intents/pawapay/${id}/callback?direction=payout`, { times: 3 }),
      control(t, 'POST', `/intents/pawapay/${id}/callback?direction=payout`, { times: 3 }),
      t.app.payments.processor.confirm(id, 'callback'),
      t.app.payments.processor.confirm(id, 'callback'),
      t.app.payments.poller.runOnce(),
    ]);
    const failed = await waitForIntent(t, id, (i) => i.status === 'FAILED');
    expect(failed.failureCode).toBe('RECIPIENT_NOT_FOUND');
    expect(await keysOf(id)).toEqual([`withdraw:${id}:reserve`, `withdraw:${id}:refund`]);
    expect(await cashOf(t, m.token)).toBe(10_000);
    const rec = await api<WithdrawRecord[]>(
      t,
      'GET',
      routes.withdrawLastSuccessful.path,
      { channel: String(failed.channelId) },
      m.token,
    );
    expect(rec.data).toBeNull();
  });

  it('does not re-send a payout whose initiation outcome is unknown; the status query finds it', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'http_500_after_create' });
    const res = await withdraw(m, 3_000);
    expect(res.code).toBe(0);
    const id = res.data.tradeNo;
    expect((await intentOf(t, id)).status).toBe('UNKNOWN');
    expect(res.data.status).toBe(9);
    t.clock.advance(16_000);
    await t.app.payments.poller.runOnce();
    const done = await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    expect(done.submitCount).toBe(1);
    expect((await sandboxPayouts(e164(m))).map((p) => p.id)).toEqual([id]);
    expect(await cashOf(t, m.token)).toBe(7_000);
  });

  it('re-submits with the same id when the provider never saw it (NOT_FOUND)', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await control(t, 'POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'drop_before_create' });
    const res = await withdraw(m, 3_000);
    const id = res.data.tradeNo;
    expect((await intentOf(t, id)).status).toBe('UNKNOWN');
    expect(await sandboxPayouts(e164(m))).toEqual([]);
    t.clock.advance(16_000);
    await t.app.payments.poller.runOnce();
    const done = await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    expect(done.submitCount).toBe(2);
    expect((await sandboxPayouts(e164(m))).map((p) => p.id)).toEqual([id]);
    expect(await keysOf(id)).toEqual([`withdraw:${id}:reserve`, `withdraw:${id}:settle`]);
  });

  it('holds a day above the instant cap for review: approve pays, reject refunds (status -2)', async () => {
    await patchConfig(t, 6002, { instantDailyCap: 5_000 });
    try {
      const m = await signUp(t);
      await fundByDeposit(t, m, 20_000);
      const small = await withdraw(m, 4_000);
      expect(small.data.status).not.toBe(0);
      const held = await withdraw(m, 3_000); // 7,000 today > 5,000
      expect(held.data.status).toBe(0);
      const rejected = await withdraw(m, 2_000);
      expect(rejected.data.status).toBe(0);
      expect(await cashOf(t, m.token)).toBe(11_000);
      expect(await sandboxPayouts(e164(m))).toHaveLength(1);
      const queue = (await t.app.payments.withdrawals.reviewQueue()).map((i) => i.id);
      expect(queue).toEqual(expect.arrayContaining([held.data.tradeNo, rejected.data.tradeNo]));
      // The poller leaves held withdrawals alone.
      t.clock.advance(120_000);
      await t.app.payments.poller.runOnce();
      expect(await sandboxPayouts(e164(m))).toHaveLength(1);

      await t.app.payments.withdrawals.approve(held.data.tradeNo, 'staff:ana', 'documents checked');
      await waitForIntent(t, held.data.tradeNo, (i) => i.status === 'SUCCEEDED');
      const r = await t.app.payments.withdrawals.reject(rejected.data.tradeNo, 'staff:ana', 'not the owner of the account');
      expect(r.status).toBe('FAILED');
      expect(t.app.payments.withdrawals.record(r).status).toBe(-2);
      expect(await cashOf(t, m.token)).toBe(13_000);
      expect(await keysOf(rejected.data.tradeNo)).toEqual([
        `withdraw:${rejected.data.tradeNo}:reserve`,
        `withdraw:${rejected.data.tradeNo}:refund`,
      ]);
      // A decision is final: neither can be approved or rejected again.
      await expect(t.app.payments.withdrawals.approve(rejected.data.tradeNo, 'staff:bo')).rejects.toThrow();
      await expect(t.app.payments.withdrawals.reject(held.data.tradeNo, 'staff:bo')).rejects.toThrow();
    } finally {
      await patchConfig(t, 6002, { instantDailyCap: 2_000_000 });
    }
  });

  it('enforces the daily withdrawal limit and the switch, with the configured message', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 20_000);
    await patchConfig(t, 6002, { dailyLimit: 6_000 });
    try {
      expect((await withdraw(m, 5_000)).code).toBe(0);
      const over = await withdraw(m, 2_000);
      expect(over).toMatchObject({
        code: ErrorCode.LIMIT_EXCEEDED,
        msg: 'Withdrawals are limited to K60.00 per day. You can withdraw K10.00 more today.',
      });
      await patchConfig(t, 6002, { enable: false, message: 'Back at 18:00' });
      expect(await withdraw(m, 1_000)).toMatchObject({
        code: ErrorCode.PAYMENT_DISABLED,
        msg: 'Withdrawals are paused: Back at 18:00',
      });
    } finally {
      await patchConfig(t, 6002, { dailyLimit: 10_000_000, enable: true, message: '' });
    }
  });

  it('refuses a withdrawal that fees and tax would leave empty, and an unsupported fee type', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await patchConfig(t, 6002, { minimumLimitPerTransaction: 100 });
    try {
      const zamtel = await withdraw(m, 200, 'ZAMTEL'); // K2.50 fixed fee on K2.00
      expect(zamtel.code).toBe(ErrorCode.NET_AMOUNT_ZERO);
      await t.database.db
        .updateTable('pay_channels')
        .set({ fee_type: 3 })
        .where('id', '=', await channelId(t, 'withdraw', 'MTN'))
        .execute();
      expect((await withdraw(m, 1_000, 'MTN')).code).toBe(ErrorCode.UNSUPPORTED_FEE_TYPE);
      expect(await cashOf(t, m.token)).toBe(10_000);
    } finally {
      await t.database.db
        .updateTable('pay_channels')
        .set({ fee_type: 1 })
        .where('id', '=', await channelId(t, 'withdraw', 'MTN'))
        .execute();
      await patchConfig(t, 6002, { minimumLimitPerTransaction: 1_000 });
    }
  });

  it('refuses a self-excluded member without reserving anything', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 5_000);
    const now = t.clock.now();
    await t.database.db
      .insertInto('self_exclusions')
      .values({
        member_id: m.memberId,
        period: '1m',
        reason: 'test',
        comment: '',
        starts_at: now,
        ends_at: new Date(now.getTime() + 30 * 86_400_000),
      })
      .execute();
    expect((await withdraw(m, 2_000)).code).toBe(ErrorCode.SELF_EXCLUDED);
    const rows = await t.database.db
      .selectFrom('payment_intents')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('direction', '=', 'withdraw')
      .execute();
    expect(rows).toEqual([]);
  });

  it('reserves exactly one of ten parallel withdrawals of the whole balance', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 8_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(m, 8_000)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.INSUFFICIENT_BALANCE)).toHaveLength(9);
    expect(await cashOf(t, m.token)).toBe(0);
    const rows = await t.database.db
      .selectFrom('payment_intents')
      .select('id')
      .where('member_id', '=', m.memberId)
      .where('direction', '=', 'withdraw')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
