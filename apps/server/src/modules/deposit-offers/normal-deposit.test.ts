/**
 * The normal (3-day check-in) deposit on a whole node (embedded sandbox, real HTTP callbacks): one
 * deposit a market day takes the run's next day and its entries (coins, then bonus money, then
 * bonus money and cash); a second check-in the same day, a wrong day or a deposit below the day's
 * minimum is refused in both languages and starts nothing; a member who keeps signing in keeps the
 * run, one away (no sign-in, no check-in) more than 2 market days lapses it (its days left show -1)
 * and starts again at day 1, the days counted in the market's time zone; two claims at once start one deposit; the
 * provider’s callback twice and settling twice at once grant once; switched off, it refuses all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOfferRoutes as r, type NormalDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as sr } from '@nyota/contract/staff/routes';
import { ManualClock } from '../../platform/clock.js';
import { login } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { readOfferSettings } from '../offers/index.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';
import {
  answerPrompt,
  api,
  channelId,
  control,
  createPaymentsTestApp,
  signUp,
  transNoOf,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
// 10:00 in Lusaka.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<NormalDepositData>(t, 'GET', r.normalDepositBonus.path, {}, token);
async function take(m: SignedUp, itemId: string, payMoney: number) {
  const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
  const body = { itemId, payMoney: String(payMoney), payChannel };
  return api<{ redirectUrl: string }>(t, 'POST', r.normalDepositBonusClaim.path, body, m.token);
}
/** A claim in Swahili (the `lang` header). */
async function takeSw(m: SignedUp, itemId: string, payMoney: number) {
  const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
  const res = await t.app.inject({
    method: 'POST',
    url: r.normalDepositBonusClaim.path,
    payload: new URLSearchParams({ itemId, payMoney: String(payMoney), payChannel }).toString(),
    headers: {
      authorization: `Bearer ${m.token}`,
      token: m.token,
      lang: 'sw',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  return res.json<{ code: number; msg: string }>();
}
async function approve(res: { data: { redirectUrl: string } }): Promise<string> {
  const id = transNoOf(res.data.redirectUrl);
  await answerPrompt(t, id, 'approve');
  await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
  await t.app.activityStream.drain();
  return id;
}
/** A fresh sign-in with the password at `iso` (a `member.signed_in` fact), read by the stream; its token. */
async function signInAt(m: SignedUp, iso: string): Promise<string> {
  clock.set(new Date(iso));
  const res = await login(t, m.mobile, m.password);
  expect(res.code).toBe(0);
  await t.app.activityStream.drain();
  return res.data.token;
}
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
const intentsOf = (memberId: string) =>
  t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', memberId).execute();
const grantsOf = async (memberId: string) =>
  (await t.database.db.selectFrom('bonus_grants').select('amount').where('member_id', '=', memberId).orderBy('id').execute()).map(
    (g) => Number(g.amount),
  );
const claimsOf = (memberId: string) =>
  t.database.db.selectFrom('deposit_offer_claims').select(['id', 'status']).where('member_id', '=', memberId).execute();

describe('normal deposit', () => {
  it('shows its days and their entries to a guest, the run all unclaimed', async () => {
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, durationDays: 3, returnDays: 2, state: [0, 0, 0], day: 1 });
    expect(res.data.tiers.map((x) => [x.id, x.minAmount, x.bonuses.map((b) => [b.type, b.amount, b.copies, b.days])])).toEqual([
      [1, 5_000, [[3, 1_000, 1, 1]]],
      [2, 5_000, [[2, 2_000, 1, 1]]],
      [
        3,
        5_000,
        [
          [2, 5_000, 1, 1],
          [1, 1_000, 1, 1],
        ],
      ],
    ]);
  });

  it('checks in once a day through the run, and a lapsed run starts again', async () => {
    clock.set(new Date('2026-11-20T08:00:00Z'));
    const m = await signUp(t);
    await approve(await take(m, '1', 5_000));
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 5_000, coin: 1_000 });
    expect((await view(m.token)).data).toMatchObject({ state: [1, 0, 0], day: 0 });
    const again = await take(m, '2', 5_000);
    expect([again.code, again.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      'You have checked in today already. Come back tomorrow for the next day.',
    ]);
    // Two market days later is still in time for day 2.
    clock.set(new Date(clock.now().getTime() + 2 * DAY));
    expect((await view(m.token)).data).toMatchObject({ state: [1, 0, 0], day: 2 });
    const wrong = await takeSw(m, '3', 5_000);
    expect([wrong.code, wrong.msg]).toEqual([
      ErrorCode.VALIDATION,
      'Hii si siku ya kuingia unayoweza kuchukua sasa. Pakia ofa upya ujaribu tena.',
    ]);
    await approve(await take(m, '2', 5_000));
    expect(await ledger.balances(m.memberId)).toMatchObject({ trial: 2_000 });
    // Three days on the run has lapsed: day 3 expired, a claim takes day 1 again.
    clock.set(new Date(clock.now().getTime() + 3 * DAY));
    expect((await view(m.token)).data).toMatchObject({ state: [1, 1, -1], day: 1 });
    await approve(await take(m, '1', 5_000));
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 15_000, coin: 2_000, trial: 2_000 });
    expect(await intentsOf(m.memberId)).toHaveLength(3);
  });

  it('keeps the run for a member who keeps signing in, and lapses it after more than 2 days away', async () => {
    clock.set(new Date('2026-11-20T08:00:00Z'));
    const m = await signUp(t);
    await approve(await take(m, '1', 5_000));
    // Signs in on the 22nd and the 23rd (10:00 Lusaka); asks on the 24th, four days after day 1.
    await signInAt(m, '2026-11-22T08:00:00Z');
    // A new sign-in ends the member's other sessions: the latest token is the one in use.
    const token = await signInAt(m, '2026-11-23T08:00:00Z');
    clock.set(new Date('2026-11-24T08:00:00Z'));
    expect((await view(token)).data).toMatchObject({ state: [1, 0, 0], day: 2 });
    await approve(await take({ ...m, token }, '2', 5_000));
    expect(await ledger.balances(m.memberId)).toMatchObject({ trial: 2_000 });
    // No sign-in on the 25th, 26th or 27th: signing in on the 28th finds the run lapsed.
    const back = await signInAt(m, '2026-11-28T08:00:00Z');
    expect((await view(back)).data).toMatchObject({ state: [1, 1, -1], day: 1 });
    const late = await take({ ...m, token: back }, '3', 5_000);
    expect(late.code).toBe(ErrorCode.VALIDATION);
  });

  it('counts sign-in days in the market’s time zone', async () => {
    clock.set(new Date('2026-12-10T08:00:00Z'));
    const m = await signUp(t);
    await approve(await take(m, '1', 5_000));
    // 22:30 UTC on the 11th is 00:30 on the 12th in Lusaka: a sign-in on the 12th.
    const token = await signInAt(m, '2026-12-11T22:30:00Z');
    clock.set(new Date('2026-12-14T08:00:00Z'));
    expect((await view(token)).data).toMatchObject({ state: [1, 0, 0], day: 2 });
    clock.set(new Date('2026-12-14T22:00:00Z'));
    expect((await view(token)).data).toMatchObject({ state: [1, -1, -1], day: 1 });
  });

  it('gives the last day its entries by the deposit’s size', async () => {
    clock.set(new Date('2026-12-01T08:00:00Z'));
    const m = await signUp(t);
    for (const [day, money] of [
      ['1', 5_000],
      ['2', 5_000],
      ['3', 10_000],
    ] as const) {
      await approve(await take(m, day, money));
      clock.set(new Date(clock.now().getTime() + DAY));
    }
    // Deposits 200.00 and day 3's cash 10.00; coins 10.00; bonus money 20.00, then 50.00 queued behind it.
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 21_000, coin: 1_000 });
    expect(await grantsOf(m.memberId)).toEqual([2_000, 5_000]);
    expect((await view(m.token)).data).toMatchObject({ state: [0, 0, 0], day: 1 });
  });

  it('refuses a deposit below the day’s minimum, and starts one deposit for two claims at once', async () => {
    const m = await signUp(t);
    const low = await take(m, '1', 4_999);
    expect([low.code, low.msg]).toEqual([ErrorCode.VALIDATION, 'The smallest deposit for this day is K50.00.']);
    expect(await intentsOf(m.memberId)).toHaveLength(0);
    const both = await Promise.all([take(m, '1', 5_000), take(m, '1', 5_000)]);
    expect(both.filter((b) => b.code === 0)).toHaveLength(1);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
    expect(await claimsOf(m.memberId)).toHaveLength(1);
  });

  it('grants once when the provider calls back twice and the claim is settled twice at once', async () => {
    const m = await signUp(t);
    const id = await approve(await take(m, '1', 5_000));
    const log = await control<{ attempts: Array<{ id: string; ok: boolean }> }>(t, 'GET', `/callbacks?intentId=${id}`);
    const first = log.attempts[0];
    expect(first).toBeDefined();
    await control(t, 'POST', `/callbacks/${first?.id}/replay`, {});
    await t.app.activityStream.drain();
    const [c] = await claimsOf(m.memberId);
    const settler = t.app.depositOfferSettler;
    await Promise.all([settler.settle(String(c?.id)), settler.settle(String(c?.id)), settler.settleDue()]);
    expect(await claimsOf(m.memberId)).toMatchObject([{ status: 'granted' }]);
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 5_000, coin: 1_000 });
  });

  it('refuses every claim while staff have it switched off, starting nothing', async () => {
    const settings = await readOfferSettings(t.database.db);
    expect(await saveOffers({ ...settings, normalDeposit: { ...settings.normalDeposit, enabled: false } })).toBe(0);
    const m = await signUp(t);
    expect((await view(m.token)).data.enable).toBe(false);
    const off = await take(m, '1', 5_000);
    expect([off.code, off.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'No Bonus Found']);
    expect(await intentsOf(m.memberId)).toHaveLength(0);
  });
});
