/**
 * The first-deposit bonus on a whole node (embedded sandbox, real HTTP callbacks): a guest sees the
 * offer; a new member claims it with a deposit, approves it on the phone, and the bonus money is
 * granted once with its terms; a failed deposit gives nothing and the offer stays open; two claims at
 * once start one deposit; settling twice at once grants once; every refusal (first deposit only,
 * countdown over, below the minimum, a time-out at claim or before the grant) is localised and
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { depositOfferRoutes as r, type FirstDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_FIRST_DEPOSIT_OFFER as OFFER } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
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
  type SignedUp,
} from '../payments/payments.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<FirstDepositData>(t, 'GET', r.firstDepositBonus.path, {}, token);
async function claim(m: SignedUp, payMoney: number) {
  const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
  return api<{ redirectUrl: string }>(
    t,
    'POST',
    r.firstDepositBonusClaim.path,
    { itemId: '0', payMoney: String(payMoney), payChannel },
    m.token,
  );
}
const claimsOf = (memberId: string) =>
  t.database.db.selectFrom('deposit_offer_claims').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
const grantsOf = (memberId: string) =>
  t.database.db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).execute();
const intentsOf = (memberId: string) =>
  t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', memberId).execute();

/** Claims, approves on the phone, waits for the credit and lets the stream settle the claim. */
async function claimAndApprove(m: SignedUp, payMoney: number): Promise<string> {
  const res = await claim(m, payMoney);
  expect([res.code, res.msg]).toEqual([0, 'success']);
  const id = transNoOf(res.data.redirectUrl);
  await answerPrompt(t, id, 'approve');
  await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
  await t.app.activityStream.drain();
  return id;
}

