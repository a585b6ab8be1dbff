/**
 * Giveaways over HTTP on one node: a guest sees status 3 and the day-0 presents; a member claims a
 * present once with their own number (a wrong number, a second claim, a restriction or a device
 * another account used is a localised refusal that changes nothing); automatic presents are given
 * and listed; a round fully claimed is status 4; 20 claims at once of one present pay once and a
 * budget is never passed; a guest signs up with the OTP and claims in one call; staff see claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawayAutoGiftsData, giveawayBasicData, giveawayGiftsData, giveawayRegisterData } from '@nyota/contract/api/giveaway';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { GiveawayRound } from '@nyota/contract/staff/giveaway-settings-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { giveawayOverviewOutput } from '@nyota/contract/staff/schemas-giveaway';
import { ManualClock } from '../../platform/clock.js';
import { call, freshMobile, GOOD_PASSWORD, memberIdOf, requestCode } from '../auth/auth.test-kit.js';
import { LedgerService, type LedgerService as Ledger } from '../ledger/index.js';
import { api, createPaymentsTestApp, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: Ledger;
let admin: Awaited<ReturnType<typeof signIn>>;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

const round = (id: number, startAt: string, budget: number, presents: GiveawayRound['presents']): GiveawayRound => ({
  id,
  name: { en: `Weekly cash ${id}`, sw: `Pesa ya wiki ${id}` },
  enabled: true,
  startAt,
  endAt: '2026-12-31T00:00:00Z',
  budget,
  presents,
});
const present = (id: number, amount: number, registrationDays = 0, auto = false) => ({
  id,
  amount,
  registrationDays,
  validHours: 48,
  auto,
});

const ROUNDS: GiveawayRound[] = [
  round(1, '2026-11-10T00:00:00Z', 1_000_000, [present(11, 500), present(12, 700, 7), present(13, 200, 0, true)]),
  round(2, '2026-11-02T00:00:00Z', 1_000_000, [present(21, 300)]),
  round(3, '2026-11-03T00:00:00Z', 1_500, [present(31, 500)]),
  round(4, '2026-11-04T00:00:00Z', 1_000_000, [present(41, 100)]),
];

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  admin = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'giveaway', value: { rounds: ROUNDS }, baseVersion: 0, reason: 'giveaway test' },
    ...asStaff(admin),
  });
  expect(res.json<{ code: number }>().code).toBe(0);
});
afterAll(() => t.close());

const basic = async (token?: string, id?: number) =>
  giveawayBasicData.parse((await api(t, 'GET', routes.giveawayBasic.path, id ? { id: String(id) } : {}, token)).data);
const gifts = (token: string, id: number, mobile: string, deviceId?: string) =>
  call(
    t,
    routes.giveawayGifts.path,
    { id: String(id), mobile },
    { token, ...(deviceId ? { headers: { deviceid: deviceId } } : {}) },
  );
const cash = async (memberId: string) => (await ledger.balances(memberId)).cash;

describe('giveaway', () => {
  it('shows a guest status 3 with the presents of a new account and the later ones as others', async () => {
    const g = await basic();
    expect(g).toMatchObject({ id: 1, name: 'Weekly cash 1', status: 3, profile: null });
    expect(g.presents.map((p) => p.id)).toEqual([11]);
    expect(g.others.map((p) => p.id)).toEqual([12]);
    expect(g.all.map((p) => p.id)).toEqual([11, 12, 13]);
    const p11 = g.presents[0];
    expect(p11).toMatchObject({ amount: 500, registrationDays: 0, validHours: 48, availableAt: clock.now().toISOString() });
    expect(Date.parse(p11?.expireAt ?? '') - Date.parse(p11?.availableAt ?? '')).toBe(48 * 3_600_000);
    expect((await api(t, 'GET', routes.giveawayBasic.path, { id: '99' })).msg).toBe('This giveaway does not exist.');
  });

  it('pays a member their present once, only on their own number, and gives the automatic one', async () => {
    const m = await signUp(t);
    const first = await basic(m.token);
    expect(first.status).toBe(1);
    expect(first.profile?.createDate).toBe(clock.now().toISOString());
    const auto = giveawayAutoGiftsData.parse((await api(t, 'GET', routes.giveawayAutoGifts.path, {}, m.token)).data);
    expect(auto.list.map((c) => [c.presentId, c.amount, c.auto])).toEqual([[13, 200, true]]);
    expect(await cash(m.memberId)).toBe(200);

    expect(await gifts(m.token, 11, freshMobile())).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'Enter the mobile number of your own account.',
    });
    expect(await cash(m.memberId)).toBe(200);
    const got = await gifts(m.token, 11, m.mobile);
    expect(giveawayGiftsData.parse(got.data).claim).toMatchObject({ roundId: 1, presentId: 11, amount: 500, status: 'paid' });
    expect(await gifts(m.token, 11, m.mobile)).toMatchObject({ msg: 'You have already claimed this present.' });
    expect(await gifts(m.token, 12, m.mobile)).toMatchObject({ msg: 'This present opens once your account is 7 days old.' });
    expect(await gifts(m.token, 13, m.mobile)).toMatchObject({
      msg: 'This present is given automatically: there is nothing to claim.',
    });
    expect(await cash(m.memberId)).toBe(700);
    const after = await basic(m.token);
    expect(after.status).toBe(2);
    expect(after.all.filter((p) => p.claimed).map((p) => p.id)).toEqual([11, 13]);
  });

  it('shows status 4 once every present of a round is claimed', async () => {
    const m = await signUp(t);
    expect((await basic(m.token, 2)).status).toBe(1);
    expect((await gifts(m.token, 21, m.mobile)).code).toBe(0);
    expect((await basic(m.token, 2)).status).toBe(4);
  });

  it('pays once when a member claims one present 20 times at once', async () => {
    const m = await signUp(t);
    const out = await Promise.all(Array.from({ length: 20 }, () => gifts(m.token, 41, m.mobile)));
    expect(out.filter((o) => o.code === 0)).toHaveLength(1);
    for (const o of out.filter((x) => x.code !== 0)) expect(o.msg).toBe('You have already claimed this present.');
    expect(await cash(m.memberId)).toBe(100);
  }, 120_000);

  it('never passes a round budget: of 8 claims at once on a budget for 3, 3 pay', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const out = await Promise.all(members.map((m) => gifts(m.token, 31, m.mobile)));
    expect(out.filter((o) => o.code === 0)).toHaveLength(3);
    for (const o of out.filter((x) => x.code !== 0)) {
      expect(o).toMatchObject({
        code: ErrorCode.REWARD_BUDGET_EXHAUSTED,
        msg: 'This giveaway has been claimed completely. More is coming soon.',
      });
    }
    const paid = await Promise.all(members.map((m) => cash(m.memberId)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1_500);
    const rest = await basic(members[0]?.token, 3);
    expect(rest.presents).toEqual([]);
  }, 120_000);

  it('refuses a restricted member and a second account on a claimed device, in their language', async () => {
    const away = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, away.token)).code).toBe(0);
    expect(await gifts(away.token, 41, away.mobile)).toMatchObject({ code: ErrorCode.REWARD_NOT_ELIGIBLE });
    expect(await cash(away.memberId)).toBe(0);

    const a = await signUp(t);
    const b = await signUp(t);
    expect((await gifts(a.token, 41, a.mobile, 'device-shared-1')).code).toBe(0);
    expect(await gifts(b.token, 41, b.mobile, 'device-shared-1')).toMatchObject({
      code: ErrorCode.REWARD_NOT_ELIGIBLE,
      msg: 'This present was already claimed on this device by another account.',
    });
    const sw = await call(
      t,
      routes.giveawayGifts.path,
      { id: '41', mobile: b.mobile },
      { token: b.token, headers: { deviceid: 'device-shared-1', lang: 'sw' } },
    );
    expect(sw.msg).toBe('Zawadi hii imeshadaiwa kwenye kifaa hiki na akaunti nyingine.');
    expect(await cash(b.memberId)).toBe(0);
  });

  it('signs a guest up with the OTP and claims in one call; refuses before making an account', async () => {
    const mobile = freshMobile();
    const body = { id: '11', mobile, password: GOOD_PASSWORD, adult: '1' };
    expect(await call(t, routes.giveawayRegister.path, { ...body, smsCode: '0000' })).toMatchObject({
      code: ErrorCode.OTP_INVALID,
    });
    // Refused before the code is checked, so the same code then signs the guest up.
    const smsCode = await requestCode(t, mobile);
    const early = await call(t, routes.giveawayRegister.path, { ...body, id: '12', smsCode });
    expect(early.msg).toBe('This present is for accounts at least 7 days old. Sign up now and claim it then.');
    const none = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('mobile', 'like', `%${mobile.slice(1)}`)
      .execute();
    expect(none).toEqual([]);

    const res = await call(t, routes.giveawayRegister.path, { ...body, smsCode });
    const data = giveawayRegisterData.parse(res.data);
    expect(data.claim).toMatchObject({ presentId: 11, amount: 500, status: 'paid' });
    expect(data.claimError).toBeNull();
    expect(data.memberInfo.money).toBe(500);
    expect((await basic(data.token)).all.find((p) => p.id === 11)?.claimed).toBe(true);
    // Looking at the giveaway gave the new member its automatic present (200) too.
    expect(await cash(await memberIdOf(t, mobile))).toBe(700);
  });

  it('shows staff every round with its budget, funding and claims', async () => {
    const out = giveawayOverviewOutput.parse((await staffCall(t, admin, r.giveawayOverview, {})).data);
    const r3 = out.rounds.find((x) => x.id === 3);
    expect(r3).toMatchObject({ budget: 1_500, funded: 1_500, claimed: 1_500, claims: 3 });
    expect(out.claims.filter((c) => c.presentId === 31)).toHaveLength(3);
    const one = giveawayOverviewOutput.parse((await staffCall(t, admin, r.giveawayOverview, { roundId: 2 })).data);
    expect(one.claims.every((c) => c.roundId === 2)).toBe(true);
  });
});
