/**
 * The VIP benefits that are not daily or level-up rewards, and the staff side: the holiday gift pays
 * once per Zambian public holiday (20 claims at once pay once) and is refused on an ordinary day
 * (ManualClock); the faster withdrawal review reads active for its holders only and puts their held
 * withdrawals first in the staff queue, marked vip; the player page's VIP panel shows the level,
 * points, level changes and claims, and is refused to a role without players.read.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { routes } from '@nyota/contract/api/routes';
import { vipBenefitsStatusData } from '@nyota/contract/api/vip-benefits';
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor } from '@nyota/contract/money/minor';
import { playerVipSchema } from '@nyota/contract/staff/player-vip-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { withdrawalQueueOutput } from '@nyota/contract/staff/schemas-withdrawals';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity } from '../activity/index.js';
import { LedgerService } from '../ledger/index.js';
import { api, channelId, createPaymentsTestApp, patchConfig, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import type { StaffModule } from '../staff/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
let mod: StaffModule;
let admin: StaffSignIn;
// 10:00 in Lusaka on Friday 16 October 2026; Sunday 18 is the National Day of Prayer and Monday 19
// its day off (two holidays of the market's list).
const ORDINARY = new Date('2026-10-16T08:00:00Z');
const PRAYER_DAY = new Date('2026-10-18T08:00:00Z');
const PRAYER_DAY_OFF = new Date('2026-10-19T08:00:00Z');
const clock = new ManualClock(ORDINARY);

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  mod = staffModuleOf(t);
  admin = await signIn(t, await makeStaff(mod, 'admin'));
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, admin, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'vip')?.current?.version ?? 0;
  // V1 at 10 points, V2 at 20...: the default benefits (holiday gift 505..., faster review 806...).
  // V6 also lists a birthday gift (607), which no member can have.
  const birthday = { id: 607, type: 7 as const, enable: true, bonusType: 3 as const, amount: 1_000, cashbackRate: 0 };
  const levels = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({
    threshold: i * 10,
    benefits: i === 6 ? [...l.benefits, birthday] : l.benefits,
  }));
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'vip', value: { levels }, baseVersion, reason: 'test thresholds' },
    ...asStaff(admin),
  });
  expect(res.json<{ code: number }>().code).toBe(0);
  // Every withdrawal waits for review.
  await patchConfig(t, 6002, { instantDailyCap: 0 });
});
afterAll(() => t.close());

/** A member at a level (10 points a level) from a bet settled on an ordinary day. */
async function memberAt(level: number) {
  const m = await signUp(t);
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
    .execute((trx) => appendActivity(trx, { kind: 'bet.settled', memberId: m.memberId, at: ORDINARY, payload }));
  await t.app.activityStream.drain();
  return m;
}

const claim = (token: string, id: number) => api(t, 'POST', routes.vipBenefitClaim.path, { benefitsId: String(id) }, token);
async function statuses(token: string, ids: number[]) {
  const res = await api(t, 'GET', routes.vipBenefitsStatus.path, { benefitsIds: ids.join(',') }, token);
  if (res.code !== 0) throw new Error(`statuses: ${res.code} ${res.msg}`);
  return vipBenefitsStatusData.parse(res.data);
}
const coins = async (memberId: string) => (await ledger.balances(memberId)).coin;

async function heldWithdrawal(token: string, memberId: string): Promise<string> {
  await ledger.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: 'win',
    legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: memberId, kind: 'cash' }, amount: toMinor(100_000) }],
  });
  const channel = String(await channelId(t, 'withdraw', 'AIRTEL'));
  const res = await api<WithdrawRecord>(
    t,
    'POST',
    routes.withdrawInit.path,
    { money: '5000', message: '', channel, payChannel: 'AIRTEL' },
    token,
  );
  if (res.code !== 0 || res.data.status !== 0) throw new Error(`not held: ${res.code} ${res.msg}`);
  return res.data.tradeNo;
}