describe('first-deposit bonus', () => {
  it('shows a guest the configured headline and terms, with no countdown', async () => {
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, type: 2, state: 'open', endsAt: null, headline: '100X bonus up to 10,000' });
    expect(res.data.terms).toEqual({
      wageringMultiple: 1,
      contribution: 100,
      maxStake: 10_000,
      maxConversion: 1_000_000,
      validDays: 7,
    });
  });

  it('grants bonus money once when the claimed deposit succeeds, with its terms frozen', async () => {
    const m = await signUp(t);
    const open = await view(m.token);
    expect(open.data.state).toBe('open');
    // The countdown runs from sign-up.
    expect(open.data.endsAt).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const intentId = await claimAndApprove(m, 5_000);
    const balances = await ledger.balances(m.memberId);
    expect([balances.cash, balances.trial]).toEqual([5_000, 5_000]);
    const [grant] = await grantsOf(m.memberId);
    expect(grant).toMatchObject({ status: 'active', campaign: 'first-deposit', wagering_multiple: 1, max_stake: '10000' });
    const [c] = await claimsOf(m.memberId);
    expect(c).toMatchObject({ status: 'granted', intent_id: intentId, offer: 'first-deposit' });
    expect((await view(m.token)).data.state).toBe('granted');
    // A later deposit is not a first deposit: refused, and no deposit is started.
    const again = await claim(m, 5_000);
    expect([again.code, again.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'This bonus is for your first deposit only.']);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });

  it('gives the configured percentage up to its maximum', async () => {
    const value = JSON.stringify({ ...DEFAULT_OFFER_SETTINGS, firstDeposit: { ...OFFER, percent: 50, maxBonus: 2_000 } });
    const settings = { id: 1, value, updated_at: clock.now() };
    await t.database.db.insertInto('offer_settings').values(settings).execute();
    try {
      const half = await signUp(t);
      await claimAndApprove(half, 3_000);
      expect((await ledger.balances(half.memberId)).trial).toBe(1_500);
      const capped = await signUp(t);
      await claimAndApprove(capped, 10_000);
      expect((await ledger.balances(capped.memberId)).trial).toBe(2_000);
    } finally {
      await t.database.db.deleteFrom('offer_settings').execute();
    }
  });

  it('gives nothing when the deposit fails, and the offer stays open', async () => {
    const m = await signUp(t);
    const res = await claim(m, 5_000);
    const id = transNoOf(res.data.redirectUrl);
    await answerPrompt(t, id, 'reject');
    await waitForIntent(t, id, (i) => i.status === 'FAILED');
    await t.app.activityStream.drain();
    expect((await claimsOf(m.memberId))[0]?.status).toBe('failed');
    expect(await grantsOf(m.memberId)).toHaveLength(0);
    expect((await view(m.token)).data.state).toBe('open');
    await claimAndApprove(m, 3_000);
    expect((await ledger.balances(m.memberId)).trial).toBe(3_000);
  });

  it('starts one deposit for two claims at once', async () => {
    const m = await signUp(t);
    const both = await Promise.all([claim(m, 5_000), claim(m, 5_000)]);
    expect(both.filter((b) => b.code === 0)).toHaveLength(1);
    expect(await claimsOf(m.memberId)).toHaveLength(1);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });

  it('grants once however often the claim is settled, even at once', async () => {
    const m = await signUp(t);
    const res = await claim(m, 4_000);
    const id = transNoOf(res.data.redirectUrl);
    await answerPrompt(t, id, 'approve');
    await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    // Confirm without settling (as if the node died after the cursor's commit), then settle from three places.
    const [c] = await claimsOf(m.memberId);
    await t.database.db
      .updateTable('deposit_offer_claims')
      .set({ status: 'confirmed' })
      .where('id', '=', String(c?.id))
      .execute();
    await t.app.activityStream.drain();
    const settler = t.app.depositOfferSettler;
    await Promise.all([settler.settle(String(c?.id)), settler.settle(String(c?.id)), settler.settleDue()]);
    expect(await grantsOf(m.memberId)).toHaveLength(1);
    expect((await ledger.balances(m.memberId)).trial).toBe(4_000);
  });

  it('refuses a member who already deposited through the wallet, in English and Swahili', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 1_000);
    await t.app.activityStream.drain();
    const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
    const res = await t.app.inject({
      method: 'POST',
      url: r.firstDepositBonusClaim.path,
      payload: new URLSearchParams({ payMoney: '5000', payChannel }).toString(),
      headers: {
        authorization: `Bearer ${m.token}`,
        token: m.token,
        lang: 'sw',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'Bonasi hii ni kwa amana yako ya kwanza tu.',
    });
    expect(await intentsOf(m.memberId)).toHaveLength(1);
    expect((await view(m.token)).data.state).toBe('closed');
  });

  it('refuses below the minimum deposit and after the countdown, starting nothing', async () => {
    const m = await signUp(t);
    const low = await claim(m, 999);
    expect([low.code, low.msg]).toEqual([ErrorCode.VALIDATION, 'The smallest deposit for this offer is K10.00.']);
    clock.advance(30 * 60_000);
    const late = await claim(m, 5_000);
    expect([late.code, late.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'This offer has ended.']);
    expect((await view(m.token)).data.state).toBe('closed');
    expect(await intentsOf(m.memberId)).toHaveLength(0);
    expect(await claimsOf(m.memberId)).toHaveLength(0);
  });

  it('asks eligibility at the claim and again at the grant', async () => {
    const paused = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, paused.token)).code).toBe(0);
    const refused = await claim(paused, 5_000);
    expect([refused.code, refused.msg]).toEqual([
      ErrorCode.REWARD_NOT_ELIGIBLE,
      'Offers and promotions are paused while you are on a time-out.',
    ]);
    expect(await intentsOf(paused.memberId)).toHaveLength(0);

    // Claimed while eligible; a time-out starts before the deposit succeeds: the cash, but no bonus.
    const m = await signUp(t);
    const res = await claim(m, 5_000);
    const id = transNoOf(res.data.redirectUrl);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    await answerPrompt(t, id, 'approve');
    await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    await t.app.activityStream.drain();
    expect((await claimsOf(m.memberId))[0]).toMatchObject({ status: 'refused', refusal: 'eligibility.time_out' });
    expect(await grantsOf(m.memberId)).toHaveLength(0);
    expect((await ledger.balances(m.memberId)).cash).toBe(5_000);
  });
});
