/**
 * The daily sign-in bonus over HTTP: a guest sees the offer; a member claims it once per market day
 * (coins by default, paid from the campaign's budget), a second claim the same day and 500 at once
 * pay nothing more; the next market day pays again; a member on a time-out is refused with the
 * eligibility reason; an offer switched off answers "No Bonus Found". Refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { SignInBonusData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { login } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { api, createPaymentsTestApp, fundByDeposit, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
// 10:00 in Lusaka.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  admin = await makeStaff(staffModuleOf(t), 'admin');
});
afterAll(() => t.close());

const signInOffer = DEFAULT_OFFER_SETTINGS.signIn;
let admin: TestStaff;
const save = async (value: object) => {
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
};
const view = (token?: string) => api<SignInBonusData>(t, 'GET', routes.signInBonus.path, {}, token);
const claim = (token: string) => api<SignInBonusData>(t, 'POST', routes.signInBonusClaim.path, {}, token);

describe('sign-in bonus', () => {
  it('shows a guest the offer, unclaimed', async () => {
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, type: 3, claimed: false, nextAt: null });
    expect(res.data.bonuses).toEqual([{ type: 3, id: 1, name: 'Daily sign-in coins', amount: 500, copies: 1 }]);
  });

  it('pays once per market day, however many claims arrive at once', async () => {
    const m = await signUp(t);
    // The bench asks 500 at once (bench/rewards.bench.ts); 40 keep this test quick on PGlite.
    const claims = await Promise.all(Array.from({ length: 40 }, () => claim(m.token)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    for (const c of claims.filter((x) => x.code !== 0)) expect(c.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await ledger.balances(m.memberId)).coin).toBe(500);
    const state = await view(m.token);
    expect(state.data.claimed).toBe(true);
    // The next claim opens at Lusaka midnight (22:00 UTC).
    expect(state.data.nextAt).toBe('2026-11-20T22:00:00.000Z');
    const again = await claim(m.token);
    expect(again.msg).toBe("You have claimed today's sign-in bonus. Come back tomorrow.");
    clock.set(new Date('2026-11-20T22:00:01Z'));
    expect((await claim(m.token)).code).toBe(0);
    expect((await ledger.balances(m.memberId)).coin).toBe(1_000);
  });

  it('refuses a member on a time-out with the eligibility reason, and pays nothing', async () => {
    const m = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const res = await claim(m.token);
    expect(res.code).toBe(ErrorCode.REWARD_NOT_ELIGIBLE);
    expect(res.msg).toBe('Offers and promotions are paused while you are on a time-out.');
    expect((await ledger.balances(m.memberId)).coin).toBe(0);
    expect((await view(m.token)).data.claimed).toBe(false);
  });

  it('answers No Bonus Found when staff switch it off, and pays what they set when on', async () => {
    expect(await save({ signIn: { ...signInOffer, enabled: false } })).toBe(0);
    const m = await signUp(t);
    const off = await claim(m.token);
    expect([off.code, off.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'No Bonus Found']);
    expect(await save({ signIn: { ...signInOffer, bonusType: 2 } })).toBe(ErrorCode.SETTINGS_INVALID);
    expect(await save({ signIn: { ...signInOffer, enabled: true, bonusType: 1, amount: 200 } })).toBe(0);
    expect((await claim(m.token)).code).toBe(0);
    expect((await ledger.balances(m.memberId)).cash).toBe(200);
  });

  it('is for its audience only: outside it the offer reads off and a claim is refused, changing nothing', async () => {
    const notForYou = [ErrorCode.OFFER_UNAVAILABLE, 'This offer is not available on your account.'];
    expect(await save({ signIn: { ...signInOffer, audience: 'depositors' } })).toBe(0);
    const m = await signUp(t);
    expect((await view(m.token)).data.enable).toBe(false);
    // A guest is a new member who has not deposited.
    expect((await view()).data.enable).toBe(false);
    const refused = await claim(m.token);
    expect([refused.code, refused.msg]).toEqual(notForYou);
    expect((await ledger.balances(m.memberId)).coin).toBe(0);
    await fundByDeposit(t, m, 5_000);
    expect((await view(m.token)).data.enable).toBe(true);
    expect((await claim(m.token)).code).toBe(0);

    expect(await save({ signIn: { ...signInOffer, audience: 'new_members' } })).toBe(0);
    const fresh = await signUp(t);
    expect((await view(fresh.token)).data.enable).toBe(true);
    expect((await view()).data.enable).toBe(true);
    clock.advance(7 * 86_400_000);
    const again = await login(t, fresh.mobile, fresh.password);
    const late = await claim(again.data.token);
    expect([late.code, late.msg]).toEqual(notForYou);
    expect((await ledger.balances(fresh.memberId)).coin).toBe(0);
    expect(await save({ signIn: signInOffer })).toBe(0);
  });
});
