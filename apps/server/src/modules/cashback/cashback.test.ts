/**
 * Weekly cashback over HTTP, weeks in Lusaka (UTC+2): the `cashback` consumer adds only the cash
 * parts of settled real-money bets (bonus stakes and what they won, coin bets left out) to the
 * member's week; last week's 12% is claimable from Monday 06:00 to Sunday 23:59, paid as cash once
 * however many claims arrive, capped, refused below the minimum loss, after the window, on a
 * time-out (eligibility) and when the budget is spent, each time with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { CashbackData } from '@nyota/contract/api/cashback';
import { ErrorCode } from '@nyota/contract/error-codes';
import { trialFundPreset, weeklyCashbackPreset } from '@nyota/contract/staff/cashback-offer-schemas';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { appendActivity } from '../activity/index.js';
import { login, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { api } from '../payments/payments.test-kit.js';
import { saveOffers, shownOffers } from './cashback.test-kit.js';

let t: TestApp;
let ledger: LedgerService;
// Wednesday 2026-11-18 12:00 in Lusaka: the week of Monday the 16th.
const WED = new Date('2026-11-18T10:00:00Z');
// Monday the 23rd 06:00 (the claim window of the 16th's week opens) and Sunday the 29th 23:59:59 (its last second).
const NEXT_MON = new Date('2026-11-23T04:00:00Z');
const LAST_SECOND = new Date('2026-11-29T21:59:59Z');
const clock = new ManualClock(WED);
const preset = weeklyCashbackPreset('zm');
let betNo = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<CashbackData>(t, 'GET', routes.cashback.path, {}, token);
/** A new session now (a week on, the sign-up's session has ended). */
const again = async (m: SignedUp): Promise<SignedUp> => ({ ...m, token: (await login(t, m.mobile, m.password)).data.token });
const claim = (token: string) => api<CashbackData>(t, 'POST', routes.cashbackClaim.path, {}, token);

async function bet(
  memberId: string,
  at: Date,
  stake: number,
  payout: number,
  more: { bonusStake?: number; unit?: 'cash' | 'coin' } = {},
) {
  const payload = {
    gameId: 1,
    betRef: `cb-${(betNo += 1)}`,
    unit: more.unit ?? ('cash' as const),
    stake,
    payout,
    multiplier: stake > 0 ? Math.floor((payout * 100) / stake) : 0,
    bonusStake: more.bonusStake ?? 0,
  };
  await t.database.db.transaction().execute((trx) => appendActivity(trx, { kind: 'bet.settled', memberId, at, payload }));
}

