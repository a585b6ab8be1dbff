/**
 * The VIP club on one node: staff set the `vip` setting through the settings API, settled bets on
 * the stream raise a member's level, the calls answer in the contract's shapes (levels open to
 * guests, the personal level only with a login), memberInfo shows the same level and points, the
 * rise is pushed (VIP/Change) and lands in the inbox, and a new market year resets the points
 * while last year's level is kept until its 31 December.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { vipLevelsData, vipPersonalLevelData } from '@nyota/contract/api/vip';
import { memberInfoSchema } from '@nyota/contract/api/member';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity, recentActivity, type NewActivity } from '../activity/index.js';
import { login } from '../auth/auth.test-kit.js';
import { api, createPaymentsTestApp, recordPushes, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let admin: TestStaff;
// 10:00 in Lusaka on an ordinary Friday.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

async function saveVip(thresholds: (i: number) => number): Promise<number> {
  const who = await signIn(t, admin);
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const base = list.data.items.find((i) => i.key === 'vip')?.current?.version ?? 0;
  const levels = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: thresholds(i) }));
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'vip', value: { levels }, baseVersion: base, reason: 'test thresholds' },
    ...asStaff(who),
  });
  return res.json<{ code: number }>().code;
}

async function bets(memberId: string, ...stakes: number[]): Promise<void> {
  const events: NewActivity[] = stakes.map((stake, i) => ({
    kind: 'bet.settled',
    memberId,
    at: clock.now(),
    payload: { gameId: 2, betRef: `v${i}-${randomUUID()}`, unit: 'cash', stake, payout: 0, multiplier: 0, bonusStake: 0 },
  }));
  await t.database.db.transaction().execute((trx) => appendActivity(trx, ...events));
  await t.app.activityStream.drain();
  // The inbox reads the level fact the first drain appended.
  await t.app.activityStream.drain();
}

const personal = async (token?: string) => api(t, 'GET', routes.vipPersonalLevel.path, {}, token);
const info = async (token: string) => memberInfoSchema.parse((await api(t, 'GET', routes.memberInfo.path, {}, token)).data);

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  admin = await makeStaff(staffModuleOf(t), 'admin');
});
afterAll(() => t.close());

describe('vip club', () => {
  it('shows the levels to guests, with benefits when extra=1, and refuses bad input', async () => {
    const plain = await api(t, 'GET', routes.vipLevels.path);
    expect(plain.code).toBe(0);
    const levels = vipLevelsData.parse(plain.data);
    expect(levels.map((l) => l.id)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(levels.every((l) => l.state.length === 0)).toBe(true);
    const extra = vipLevelsData.parse((await api(t, 'GET', routes.vipLevels.path, { extra: '1' })).data);
    expect(extra[5]?.state.length).toBeGreaterThan(0);
    // A guest reaches no level and claims nothing.
    expect(extra.flatMap((l) => l.state).every((b) => b.state === 0 && b.statu === -1)).toBe(true);
    expect((await api(t, 'GET', routes.vipLevels.path, { extra: 'yes' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('needs a login for the personal level', async () => {
    expect((await personal()).code).toBe(401);
  });

  it('raises the level from settled bets, pushes it, writes the inbox message and shows it in memberInfo', async () => {
    expect(await saveVip((i) => i * 10)).toBe(0);
    const m = await signUp(t);
    const pushes = await recordPushes(t, m.memberId);
    expect(vipPersonalLevelData.parse((await personal(m.token)).data)).toMatchObject({ levelId: 0, score: 0, nextScore: 10 });

    await bets(m.memberId, 1_000, 1_500);
    const level = vipPersonalLevelData.parse((await personal(m.token)).data);
    expect(level).toEqual({
      levelId: 2,
      score: 25,
      year: 2026,
      earnedLevelId: 2,
      keptLevelId: 0,
      nextScore: 30,
      holidayToday: null,
    });
    expect(await info(m.token)).toMatchObject({ level: 2, score: 25 });
    await expect
      .poll(() => pushes.filter((p) => p.object === 'VIP'))
      .toEqual([{ object: 'VIP', event: 'Change', data: { levelId: 2, previousLevelId: 0, score: 25, notice: true } }]);
    const inbox = await api<{ list: { title: string; url: string }[] }>(t, 'GET', routes.messageList.path, {}, m.token);
    expect(inbox.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'You reached V2', url: '/vip' })]));
    const levels = vipLevelsData.parse((await api(t, 'GET', routes.vipLevels.path, { extra: '1' }, m.token)).data);
    expect(levels[2]?.state.every((b) => b.state === 1)).toBe(true);
    expect(levels[3]?.state.every((b) => b.state === 0)).toBe(true);
    const facts = await recentActivity(t.database.db, m.memberId, new Date(0));
    expect(facts.filter((f) => f.kind === 'vip.level_changed')).toHaveLength(1);
  });

  it('raises and stores the level of a restricted member without the level-up notice or inbox message', async () => {
    expect(await saveVip((i) => i * 10)).toBe(0);
    const inboxTitles = async (token: string) =>
      (await api<{ list: { title: string }[] }>(t, 'GET', routes.messageList.path, {}, token)).data.list.map((l) => l.title);

    // A time-out: no engagement pop-up and no promotional message (DESIGN.md §10).
    const away = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, away.token)).code).toBe(0);
    const awayPushes = await recordPushes(t, away.memberId);
    await bets(away.memberId, 2_000);
    expect(await info(away.token)).toMatchObject({ level: 2, score: 20 });
    expect(vipPersonalLevelData.parse((await personal(away.token)).data)).toMatchObject({ levelId: 2, score: 20 });
    // The push still comes, so the profile and VIP page refresh; it tells the web not to open the notice.
    await expect
      .poll(() => awayPushes.filter((p) => p.object === 'VIP'))
      .toEqual([{ object: 'VIP', event: 'Change', data: { levelId: 2, previousLevelId: 0, score: 20, notice: false } }]);
    expect(await inboxTitles(away.token)).not.toContain('You reached V2');
    const facts = await recentActivity(t.database.db, away.memberId, new Date(0));
    expect(facts.filter((f) => f.kind === 'vip.level_changed')).toHaveLength(1);

    // A limit set today holds back pop-ups only: no notice, but the inbox message is written.
    const careful = await signUp(t);
    expect(
      (await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '50000' }, careful.token)).code,
    ).toBe(0);
    const carefulPushes = await recordPushes(t, careful.memberId);
    await bets(careful.memberId, 1_000);
    await expect
      .poll(() => carefulPushes.filter((p) => p.object === 'VIP'))
      .toEqual([{ object: 'VIP', event: 'Change', data: { levelId: 1, previousLevelId: 0, score: 10, notice: false } }]);
    expect(await inboxTitles(careful.token)).toContain('You reached V1');
  });

  it('refuses a setting whose thresholds do not grow, changing nothing', async () => {
    expect(await saveVip(() => 5)).toBe(ErrorCode.SETTINGS_INVALID);
    const levels = vipLevelsData.parse((await api(t, 'GET', routes.vipLevels.path)).data);
    expect(levels[1]?.score).toBe(10);
  });

  it('says when today is a public holiday in market time', async () => {
    // 00:30 on 25 December in Lusaka.
    clock.set(new Date('2026-12-24T22:30:00Z'));
    const m = await signUp(t);
    expect(vipPersonalLevelData.parse((await personal(m.token)).data).holidayToday).toBe('Christmas Day');
  });

  it('keeps the level through a threshold rise and through the next year; the points restart at 0', async () => {
    clock.set(new Date('2026-12-28T08:00:00Z'));
    const m = await signUp(t);
    await bets(m.memberId, 3_000);
    expect((await info(m.token)).level).toBe(3);
    expect(await saveVip((i) => i * 10_000)).toBe(0);
    await bets(m.memberId, 100);
    expect(await info(m.token)).toMatchObject({ level: 3, score: 31 });

    clock.set(new Date('2027-01-04T08:00:00Z'));
    const next = await login(t, m.mobile, m.password);
    expect(next.data.memberInfo.level).toBe(3);
    expect(vipPersonalLevelData.parse((await personal(next.data.token)).data)).toMatchObject({
      levelId: 3,
      score: 0,
      year: 2027,
      earnedLevelId: 0,
      keptLevelId: 3,
      nextScore: 40_000,
    });
    clock.set(new Date('2028-01-03T08:00:00Z'));
    const later = await login(t, m.mobile, m.password);
    expect(await info(later.data.token)).toMatchObject({ level: 0, score: 0 });
  });
});
