/**
 * The promotion deposit on a whole node: a tier gives its percentage of the deposit (up to its
 * maximum) once per its days rule: the daily tier again on the next market day, not twice the same
 * day; a deposit below the tier's minimum is refused in both languages' text and starts nothing; two
 * claims at once start one deposit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOfferRoutes as r, type PromotionDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import {
  answerPrompt,
  api,
  channelId,
  createPaymentsTestApp,
  signUp,
  transNoOf,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';

let t: PayTestApp;
// 10:00 in Lusaka.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
});
afterAll(() => t.close());

const view = (token?: string) => api<PromotionDepositData>(t, 'GET', r.promotionDepositBonus.path, {}, token);
async function take(m: SignedUp, itemId: string, payMoney: number) {
  const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
  return api<{ redirectUrl: string }>(
    t,
    'POST',
    r.promotionDepositBonusClaim.path,
    { itemId, payMoney: String(payMoney), payChannel },
    m.token,
  );
}
async function approve(res: { data: { redirectUrl: string } }): Promise<void> {
  const id = transNoOf(res.data.redirectUrl);
  await answerPrompt(t, id, 'approve');
  await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
  await t.app.activityStream.drain();
}
const grantsOf = async (memberId: string) =>
  (await t.database.db.selectFrom('bonus_grants').select('amount').where('member_id', '=', memberId).orderBy('id').execute()).map(
    (g) => Number(g.amount),
  );
const intentsOf = (memberId: string) =>
  t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', memberId).execute();

describe('promotion deposit', () => {
  it('shows its tiers, each with its days rule', async () => {
    const res = await view();
    expect(res.data).toMatchObject({ enable: true, headline: 'Up to 50% extra bonus' });
    expect(res.data.tiers.map((x) => [x.id, x.percent, x.days, x.available])).toEqual([
      [1, 20, 1, true],
      [2, 50, -1, true],
    ]);
  });

  it('gives the daily tier once a market day, and again the next day', async () => {
    const m = await signUp(t);
    await approve(await take(m, '1', 15_000));
    expect(await grantsOf(m.memberId)).toEqual([3_000]);
    expect((await view(m.token)).data.tiers[0]?.available).toBe(false);
    const again = await take(m, '1', 15_000);
    expect([again.code, again.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      'You have taken this promotion already for now. Check when it opens again.',
    ]);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
    // Lusaka midnight is 22:00 UTC; a large deposit's extra is capped at the tier's 200.00.
    clock.set(new Date('2026-11-20T22:00:01Z'));
    expect((await view(m.token)).data.tiers[0]?.available).toBe(true);
    await approve(await take(m, '1', 150_000));
    expect(await grantsOf(m.memberId)).toEqual([3_000, 20_000]);
  });

  it('refuses a deposit below the tier minimum, and starts one deposit for two claims at once', async () => {
    const m = await signUp(t);
    const low = await take(m, '2', 49_999);
    expect([low.code, low.msg]).toEqual([ErrorCode.VALIDATION, 'The smallest deposit for this promotion is K500.00.']);
    expect(await intentsOf(m.memberId)).toHaveLength(0);
    const both = await Promise.all([take(m, '2', 50_000), take(m, '2', 50_000)]);
    expect(both.filter((b) => b.code === 0)).toHaveLength(1);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });
});