describe('weekly cashback', () => {
  it('shows a guest the rule and nothing to claim', async () => {
    clock.set(WED);
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, percent: 12, state: 'unavailable', thisWeek: null, lastWeek: null });
    expect(res.data).toMatchObject({ weeklyCap: preset.weeklyCap, minLoss: preset.minLoss, title: 'Weekly cashback' });
  });

  it("gives staff the market's presets to edit before either section is saved", async () => {
    const shown = await shownOffers(t);
    expect(shown?.['weeklyCashback']).toEqual(preset);
    expect(shown?.['trialFund']).toEqual(trialFundPreset('zm'));
  });

  it('refuses when the budget is spent, and pays nothing', async () => {
    expect(await saveOffers(t, { ...DEFAULT_OFFER_SETTINGS, weeklyCashback: { ...preset, budget: 0 } })).toBe(0);
    clock.set(WED);
    const m = await signUp(t);
    await bet(m.memberId, WED, 10_000, 0);
    clock.set(NEXT_MON);
    const res = await claim(m.token);
    expect(res.code).toBe(ErrorCode.REWARD_BUDGET_EXHAUSTED);
    expect((await ledger.balances(m.memberId)).cash).toBe(0);
    expect((await view(m.token)).data.state).toBe('claim_now');
    expect(await saveOffers(t, { ...DEFAULT_OFFER_SETTINGS, weeklyCashback: preset })).toBe(0);
  });

  it('counts cash only, puts Monday 05:59 in the week before, and pays 12% once to 50 claims at once', async () => {
    clock.set(WED);
    const m = await signUp(t);
    await bet(m.memberId, WED, 20_000, 5_000); // lost 150.00 cash
    await bet(m.memberId, WED, 10_000, 30_000, { bonusStake: 5_000 }); // 50.00 cash staked, won 150.00 cash (150.00 bonus)
    await bet(m.memberId, WED, 50_000, 0, { bonusStake: 50_000 }); // all bonus: not counted
    await bet(m.memberId, WED, 90_000, 0, { unit: 'coin' }); // coins: not counted
    await bet(m.memberId, new Date('2026-11-23T03:59:00Z'), 30_000, 0); // Monday 05:59: last week
    await t.app.activityStream.drain();
    const during = await view(m.token);
    expect(during.data.thisWeek).toMatchObject({ staked: 55_000, won: 20_000, netLoss: 35_000, cashback: 4_200 });
    expect(during.data.thisWeek?.startsAt).toBe('2026-11-16T04:00:00.000Z');
    expect(during.data.state).toBe('unavailable');
    // A bet at Monday 06:00 is the new week's; not drained, it is read ahead of the consumer.
    await bet(m.memberId, NEXT_MON, 7_000, 0);
    clock.set(NEXT_MON);
    const open = await view(m.token);
    expect(open.data.lastWeek).toMatchObject({ staked: 55_000, won: 20_000, netLoss: 35_000, cashback: 4_200 });
    expect(open.data.thisWeek).toMatchObject({ staked: 7_000, netLoss: 7_000 });
    expect(open.data).toMatchObject({ state: 'claim_now', claimUntil: '2026-11-29T22:00:00.000Z' });
    const claims = await Promise.all(Array.from({ length: 50 }, () => claim(m.token)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    for (const c of claims.filter((x) => x.code !== 0)) expect(c.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await ledger.balances(m.memberId)).cash).toBe(4_200);
    const twice = await claim(m.token);
    expect(twice.msg).toBe("You have claimed last week's cashback already. This week's opens on Monday at 06:00.");
    expect((await view(m.token)).data.state).toBe('claimed');
    expect((await ledger.balances(m.memberId)).cash).toBe(4_200);
  });

  it('caps at the weekly cap, refuses a loss under the minimum and a claim after Sunday 23:59', async () => {
    clock.set(WED);
    const big = await signUp(t);
    const small = await signUp(t);
    const late = await signUp(t);
    await bet(big.memberId, WED, preset.weeklyCap * 20, 0);
    await bet(small.memberId, WED, preset.minLoss - 1, 0);
    await bet(late.memberId, WED, 10_000, 0);
    clock.set(LAST_SECOND);
    const [b, sm, lt] = [await again(big), await again(small), await again(late)];
    expect((await claim(b.token)).code).toBe(0);
    expect((await ledger.balances(big.memberId)).cash).toBe(preset.weeklyCap);
    const none = await claim(sm.token);
    expect([none.code, none.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      "No cashback to claim: last week's net cash loss was under K10.00, or you did not lose.",
    ]);
    expect((await view(sm.token)).data.state).toBe('unavailable');
    clock.set(new Date(LAST_SECOND.getTime() + 1_000));
    const closed = await claim(lt.token);
    expect([closed.code, closed.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      "Last week's cashback can no longer be claimed. This week's opens on Monday at 06:00.",
    ]);
    expect((await ledger.balances(late.memberId)).cash).toBe(0);
    expect((await ledger.balances(small.memberId)).cash).toBe(0);
  });

  it('refuses a member on a time-out with the eligibility reason (Swahili too), and pays nothing', async () => {
    clock.set(WED);
    const m = await signUp(t);
    await bet(m.memberId, WED, 10_000, 0);
    clock.set(NEXT_MON);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const res = await claim(m.token);
    expect(res.code).toBe(ErrorCode.REWARD_NOT_ELIGIBLE);
    expect((await ledger.balances(m.memberId)).cash).toBe(0);
  });
});
