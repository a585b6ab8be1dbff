/**
 * The 7-day bonus over HTTP: a guest sees seven locked days; a member's first look starts their
 * seven market days; claim-all pays every claimable day once, however many claims arrive at once;
 * a day missed stays claimable until the seven days end, and then every day reads 0 with claiming
 * off; eligibility refuses a member on a time-out; a bonus-money day shows its terms before the
 * claim, pays bonus money with them frozen, and the terms page (links/6) prints the same terms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { BonusTermsData, MyBonusesData, SevenDayBonusData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import { trialFundPreset } from '@nyota/contract/staff/cashback-offer-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_OFFER_SETTINGS, DEFAULT_SEVEN_DAY } from '@nyota/contract/staff/offer-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import { api, createPaymentsTestApp, fundByDeposit, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
// 10:00 in Lusaka (UTC+2).
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<SevenDayBonusData>(t, 'GET', routes.sevenDayBonus.path, {}, token);
const claimAll = (token: string) => api<SevenDayBonusData>(t, 'POST', routes.sevenDayClaimAll.path, {}, token);
const statuses = (d: SevenDayBonusData) => d.bonuses.map((b) => b.status);

async function saveOffers(value: object): Promise<number> {
  const admin = await makeStaff(staffModuleOf(t), 'admin');
  const who = await signIn(t, admin);
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'offers')?.current?.version ?? 0;
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'offers', value, baseVersion, reason: 'test' },
    ...asStaff(who),
  });
  return res.json<{ code: number }>().code;
}

describe('7-day bonus', () => {
  it('shows a guest seven locked days, not started', async () => {
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, status: 0, expireAt: null, terms: null, title: '7-day bonus' });
    expect(statuses(res.data)).toEqual([-2, -2, -2, -2, -2, -2, -2]);
    expect(res.data.bonuses[0]).toEqual({ type: 3, id: 1, name: 'Day 1 coins', amount: 200, copies: 1, status: -2 });
  });

  it('starts on first look, pays each day once however many claims arrive, and keeps a missed day', async () => {
    clock.set(new Date('2026-11-20T08:00:00Z'));
    const m = await signUp(t);
    const first = await view(m.token);
    expect(first.data.status).toBe(1);
    expect(statuses(first.data)).toEqual([0, -2, -2, -2, -2, -2, -2]);
    // Seven Lusaka days from the 20th: they end at midnight starting the 27th (22:00 UTC on the 26th).
    expect(first.data.expireAt).toBe('2026-11-26T22:00:00.000Z');
    const claims = await Promise.all(Array.from({ length: 30 }, () => claimAll(m.token)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    for (const c of claims.filter((x) => x.code !== 0)) expect(c.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await ledger.balances(m.memberId)).coin).toBe(200);
    expect(statuses((await view(m.token)).data)).toEqual([1, -2, -2, -2, -2, -2, -2]);
    const again = await claimAll(m.token);
    expect(again.msg).toBe('Nothing to claim now: your next 7-day reward opens at midnight.');
    // Two market days on: days 2 and 3 are both claimable, and one claim-all pays both.
    clock.set(new Date('2026-11-22T06:00:00Z'));
    expect(statuses((await view(m.token)).data)).toEqual([1, 0, 0, -2, -2, -2, -2]);
    const both = await claimAll(m.token);
    expect(statuses(both.data)).toEqual([1, 1, 1, -2, -2, -2, -2]);
    expect((await ledger.balances(m.memberId)).coin).toBe(200 + 300 + 400);
    // After the seventh day: every day reads 0 and claiming is off.
    clock.set(new Date('2026-11-26T22:00:01Z'));
    const over = await view(m.token);
    expect([over.data.status, statuses(over.data)]).toEqual([-1, [0, 0, 0, 0, 0, 0, 0]]);
    const late = await claimAll(m.token);
    expect([late.code, late.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'Your 7-day bonus has ended.']);
    expect((await ledger.balances(m.memberId)).coin).toBe(900);
  });

  it('refuses a member on a time-out with the eligibility reason, and pays nothing', async () => {
    const m = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const res = await claimAll(m.token);
    expect(res.code).toBe(ErrorCode.REWARD_NOT_ELIGIBLE);
    expect((await ledger.balances(m.memberId)).coin).toBe(0);
    expect(statuses((await view(m.token)).data)[0]).toBe(0);
  });

  it('shows a bonus-money day its terms before the claim, grants it with them, and prints them on links/6', async () => {
    const terms = { ...DEFAULT_SEVEN_DAY.bonusTerms, wageringMultiple: 4, maxStake: 700 };
    const days = DEFAULT_SEVEN_DAY.days.map((d, i) =>
      i === 0 ? { bonusType: 2 as const, amount: 1_000, name: 'Bonus money' } : d,
    );
    expect(await saveOffers({ ...DEFAULT_OFFER_SETTINGS, sevenDay: { ...DEFAULT_SEVEN_DAY, days, bonusTerms: terms } })).toBe(0);
    expect(
      await saveOffers({
        ...DEFAULT_OFFER_SETTINGS,
        sevenDay: { ...DEFAULT_SEVEN_DAY, bonusTerms: { ...terms, wageringMultiple: 11 } },
      }),
    ).toBe(ErrorCode.SETTINGS_INVALID);
    const m = await signUp(t);
    const before = await view(m.token);
    expect(before.data.terms).toEqual(terms);
    expect((await claimAll(m.token)).code).toBe(0);
    expect((await ledger.balances(m.memberId)).trial).toBe(1_000);
    const mine = await api<MyBonusesData>(t, 'GET', routes.myBonuses.path, {}, m.token);
    expect(mine.data.items[0]).toMatchObject({ status: 'active', amount: 1_000, wageringRequired: 4_000, maxStake: 700 });
    const page = await api<BonusTermsData>(t, 'GET', routes.bonusTerms.path, {});
    expect(page.data.maxWageringMultiple).toBe(10);
    expect(page.data.offers.find((o) => o.id === 'sevenDay')?.terms).toEqual(terms);
    expect(page.data.offers.find((o) => o.id === 'signIn')).toMatchObject({ terms: null, bonuses: [{ type: 3, amount: 500 }] });
    // The deposit offers print from their own sections: the first deposit's share and terms.
    const first = DEFAULT_OFFER_SETTINGS.firstDeposit;
    expect(page.data.offers.find((o) => o.id === 'firstDeposit')).toMatchObject({
      bonuses: [],
      shares: [{ type: 2, percent: first.percent, minDeposit: first.minDeposit, maxBonus: first.maxBonus }],
      terms: first.terms,
    });
    // The weekly trial fund (not saved yet: the market's preset, as its claims read it).
    const fund = trialFundPreset('zm');
    expect(page.data.offers.find((o) => o.id === 'trialFund')).toMatchObject({
      bonuses: [{ type: 2, amount: fund.amount }],
      terms: fund.bonusTerms,
    });
  });

  it('answers No Bonus Found when staff switch it off', async () => {
    expect(await saveOffers({ ...DEFAULT_OFFER_SETTINGS, sevenDay: { ...DEFAULT_SEVEN_DAY, enabled: false } })).toBe(0);
    const m = await signUp(t);
    expect((await view(m.token)).data).toMatchObject({ enable: false, status: -1 });
    const off = await claimAll(m.token);
    expect([off.code, off.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'No Bonus Found']);
  });

  it('is for its audience only: outside it the offer reads ended, a claim is refused and no run starts', async () => {
    const sevenDay = { ...DEFAULT_SEVEN_DAY, audience: 'non_depositors' };
    expect(await saveOffers({ ...DEFAULT_OFFER_SETTINGS, sevenDay })).toBe(0);
    const depositor = await signUp(t);
    await fundByDeposit(t, depositor, 5_000);
    expect((await view(depositor.token)).data).toMatchObject({ enable: false, status: -1, expireAt: null });
    const refused = await claimAll(depositor.token);
    expect([refused.code, refused.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'This offer is not available on your account.']);
    expect((await ledger.balances(depositor.memberId)).coin).toBe(0);
    const newcomer = await signUp(t);
    expect((await view(newcomer.token)).data).toMatchObject({ enable: true, status: 1 });
    expect((await claimAll(newcomer.token)).code).toBe(0);
    // Back to everyone: the depositor's seven days start on this first look, not before.
    expect(await saveOffers(DEFAULT_OFFER_SETTINGS)).toBe(0);
    expect(statuses((await view(depositor.token)).data)).toEqual([0, -2, -2, -2, -2, -2, -2]);
  });
});
