/**
 * The bonus on every deposit: a market preset (on in Kenya at 5%, off elsewhere); in a market where
 * it is off a deposit gets nothing; when staff switch it on, every successful deposit gets its
 * percentage in cash once (settling again pays nothing more), on top of a first-deposit bonus; a
 * failed deposit and a member on a time-out get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { MARKETS } from '@nyota/contract/markets';
import { everyDepositPreset } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { depositOfferRoutes as r } from '@nyota/contract/api/deposit-offers';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import {
  answerPrompt,
  api,
  channelId,
  createPaymentsTestApp,
  fundByDeposit,
  signUp,
  transNoOf,
  waitForIntent,
  type PayTestApp,
} from '../payments/payments.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const cash = async (memberId: string) => (await ledger.balances(memberId)).cash;
const rewardsOf = (memberId: string) =>
  t.database.db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('campaign', '=', 'deposit-bonus')
    .execute();

describe('bonus on every deposit', () => {
  it('is a market preset: 5% in Kenya, off in the other markets', () => {
    expect(everyDepositPreset('ke')).toMatchObject({ enabled: true, percent: 5, maxBonus: 100_000 });
    for (const market of Object.values(MARKETS).filter((m) => m.code !== 'ke')) {
      expect(everyDepositPreset(market.code).enabled).toBe(false);
    }
  });

  it('gives nothing in a market whose preset is off', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await t.app.activityStream.drain();
    expect(await cash(m.memberId)).toBe(10_000);
    expect(await rewardsOf(m.memberId)).toHaveLength(0);
  });

  it('when on, pays its percentage in cash on every successful deposit, once each', async () => {
    const on = { ...everyDepositPreset('ke'), enabled: true };
    const value = JSON.stringify({ ...DEFAULT_OFFER_SETTINGS, everyDeposit: on });
    await t.database.db.insertInto('offer_settings').values({ id: 1, value, updated_at: clock.now() }).execute();
    try {
      const m = await signUp(t);
      // The first deposit, taken with the first-deposit offer: bonus money and the 5% cash both.
      const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
      const claimed = await api<{ redirectUrl: string }>(
        t,
        'POST',
        r.firstDepositBonusClaim.path,
        { payMoney: '10000', payChannel },
        m.token,
      );
      const first = transNoOf(claimed.data.redirectUrl);
      await answerPrompt(t, first, 'approve');
      await waitForIntent(t, first, (i) => i.status === 'SUCCEEDED');
      await t.app.activityStream.drain();
      expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 10_500, trial: 10_000 });
      await fundByDeposit(t, m, 3_333);
      await t.app.activityStream.drain();
      // 5% of 33.33 is 1.6665: floored to 1.66.
      expect(await cash(m.memberId)).toBe(10_500 + 3_333 + 166);
      expect((await rewardsOf(m.memberId)).map((x) => Number(x.amount)).sort()).toEqual([166, 500]);
      // Settling everything again pays nothing more.
      await t.app.depositOfferSettler.settleDue();
      expect(await rewardsOf(m.memberId)).toHaveLength(2);

      // A failed deposit gives nothing; a member on a time-out gets their deposit but no bonus.
      const paused = await signUp(t);
      const res = await api<{ redirectUrl: string }>(
        t,
        'POST',
        routes.depositInit.path,
        { payMoney: '2000', payChannel },
        paused.token,
      );
      const failed = transNoOf(res.data.redirectUrl);
      await answerPrompt(t, failed, 'reject');
      await waitForIntent(t, failed, (i) => i.status === 'FAILED');
      const again = await api<{ redirectUrl: string }>(
        t,
        'POST',
        routes.depositInit.path,
        { payMoney: '2000', payChannel },
        paused.token,
      );
      const ok = transNoOf(again.data.redirectUrl);
      expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, paused.token)).code).toBe(0);
      await answerPrompt(t, ok, 'approve');
      await waitForIntent(t, ok, (i) => i.status === 'SUCCEEDED');
      await t.app.activityStream.drain();
      expect(await cash(paused.memberId)).toBe(2_000);
      expect(await rewardsOf(paused.memberId)).toHaveLength(0);
    } finally {
      await t.database.db.deleteFrom('offer_settings').execute();
    }
  });
});
