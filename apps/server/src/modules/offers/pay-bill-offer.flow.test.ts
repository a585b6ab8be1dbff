/**
 * The pay-bill offer: the PayBill tab's read, and the extra cash and special bonus percent paid on
 * a pay-bill deposit through the reward path, once per deposit, only to members eligibility allows
 * and the campaign's audience takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { PayBillDepositData } from '@nyota/contract/api/pay-bill';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { staffRoutes as sr } from '@nyota/contract/staff/routes';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';
import { api, cashOf, createPaymentsTestApp, type PayTestApp } from '../payments/payments.test-kit.js';
import { createKenyaTestApp, keE164, payBill, signUpKe } from '../payments/paybill.test-kit.js';
import { EVERY_DEPOSIT } from '../deposit-offers/index.js';
import { payBillBonus } from './index.js';

const CONFIRM_URL = '/account-service/pan-pay/callback/paybill/sandbox-paybill-callback-token/confirmation';

let t: PayTestApp;
beforeAll(async () => {
  t = await createKenyaTestApp();
});
afterAll(async () => {
  await t.close();
});

async function creditOf(memberId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('payment_intents')
    .select(['amount', 'tax', 'subsidy'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount) - Number(r.tax) + Number(r.subsidy), 0);
}

/** The pay-bill offer's rewards (Kenya's 5% on every deposit pays on a pay-bill deposit too, apart). */
async function rewardsOf(memberId: string) {
  return t.database.db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('campaign', '=', 'pay-bill')
    .execute();
}

/** What the market's bonus on every deposit paid the member (5% in Kenya). */
async function everyDepositOf(memberId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('rewards')
    .select('amount')
    .where('member_id', '=', memberId)
    .where('campaign', '=', EVERY_DEPOSIT)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
}

describe('pay-bill offer', () => {
  it('shows the paybill number, the steps with it, and the range table in Kenya', async () => {
    const en = await api<PayBillDepositData>(t, 'GET', routes.payBillDeposit.path);
    expect(en.code).toBe(0);
    expect(en.data).toMatchObject({ enable: true, payBillCode: '600984', currency: 'KES' });
    expect(en.data.steps).toContain('Enter the business number 600984');
    expect(en.data.ranges[1]).toEqual({ min: 100_000, max: 499_999, extraCash: 5_000, bonusPercent: 3 });
    const sw = await t.app.inject({ method: 'GET', url: routes.payBillDeposit.path, headers: { lang: 'sw' } });
    expect(sw.json<{ data: PayBillDepositData }>().data.steps).toContain('Weka namba ya biashara 600984');
  });

  it('pays extra cash plus the percent once per deposit, however often the confirmation comes', async () => {
    const m = await signUpKe(t);
    const out = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 1_500, confirmations: 3 });
    expect(out.status).toBe('completed');
    await t.app.activityStream.drain();
    const bonus = 5_000 + Math.floor((150_000 * 3) / 100);
    expect(payBillBonus({ ranges: [{ min: 100_000, max: 499_999, extraCash: 5_000, bonusPercent: 3 }] }, 150_000)).toBe(bonus);
    // The offer stacks with the market's 5% on every deposit, each paid once.
    expect(await everyDepositOf(m.memberId)).toBe(Math.floor((150_000 * 5) / 100));
    const cash = async () => (await creditOf(m.memberId)) + bonus + (await everyDepositOf(m.memberId));
    expect(await cashOf(t, m.token)).toBe(await cash());

    // Safaricom repeats the confirmation later: no second deposit, no second bonus.
    const [row] = await t.database.db.selectFrom('paybill_payments').selectAll().where('trans_id', '=', out.transId).execute();
    const again = await t.app.inject({
      method: 'POST',
      url: CONFIRM_URL,
      payload: JSON.stringify(row?.payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    await t.app.activityStream.drain();
    const rewards = await rewardsOf(m.memberId);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ campaign: 'pay-bill', status: 'paid' });
    expect(await cashOf(t, m.token)).toBe(await cash());
  });

  it('pays nothing outside every range, and withholds the bonus from a member eligibility refuses', async () => {
    const small = await signUpKe(t);
    await payBill(t, { msisdn: keE164(small.mobile), billRef: small.mobile, amount: 50 });
    await t.app.activityStream.drain();
    expect(await rewardsOf(small.memberId)).toEqual([]);

    const m = await signUpKe(t);
    await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 2_000 });
    // Excluded after paying, before the offer's consumer ran: the deposit stays, the bonus is withheld.
    const now = t.clock.now();
    const ends = new Date(now.getTime() + 30 * 86_400_000);
    await t.database.db
      .insertInto('self_exclusions')
      .values({ member_id: m.memberId, period: '1m', reason: 'test', comment: '', starts_at: now, ends_at: ends })
      .execute();
    await t.app.activityStream.drain();
    expect(await rewardsOf(m.memberId)).toEqual([]);
    expect(await creditOf(m.memberId)).toBeGreaterThan(0);
  });

  it('pays by the campaign’s audience, the deposit itself counting: never non-depositors, new members for 7 days', async () => {
    const paid = async (audience: string, days = 0) => {
      expect(await saveOffers({ ...DEFAULT_OFFER_SETTINGS, payBill: { ...DEFAULT_OFFER_SETTINGS.payBill, audience } })).toBe(0);
      const m = await signUpKe(t);
      t.clock.advance(days * 86_400_000);
      await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 2_000 });
      await t.app.activityStream.drain();
      return (await rewardsOf(m.memberId)).length;
    };
    expect(await paid('non_depositors')).toBe(0);
    expect(await paid('depositors')).toBe(1);
    expect(await paid('new_members')).toBe(1);
    expect(await paid('new_members', 8)).toBe(0);
    expect(await saveOffers(DEFAULT_OFFER_SETTINGS)).toBe(0);
  });
});

/** Saves the `offers` setting as staff do (versioned, audited). */
async function saveOffers(value: object): Promise<number> {
  const who = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, sr.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'offers')?.current?.version ?? 0;
  const res = await t.app.inject({
    method: sr.saveSetting.method,
    url: sr.saveSetting.path,
    payload: { key: 'offers', value, baseVersion, reason: 'test' },
    ...asStaff(who),
  });
  return res.json<{ code: number }>().code;
}

describe('pay-bill offer outside Kenya', () => {
  it('is off where the market has no M-Pesa paybill, so the tab is absent', async () => {
    const zm = await createPaymentsTestApp();
    try {
      const res = await api<PayBillDepositData>(zm, 'GET', routes.payBillDeposit.path);
      expect(res.data).toMatchObject({ enable: false, steps: [], ranges: [] });
      const c2b = await zm.app.inject({
        method: 'POST',
        url: CONFIRM_URL,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(c2b.statusCode).toBe(404);
    } finally {
      await zm.close();
    }
  });
});
