/**
 * The extra fee on withdrawing deposits not yet staked (docs/product-rules/wallet-unwagered-fee.md)
 * through the HTTP routes, real slot spins and the activity stream, on PGlite and PostgreSQL: the
 * quote (getMemberTax) equals the charge whether or not the turnover consumer has caught up, stakes
 * cover deposits, winnings are never charged, a deposit older than the window is not, parallel
 * withdrawals split the fee without doubling it, the fee reaches the fees account, and the ledger
 * verifies clean.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { MemberTax, WithdrawRecord } from '@nyota/contract/api/payments';
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { ManualClock } from '../../platform/clock.js';
import { login } from '../auth/auth.test-kit.js';
import { LedgerService, verifyLedger } from '../ledger/index.js';
import {
  api,
  cashOf,
  channelId,
  createPaymentsTestApp,
  fundByDeposit,
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
  t = await createPaymentsTestApp({ clock: new ManualClock(new Date('2026-04-01T09:00:00Z')) });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(async () => {
  await t.close();
});

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

/** Real-money slot spins through the API: each writes bet.settled with its cash stake. */
async function spin(m: SignedUp, times: number, stake: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const r = await api<SlotSpinData>(t, 'POST', routes.slotSpin.path, { gameId: '2', stake: String(stake) }, m.token);
    if (r.code !== 0) throw new Error(`spin: ${r.code} ${r.msg}`);
  }
}

/** Money won without a stake on the stream (a prize), so no deposit is covered by it. */
async function win(m: SignedUp, amount: number): Promise<void> {
  await ledger.transfer({
    idempotencyKey: `test-win:${randomUUID()}`,
    kind: 'win',
    legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: m.memberId, kind: 'cash' }, amount: toMinor(amount) }],
  });
}

async function fees(): Promise<number> {
  const rows = await t.database.db.selectFrom('ledger_accounts').select('balance').where('system_name', '=', 'fees').execute();
  return rows.reduce((s, r) => s + Number(r.balance), 0);
}

/** The same quote before and after the consumer catches up: its lag never changes the answer. */
async function quoteLagFree(m: SignedUp, money: number): Promise<MemberTax> {
  const before = await quote(m, money);
  await t.app.activityStream.drain();
  expect(await quote(m, money)).toEqual(before);
  return before;
}

/** Charges exactly the quote; the fee (channel 1% + extra) reaches the fees account on success. */
async function withdrawAsQuoted(m: SignedUp, money: number, q: MemberTax): Promise<void> {
  const feesBefore = await fees();
  const res = await withdraw(m, money);
  expect(res.code).toBe(0);
  expect(res.data).toMatchObject({ money, fee: q.fee + q.extraFee, tax: q.tax, net: q.net });
  await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'SUCCEEDED');
  expect((await fees()) - feesBefore).toBe(q.fee + q.extraFee);
}

describe('extra fee on unwagered deposits (config 6002 default: 10%, 1x, 30 days)', () => {
  it('a deposit withdrawn without play pays the extra fee, quoted before the consumer ran', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    const q = await quote(m, 5_000); // the consumer has not applied the deposit yet
    expect(q).toMatchObject({ fee: 50, extraFee: 500, unwageredAmount: 5_000, extraFeeRate: 1000, tax: 0, net: 4_450 });
    await withdrawAsQuoted(m, 5_000, q);
    // The other half is still unwagered: charged once too, not twice.
    await t.app.activityStream.drain();
    expect(await quoteLagFree(m, 5_000)).toMatchObject({ extraFee: 500, unwageredAmount: 5_000 });
  });

  it('a deposit staked once over pays no extra fee', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await spin(m, 10, 1_000);
    await win(m, 5_000); // whatever the reels gave, enough to withdraw
    const q = await quoteLagFree(m, 5_000);
    expect(q).toMatchObject({ fee: 50, extraFee: 0, unwageredAmount: 0 });
    await withdrawAsQuoted(m, 5_000, q);
  });

  it('partly staked: the fee is on the unstaked part only', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await spin(m, 4, 1_000);
    const balance = await cashOf(t, m.token);
    const q = await quoteLagFree(m, balance);
    expect(q).toMatchObject({ extraFee: 600, unwageredAmount: 6_000 });
    await withdrawAsQuoted(m, balance, q);
  });

  it('winnings alone, and winnings beyond the unwagered money, carry no extra fee', async () => {
    const m = await signUp(t);
    await win(m, 20_000);
    expect(await quoteLagFree(m, 10_000)).toMatchObject({ extraFee: 0, unwageredAmount: 0 });
    await fundByDeposit(t, m, 5_000);
    // Balance 25,000 of which 5,000 unwagered: 20,000 are free, only what goes beyond them is charged.
    expect(await quoteLagFree(m, 20_000)).toMatchObject({ extraFee: 0 });
    const q = await quoteLagFree(m, 22_000);
    expect(q).toMatchObject({ extraFee: 200, unwageredAmount: 2_000 });
    await withdrawAsQuoted(m, 22_000, q);
  });

  it('parallel withdrawals each pay for the unwagered money they take, none twice', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    const whole = await quote(m, 10_000);
    expect(whole).toMatchObject({ extraFee: 1_000 });
    const [a, b] = await Promise.all([withdraw(m, 5_000), withdraw(m, 5_000)]);
    expect([a?.code, b?.code]).toEqual([0, 0]);
    expect((a?.data.fee ?? 0) + (b?.data.fee ?? 0)).toBe(whole.fee + whole.extraFee);
    expect(await cashOf(t, m.token)).toBe(0);
  });

  it('a deposit older than the window no longer counts', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    (t.clock as ManualClock).advance(31 * DAY);
    const res = await login(t, m.mobile, m.password);
    m.token = res.data.token;
    expect(await quoteLagFree(m, 10_000)).toMatchObject({ extraFee: 0, unwageredAmount: 0 });
  });

  it('the ledger verifies clean', async () => {
    const report = await verifyLedger(t.database.db);
    expect(report.violations).toEqual([]);
  });
});
