/**
 * VIP benefit claims over HTTP on one node: the levels and `my` show the member's real statu; the
 * level-up reward pays once per level reached (every level up to the held one), the daily reward
 * once per market day, refreshing at 00:00 in Lusaka (ManualClock); 20 claims at once pay once; a
 * member on a time-out, a level too low, an unknown id and a repeat are refused with a localised
 * message and change nothing, as does a spent campaign budget; the log pages newest first by maxId; the settings give the terms.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { vipLevelsData } from '@nyota/contract/api/vip';
import {
  vipBenefitClaimData,
  vipBenefitLogsData,
  vipBenefitSettingsData,
  vipBenefitsMyData,
  vipBenefitsStatusData,
} from '@nyota/contract/api/vip-benefits';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity } from '../activity/index.js';
import { LedgerService } from '../ledger/index.js';
import { api, createPaymentsTestApp, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
// 10:00 in Lusaka (UTC+2) on an ordinary Friday.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  const who = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'vip')?.current?.version ?? 0;
  // V1 at 10 points, V2 at 20...: the default benefits (level-up 101, 201...; daily 102, 202...).
  const levels = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: i * 10 }));
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'vip', value: { levels }, baseVersion, reason: 'test thresholds' },
    ...asStaff(who),
  });
  expect(res.json<{ code: number }>().code).toBe(0);
});
afterAll(() => t.close());

/** A member at the level the stake's points reach (10 points a level, 100 minor units a point). */
async function memberAt(level: number) {
  const m = await signUp(t);
  if (level > 0) {
    const payload = {
      gameId: 2,
      betRef: `b-${randomUUID()}`,
      unit: 'cash' as const,
      stake: level * 1_000,
      payout: 0,
      multiplier: 0,
      bonusStake: 0,
    };
    await t.database.db
      .transaction()
      .execute((trx) => appendActivity(trx, { kind: 'bet.settled', memberId: m.memberId, at: clock.now(), payload }));
    await t.app.activityStream.drain();
  }
  return m;
}

const claim = (token: string, id: number) => api(t, 'POST', routes.vipBenefitClaim.path, { benefitsId: String(id) }, token);
const my = async (token: string, levelId?: number) =>
  vipBenefitsMyData.parse(
    (await api(t, 'GET', routes.vipBenefitsMy.path, levelId === undefined ? {} : { levelId: String(levelId) }, token)).data,
  );
const statuses = async (token: string, ids: number[]) =>
  vipBenefitsStatusData.parse((await api(t, 'GET', routes.vipBenefitsStatus.path, { benefitsIds: ids.join(',') }, token)).data);
const coins = async (memberId: string) => (await ledger.balances(memberId)).coin;