describe('vip holiday gift', () => {
  it('is refused on an ordinary day and reads -1 there', async () => {
    clock.set(ORDINARY);
    const m = await memberAt(5);
    expect(await statuses(m.token, [505])).toEqual([{ id: 505, statu: -1 }]);
    const res = await claim(m.token, 505);
    expect(res).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'The holiday gift can be claimed on public holidays only.',
    });
    expect(await coins(m.memberId)).toBe(0);
  });

  it('pays once per holiday however many claims arrive at once, and again on the next holiday', async () => {
    const m = await memberAt(5);
    clock.set(PRAYER_DAY);
    expect(await statuses(m.token, [505, 605])).toEqual([
      { id: 505, statu: 0 },
      { id: 605, statu: -1 },
    ]);
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, 505)));
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    for (const c of claims.filter((x) => x.code !== 0)) expect(c.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect(claims.map((c) => c.msg)).toContain("You have claimed this holiday's gift already.");
    expect(await coins(m.memberId)).toBe(10_000);
    expect(await statuses(m.token, [505])).toEqual([{ id: 505, statu: 1 }]);
    clock.set(PRAYER_DAY_OFF);
    expect(await statuses(m.token, [505])).toEqual([{ id: 505, statu: 0 }]);
    expect((await claim(m.token, 505)).code).toBe(0);
    expect(await coins(m.memberId)).toBe(20_000);
    clock.set(ORDINARY);
  });

  it('gives a lower level’s gift to nobody above it, and the birthday gift to nobody', async () => {
    const m = await memberAt(6);
    clock.set(PRAYER_DAY);
    const res = await claim(m.token, 505);
    expect(res.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await claim(m.token, 605)).code).toBe(0);
    expect(await statuses(m.token, [607])).toEqual([{ id: 607, statu: -1 }]);
    expect((await claim(m.token, 607)).msg).toBe('We do not keep birth dates, so the birthday gift cannot be claimed.');
    clock.set(ORDINARY);
  });
});

describe('vip faster withdrawal review', () => {
  it('reads active for the held level that has it, and not available otherwise', async () => {
    const v8 = await memberAt(8);
    const v7 = await memberAt(7);
    expect(await statuses(v8.token, [806, 906])).toEqual([
      { id: 806, statu: 1 },
      { id: 906, statu: -1 },
    ]);
    expect(await statuses(v7.token, [806])).toEqual([{ id: 806, statu: -1 }]);
    expect((await claim(v8.token, 806)).msg).toBe('This benefit is not claimed here.');
  });

  it('lists a holder’s held withdrawal before older ones, marked vip', async () => {
    const plain = await memberAt(2);
    const older = await heldWithdrawal(plain.token, plain.memberId);
    clock.advance(60_000);
    const vip = await memberAt(9);
    const newer = await heldWithdrawal(vip.token, vip.memberId);
    const q = await staffCall(t, admin, r.withdrawalQueue, {});
    const queue = withdrawalQueueOutput.parse(q.data);
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(queue.items.find((i) => i.id === newer)?.vip).toBe(true);
    expect(queue.items.find((i) => i.id === older)?.vip).toBe(false);
    // The oldest item's age is still the oldest's, not the first listed.
    const oldest = Math.max(...queue.items.map((i) => i.ageSeconds));
    expect(queue.oldestAgeSeconds).toBe(oldest);
    const detail = await staffCall<{ withdrawal: { vip: boolean } }>(t, admin, r.withdrawalDetail, { id: newer });
    expect(detail.data.withdrawal.vip).toBe(true);
  });
});

describe('vip staff panel', () => {
  it('shows the level, points, next threshold, level changes and claims', async () => {
    const m = await memberAt(3);
    expect((await claim(m.token, 301)).code).toBe(0);
    const res = await staffCall(t, admin, r.playerVip, { memberId: m.memberId });
    expect(res.code).toBe(0);
    const panel = playerVipSchema.parse(res.data);
    expect(panel).toMatchObject({ levelId: 3, score: 30, year: 2026, nextScore: 40, fastWithdrawalReview: false });
    expect(panel.changes).toEqual([expect.objectContaining({ year: 2026, from: 0, to: 3, points: 30 })]);
    expect(panel.claims.map((c) => [c.benefitId, c.period, c.status])).toEqual([[301, 'level-3', 'paid']]);
    expect(panel.cashback).toEqual([]);
    expect(panel.trialFund).toEqual([]);
    const unknown = await staffCall(t, admin, r.playerVip, { memberId: '999999999' });
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('is refused to a role without players.read', async () => {
    const m = await memberAt(1);
    const boss = await makeStaff(mod, 'admin');
    await mod.staff.editRole(
      { id: boss.id, username: boss.username },
      { name: 'support', permissions: ['appeals.handle'], reason: 'test' },
    );
    const support = await signIn(t, await makeStaff(mod, 'support'));
    const res = await staffCall(t, support, r.playerVip, { memberId: m.memberId });
    expect(res.status).toBe(403);
    expect(res.code).toBe(ErrorCode.STAFF_FORBIDDEN);
    const anonymous = await t.app.inject({ method: 'GET', url: `${r.playerVip.path}?memberId=${m.memberId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
