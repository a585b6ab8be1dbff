/**
 * The weekly trial fund over HTTP: bonus money in each of a member's first four weeks (from the
 * moment they joined), each claimable for 3 days, granted once per week with the section's terms,
 * however many claims arrive; refused after the 3 days, after the 28 days, on a time-out
 * (eligibility) and when the budget is spent, each time with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { TrialFundData } from '@nyota/contract/api/cashback';
import type { MyBonusesData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import { trialFundPreset } from '@nyota/contract/staff/cashback-offer-schemas';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { login, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { api } from '../payments/payments.test-kit.js';
import { saveOffers } from './cashback.test-kit.js';

let t: TestApp;
let ledger: LedgerService;
const T0 = new Date('2026-11-18T10:00:00Z');
const DAY = 86_400_000;
const clock = new ManualClock(T0);
const preset = trialFundPreset('zm');

beforeAll(async () => {
  t = await createTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<TrialFundData>(t, 'GET', routes.trialFund.path, {}, token);
const claim = (token: string) => api<TrialFundData>(t, 'POST', routes.trialFundClaim.path, {}, token);
const at = async (m: SignedUp, ms: number): Promise<string> => {
  clock.set(new Date(T0.getTime() + ms));
  return (await login(t, m.mobile, m.password)).data.token;
};

describe('weekly trial fund', () => {
  it('shows a guest the offer, unavailable', async () => {
    clock.set(T0);
    const res = await view();
    expect(res.data).toMatchObject({
      enable: true,
      state: 'unavailable',
      amount: preset.amount,
      firstDays: 28,
      claimWithinDays: 3,
    });
    expect(res.data.terms).toEqual(preset.bonusTerms);
  });

  it('refuses when the budget is spent, and grants nothing', async () => {
    expect(await saveOffers(t, { ...DEFAULT_OFFER_SETTINGS, trialFund: { ...preset, budget: 0 } })).toBe(0);
    clock.set(T0);
    const m = await signUp(t);
    expect((await claim(m.token)).code).toBe(ErrorCode.REWARD_BUDGET_EXHAUSTED);
    expect((await ledger.balances(m.memberId)).trial).toBe(0);
    expect(await saveOffers(t, { ...DEFAULT_OFFER_SETTINGS, trialFund: preset })).toBe(0);
  });

  it('grants each of the first four weeks once, within 3 days, with its terms', async () => {
    clock.set(T0);
    const m = await signUp(t);
    const first = await view(m.token);
    expect(first.data).toMatchObject({ state: 'available', week: 1, claimUntil: new Date(T0.getTime() + 3 * DAY).toISOString() });
    const claims = await Promise.all(Array.from({ length: 50 }, () => claim(m.token)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    expect((await ledger.balances(m.memberId)).trial).toBe(preset.amount);
    expect((await claim(m.token)).msg).toBe("You have claimed this week's trial fund already.");
    const mine = await api<MyBonusesData>(t, 'GET', routes.myBonuses.path, {}, m.token);
    expect(mine.data.items[0]).toMatchObject({ amount: preset.amount, maxStake: preset.bonusTerms.maxStake });
    // Week 2 missed past its 3 days: refused, nothing granted; week 3 on its last second is paid.
    let token = await at(m, 7 * DAY + 3 * DAY);
    expect((await view(token)).data).toMatchObject({ state: 'unavailable', week: 2, claimUntil: null });
    const late = await claim(token);
    expect([late.code, late.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      "This week's trial fund had to be claimed within 3 days and can no longer be claimed.",
    ]);
    token = await at(m, 14 * DAY + 3 * DAY - 1_000);
    expect((await claim(token)).data).toMatchObject({ state: 'claimed', week: 3 });
    // Two grants now (the second waits behind the first while that one is being wagered).
    const both = await api<MyBonusesData>(t, 'GET', routes.myBonuses.path, {}, token);
    expect(both.data.items.map((i) => i.amount)).toEqual([preset.amount, preset.amount]);
    token = await at(m, 28 * DAY);
    const over = await claim(token);
    expect([over.code, over.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      'The weekly trial fund is only for your first 28 days as a member.',
    ]);
    expect((await view(token)).data).toMatchObject({ state: 'unavailable', week: null });
  });

  it('refuses a member on a time-out with the eligibility reason', async () => {
    clock.set(T0);
    const m = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    expect((await claim(m.token)).code).toBe(ErrorCode.REWARD_NOT_ELIGIBLE);
    expect((await ledger.balances(m.memberId)).trial).toBe(0);
  });
});