describe('vip benefits', () => {
  it('shows guests and level 0 nothing claimable, and a member their level-up rewards up to their level', async () => {
    const guest = vipLevelsData.parse((await api(t, 'GET', routes.vipLevels.path, { extra: '1' })).data);
    expect(guest.flatMap((l) => l.state).every((b) => b.statu === -1)).toBe(true);
    const zero = await memberAt(0);
    expect(await my(zero.token)).toEqual([]);
    expect(await statuses(zero.token, [101, 102])).toEqual([
      { id: 101, statu: -1 },
      { id: 102, statu: -1 },
    ]);

    const m = await memberAt(2);
    expect((await my(m.token)).map((b) => [b.id, b.statu, b.state])).toEqual([
      [201, 0, 1],
      [202, 0, 1],
    ]);
    const levels = vipLevelsData.parse((await api(t, 'GET', routes.vipLevels.path, { extra: '1' }, m.token)).data);
    // V1's level-up reward is still owed; its daily reward is superseded by V2's; V3 is out of reach.
    expect(levels[1]?.state.map((b) => [b.id, b.statu])).toEqual([
      [101, 0],
      [102, -1],
    ]);
    expect(levels[3]?.state.every((b) => b.statu === -1 && b.state === 0)).toBe(true);
    expect((await my(m.token, 3)).map((b) => b.statu)).toEqual([-1, -1]);
  });

  it('pays the level-up reward once per level reached and refuses a higher level, changing nothing', async () => {
    const m = await memberAt(2);
    const first = vipBenefitClaimData.parse((await claim(m.token, 201)).data);
    expect(first.benefit).toMatchObject({ id: 201, statu: 1 });
    expect(first.claim).toMatchObject({ benefitId: 201, type: 1, levelId: 2, period: 'level-2', amount: 20_000, status: 'paid' });
    const again = await claim(m.token, 201);
    expect(again).toMatchObject({ code: ErrorCode.OFFER_UNAVAILABLE, msg: "You have claimed this level's reward already." });
    expect((await claim(m.token, 101)).code).toBe(0);
    const higher = await claim(m.token, 301);
    expect(higher).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'This benefit needs VIP level 3. Keep playing to reach it.',
    });
    expect((await claim(m.token, 102)).code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await claim(m.token, 999_999)).msg).toBe('This VIP benefit does not exist.');
    expect((await claim(m.token, 204)).msg).toBe('This VIP benefit does not exist.');
    expect((await api(t, 'POST', routes.vipBenefitClaim.path, { benefitsId: 'x' }, m.token)).code).toBe(ErrorCode.VALIDATION);
    expect(await coins(m.memberId)).toBe(30_000);
    expect(await statuses(m.token, [101, 201, 202, 301])).toEqual([
      { id: 101, statu: 1 },
      { id: 201, statu: 1 },
      { id: 202, statu: 0 },
      { id: 301, statu: -1 },
    ]);
  });

  it('pays the daily reward once per market day; it refreshes at 00:00 in Lusaka', async () => {
    clock.set(new Date('2026-11-21T08:00:00Z'));
    const m = await memberAt(1);
    expect((await claim(m.token, 102)).code).toBe(0);
    const again = await claim(m.token, 102);
    expect(again.msg).toBe("You have claimed today's VIP reward. It refreshes at 00:00.");
    const sw = await t.app.inject({
      method: 'POST',
      url: routes.vipBenefitClaim.path,
      payload: 'benefitsId=102',
      headers: {
        authorization: `Bearer ${m.token}`,
        token: m.token,
        lang: 'sw',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(sw.json<{ msg: string }>().msg).toBe('Umeshadai zawadi ya VIP ya leo. Itapatikana tena saa sita usiku (00:00).');
    const terms = vipBenefitSettingsData.parse((await api(t, 'GET', routes.vipBenefitSettings.path, { benefitId: '102' })).data);
    expect(terms).toMatchObject({ id: 102, levelId: 1, type: 2, amount: 500, refreshAt: '2026-11-21T22:00:00.000Z' });
    expect(terms.terms).toBe(
      'Daily VIP reward of V1: 5.00 coins, once a day while you hold V1 or higher. It refreshes at 00:00.',
    );
    // 23:59:59 in Lusaka: still the same market day.
    clock.set(new Date('2026-11-21T21:59:59Z'));
    expect(await statuses(m.token, [102])).toEqual([{ id: 102, statu: 1 }]);
    expect((await claim(m.token, 102)).code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    clock.set(new Date('2026-11-21T22:00:00Z'));
    expect(await statuses(m.token, [102])).toEqual([{ id: 102, statu: 0 }]);
    expect((await claim(m.token, 102)).code).toBe(0);
    expect(await coins(m.memberId)).toBe(1_000);
  });

  it('pays once when 20 claims arrive at once', async () => {
    const m = await memberAt(3);
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, 302)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    for (const c of claims.filter((x) => x.code !== 0)) expect(c.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect(await coins(m.memberId)).toBe(1_500);
    const logs = vipBenefitLogsData.parse((await api(t, 'GET', routes.vipBenefitLogs.path, {}, m.token)).data);
    expect(logs.list).toHaveLength(1);
  });

  it('refuses a member on a time-out with the eligibility reason, pays nothing and shows nothing claimable', async () => {
    const m = await memberAt(1);
    expect(await statuses(m.token, [101])).toEqual([{ id: 101, statu: 0 }]);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const res = await claim(m.token, 101);
    expect(res).toMatchObject({
      code: ErrorCode.REWARD_NOT_ELIGIBLE,
      msg: 'Offers and promotions are paused while you are on a time-out.',
    });
    expect(await coins(m.memberId)).toBe(0);
    expect(await statuses(m.token, [101])).toEqual([{ id: 101, statu: -1 }]);
    expect(vipBenefitLogsData.parse((await api(t, 'GET', routes.vipBenefitLogs.path, {}, m.token)).data).list).toEqual([]);
  });

  it('lists the claims newest first, paged by maxId and filtered by type', async () => {
    const m = await memberAt(3);
    for (const id of [101, 201, 301, 302]) expect((await claim(m.token, id)).code).toBe(0);
    const page = async (q: Record<string, string>) =>
      vipBenefitLogsData.parse((await api(t, 'GET', routes.vipBenefitLogs.path, q, m.token)).data);
    const first = await page({ size: '3' });
    expect(first.list.map((l) => l.benefitId)).toEqual([302, 301, 201]);
    expect(first.nextMaxId).toBe(first.list[2]?.id);
    const second = await page({ size: '3', maxId: first.nextMaxId ?? '' });
    expect(second.list.map((l) => l.benefitId)).toEqual([101]);
    expect(second.nextMaxId).toBeNull();
    expect((await page({ type: '2' })).list.map((l) => l.period)).toEqual(['2026-11-22']);
    expect((await api(t, 'GET', routes.vipBenefitLogs.path, { size: '0' }, m.token)).code).toBe(ErrorCode.VALIDATION);
    expect((await api(t, 'GET', routes.vipBenefitLogs.path, {})).code).toBe(401);
  });
  it('refuses when the campaign budget is spent, changing nothing', async () => {
    const first = await memberAt(4);
    // The first claim seeds the vip-daily budget; then staff's budget is taken back to 0.
    expect((await claim(first.token, 402)).code).toBe(0);
    const left = await ledger.systemBalance('budget:vip-daily', 'coin');
    await ledger.transfer({
      idempotencyKey: `drain-${randomUUID()}`,
      kind: 'budget_fund',
      legs: [
        { from: { system: 'budget:vip-daily', kind: 'coin' }, to: { system: 'promotion_expense', kind: 'coin' }, amount: left },
      ],
      metadata: { campaign: 'vip-daily' },
    });
    const m = await memberAt(4);
    const res = await claim(m.token, 402);
    expect(res).toMatchObject({
      code: ErrorCode.REWARD_BUDGET_EXHAUSTED,
      msg: 'This offer has run out for now. Please try again later.',
    });
    expect(await coins(m.memberId)).toBe(0);
    expect(await statuses(m.token, [402])).toEqual([{ id: 402, statu: 0 }]);
    expect(vipBenefitLogsData.parse((await api(t, 'GET', routes.vipBenefitLogs.path, {}, m.token)).data).list).toEqual([]);
  });
});
