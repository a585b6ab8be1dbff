/**
 * Withholding tax through the HTTP routes with a moving clock (docs/product-rules/wallet-tax.md):
 * the quote (getMemberTax) and the charge (withdraw init) agree, a deposit keeps covering the
 * withdrawal it paid for after it is 30 days old, refused or failed withdrawals drop out, and
 * withdrawals still in flight or held for review count.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { MemberTax, WithdrawRecord } from '@nyota/contract/api/payments';
import { ManualClock } from '../../platform/clock.js';
import { login } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import {
  api,
  channelId,
  createPaymentsTestApp,
  fundByDeposit,
  patchConfig,
  signUp,
  waitForIntent,
  type Env,
  type PayTestApp,
  type SignedUp,
} from './payments.test-kit.js';

const DAY = 24 * 3600_000;

let t: PayTestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createPaymentsTestApp({ clock: new ManualClock(new Date('2026-03-02T09:00:00Z')) });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  // Tax alone: its cases withdraw deposits never staked, which the extra fee
  // (unwagered-fee.flow.test.ts) would also charge; its own tests cover it.
  await patchConfig(t, 6002, { unwageredFee: { rate: 0, multiple: 1, windowDays: 30 } });
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and signs in again (a session lasts 7 days). */
async function later(m: SignedUp, ms: number): Promise<void> {
  (t.clock as ManualClock).advance(ms);
  const res = await login(t, m.mobile, m.password);
  if (res.code !== 0) throw new Error(`login: ${res.code} ${res.msg}`);
  m.token = res.data.token;
}

/** Money won in games: no deposit behind it. */
async function win(m: SignedUp, amount: number): Promise<void> {
  await ledger.transfer({
    idempotencyKey: `test-win:${randomUUID()}`,
    kind: 'win',
    legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: m.memberId, kind: 'cash' }, amount: toMinor(amount) }],
  });
}

async function quote(m: SignedUp, money: number): Promise<MemberTax> {
  const res = await api<MemberTax>(t, 'GET', routes.withdrawMemberTax.path, { money: String(money) }, m.token);
  if (res.code !== 0) throw new Error(`getMemberTax: ${res.code} ${res.msg}`);
  return res.data;
}

async function withdraw(m: SignedUp, money: number): Promise<Env<WithdrawRecord>> {
  const channel = String(await channelId(t, 'withdraw', 'AIRTEL'));
  return api<WithdrawRecord>(
    t,
    'POST',
    routes.withdrawInit.path,
    { money: String(money), message: '', channel, payChannel: 'AIRTEL' },
    m.token,
  );
}

/** Quotes, then withdraws, and checks that the charge is the quote. */
async function withdrawAsQuoted(m: SignedUp, money: number): Promise<WithdrawRecord> {
  const q = await quote(m, money);
  const res = await withdraw(m, money);
  expect(res.code).toBe(0);
  expect(res.data).toMatchObject({ money, tax: q.tax, fee: q.fee, net: q.net });
  return res.data;
}

describe('withholding tax over time (config 6002: 10%, Airtel fee 1%)', () => {
  it('a deposit older than 30 days still covers the withdrawal it paid for (the three seen cases)', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000); // K100 on day -31
    await later(m, 11 * DAY);
    const first = await withdrawAsQuoted(m, 10_000); // K100 on day -20: all of it deposited money
    expect(first.tax).toBe(0);
    await waitForIntent(t, first.tradeNo, (i) => i.status === 'SUCCEEDED');
    await later(m, 20 * DAY);
    await win(m, 10_000);

    // Today: K100 more than was ever deposited is withdrawn, K10 at most is due on it.
    expect(await quote(m, 10_000)).toEqual({
      tax: 1_000,
      fee: 100,
      net: 8_900,
      taxRate: 1000,
      taxableAmount: 10_000,
      extraFee: 0,
      unwageredAmount: 0,
      extraFeeRate: 0,
    });
    expect(await quote(m, 1_000)).toMatchObject({ tax: 100, net: 890, taxableAmount: 1_000 });

    // Deposit K200 today and take the same K200 out: none of it is winnings.
    await fundByDeposit(t, m, 20_000);
    expect((await withdrawAsQuoted(m, 20_000)).tax).toBe(0);
    // What is left is the K100 won: taxed once, as quoted.
    expect((await withdrawAsQuoted(m, 10_000)).tax).toBe(1_000);
  });

  it('a withdrawal held for review counts; once refused it no longer does', async () => {
    await patchConfig(t, 6002, { instantDailyCap: 5_000 });
    try {
      const m = await signUp(t);
      await fundByDeposit(t, m, 10_000);
      await later(m, 40 * DAY);
      const held = await withdrawAsQuoted(m, 10_000);
      expect(held).toMatchObject({ status: 0, tax: 0 });
      await win(m, 10_000);
      // The held K100 has left the balance and used the deposit up: the K100 won is taxed.
      expect(await quote(m, 10_000)).toMatchObject({ tax: 1_000, taxableAmount: 10_000 });
      await t.app.payments.withdrawals.reject(held.tradeNo, 'staff:ana', 'test');
      // Refused and refunded: the deposit covers K100 again, the K200 balance is half deposit.
      expect(await quote(m, 10_000)).toMatchObject({ tax: 0, taxableAmount: 0 });
      expect(await quote(m, 20_000)).toMatchObject({ tax: 1_000, taxableAmount: 10_000 });
    } finally {
      await patchConfig(t, 6002, { instantDailyCap: 2_000_000 });
    }
  });

  it('tax withheld earlier counts toward the next withdrawal, however long ago', async () => {
    const m = await signUp(t);
    await win(m, 30_000);
    expect((await withdrawAsQuoted(m, 10_000)).tax).toBe(1_000);
    await later(m, 45 * DAY);
    // K200 more won and nothing deposited: K20 on this one, the first K10 is not charged again.
    expect(await quote(m, 20_000)).toMatchObject({ tax: 2_000, taxableAmount: 20_000 });
  });
});
