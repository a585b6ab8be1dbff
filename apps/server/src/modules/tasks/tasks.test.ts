/**
 * The task centre and diamond tasks over HTTP on one node, on the default `tasks` setting: a
 * sign-up's sign-in and settled bets move progress through the `tasks` consumer (pushed as
 * TaskCenter/Change); a finished task's prize is collected once through the reward path (20 at once
 * pay once); unfinished, repeated, ineligible and budget-spent collects are refused with a localised
 * message and change nothing; the period resets at 00:00 in Lusaka; diamond records page; staff
 * read a player's tasks; an unsupported task type cannot be saved.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { diamondTaskRecordsData, diamondTasksData, taskCenterData, taskCollectData } from '@nyota/contract/api/tasks';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { playerTasksOutput } from '@nyota/contract/staff/routes-tasks';
import { DEFAULT_TASK_SETTINGS } from '@nyota/contract/staff/task-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity } from '../activity/index.js';
import { LedgerService } from '../ledger/index.js';
import { api, createPaymentsTestApp, recordPushes, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
let staff: TestStaff;
// 10:00 in Lusaka (UTC+2) on an ordinary Friday.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  staff = await makeStaff(staffModuleOf(t), 'admin');
});
afterAll(() => t.close());

async function settle(memberId: string, bets: { gameId?: number; stake?: number; payout?: number; unit?: 'cash' | 'coin' }[]) {
  await t.database.db.transaction().execute(async (trx) => {
    for (const b of bets) {
      const stake = b.stake ?? 100;
      const payout = b.payout ?? 0;
      const payload = {
        gameId: b.gameId ?? 2,
        betRef: `b-${randomUUID()}`,
        unit: b.unit ?? ('cash' as const),
        stake,
        payout,
        multiplier: Math.floor((payout * 100) / stake),
        bonusStake: 0,
      };
      await appendActivity(trx, { kind: 'bet.settled', memberId, at: clock.now(), payload });
    }
  });
  await t.app.activityStream.drain();
}

async function member() {
  const m = await signUp(t);
  await t.app.activityStream.drain();
  return m;
}

const centre = async (token: string) => taskCenterData.parse((await api(t, 'GET', routes.taskCenter.path, {}, token)).data);
const diamonds = async (token: string) => diamondTasksData.parse((await api(t, 'GET', routes.diamondTasks.path, {}, token)).data);
const collect = (token: string, id: number) => api(t, 'POST', routes.taskCenterCollect.path, { id: String(id) }, token);
const collectDiamond = (token: string, id: number) => api(t, 'POST', routes.diamondTaskCollect.path, { id: String(id) }, token);
const balances = (memberId: string) => ledger.balances(memberId);

describe('task centre', () => {
  it('shows the tasks with the countdown to 00:00 in Lusaka, the sign-in already done', async () => {
    const m = await member();
    const c = await centre(m.token);
    // Until 00:00 in Lusaka (22:00 UTC); signing up moved the test clock a little.
    const left = Date.parse('2026-11-20T22:00:00Z') - clock.now().getTime();
    expect(c).toMatchObject({ enable: 1, act: '2026-11-20', countdown: left });
    expect(c.tasks.map((x) => [x.id, x.type, x.index, x.current, x.target, x.collect])).toEqual(
      DEFAULT_TASK_SETTINGS.taskCenter.tasks.map((d, i) => [d.id, d.type, i, d.type === 5 ? 1 : 0, d.target, 0]),
    );
    expect(c.tasks[0]).toMatchObject({ bonus: 1_000, originalBonus: 1_000, bonusType: 3 });
    expect((await api(t, 'GET', routes.taskCenter.path, {})).code).toBe(401);
  });

  it('counts real-money plays of the slot, pushes the moves, and pays the prize once it is done', async () => {
    const m = await member();
    const pushes = await recordPushes(t, m.memberId);
    await settle(m.memberId, [{}, {}, { unit: 'coin' }, { gameId: 1 }]);
    await expect.poll(() => pushes.filter((p) => p.object === 'TaskCenter' && p.data.id === 3).length).toBe(1);
    expect(pushes.find((p) => p.object === 'TaskCenter' && p.data.id === 3)).toEqual({
      object: 'TaskCenter',
      event: 'Change',
      data: { taskType: 3, targetIndex: 2, id: 3, bonusValue: 1_500, currentValue: 2, originalBonusValue: 1_500, targetValue: 5 },
    });
    expect((await centre(m.token)).tasks.find((x) => x.id === 3)?.current).toBe(2);
    const early = await collect(m.token, 3);
    expect(early).toMatchObject({ code: ErrorCode.OFFER_UNAVAILABLE, msg: 'Finish this task first: 2 of 5 so far.', data: null });
    expect((await balances(m.memberId)).coin).toBe(0);

    await settle(m.memberId, [{}, {}, {}, {}]);
    const slot = (await centre(m.token)).tasks.find((x) => x.id === 3);
    expect(slot).toMatchObject({ current: 5, collect: 0 });
    const paid = taskCollectData.parse((await collect(m.token, 3)).data);
    expect(paid).toMatchObject({ amount: 1_500, bonusType: 3, status: 'paid', task: { id: 3, collect: 1 } });
    expect((await balances(m.memberId)).coin).toBe(1_500);
    const again = await collect(m.token, 3);
    expect(again.msg).toBe('You have collected this prize already. Tasks start again at the next reset.');
    expect((await balances(m.memberId)).coin).toBe(1_500);
  });

  it('pays once when 20 collects arrive at once', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => collect(m.token, 1)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code).toBe(ErrorCode.OFFER_UNAVAILABLE);
    expect((await balances(m.memberId)).coin).toBe(1_000);
  });

  it('refuses a member on a time-out, an unknown task and bad input, paying nothing', async () => {
    const m = await member();
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    expect(await collect(m.token, 1)).toMatchObject({
      code: ErrorCode.REWARD_NOT_ELIGIBLE,
      msg: 'Offers and promotions are paused while you are on a time-out.',
    });
    expect((await collect(m.token, 999)).msg).toBe('This task is not available.');
    // A diamond task is not collected as a task-centre task.
    expect((await collect(m.token, 101)).msg).toBe('This task is not available.');
    expect((await api(t, 'POST', routes.taskCenterCollect.path, { id: 'x' }, m.token)).code).toBe(ErrorCode.VALIDATION);
    expect((await balances(m.memberId)).coin).toBe(0);
    expect((await centre(m.token)).tasks[0]?.collect).toBe(0);
  });

  it('answers in Swahili', async () => {
    const m = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: routes.taskCenterCollect.path,
      payload: 'id=2',
      headers: {
        authorization: `Bearer ${m.token}`,
        token: m.token,
        lang: 'sw',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.json<{ msg: string }>().msg).toBe('Maliza kazi hii kwanza: 0 kati ya 1000 hadi sasa.');
  });

  it('starts a new period at 00:00 in Lusaka', async () => {
    clock.set(new Date('2026-11-21T08:00:00Z'));
    const m = await member();
    expect((await collect(m.token, 1)).code).toBe(0);
    clock.set(new Date('2026-11-21T21:59:59Z'));
    expect((await centre(m.token)).countdown).toBe(1_000);
    clock.set(new Date('2026-11-21T22:00:00Z'));
    const next = await centre(m.token);
    expect(next).toMatchObject({ act: '2026-11-22', countdown: 86_400_000 });
    expect(next.tasks[0]).toMatchObject({ current: 0, collect: 0 });
    expect((await collect(m.token, 1)).msg).toBe('Finish this task first: 0 of 1 so far.');
  });

  it('refuses when the campaign budget is spent, changing nothing', async () => {
    const first = await member();
    expect((await collect(first.token, 1)).code).toBe(0);
    const left = await ledger.systemBalance('budget:task-center', 'coin');
    await ledger.transfer({
      idempotencyKey: `drain-${randomUUID()}`,
      kind: 'budget_fund',
      legs: [
        { from: { system: 'budget:task-center', kind: 'coin' }, to: { system: 'promotion_expense', kind: 'coin' }, amount: left },
      ],
      metadata: { campaign: 'task-center' },
    });
    const m = await member();
    expect(await collect(m.token, 1)).toMatchObject({
      code: ErrorCode.REWARD_BUDGET_EXHAUSTED,
      msg: 'This offer has run out for now. Please try again later.',
    });
    expect((await balances(m.memberId)).coin).toBe(0);
    expect((await centre(m.token)).tasks[0]?.collect).toBe(0);
    await ledger.transfer({
      idempotencyKey: `refill-${randomUUID()}`,
      kind: 'budget_fund',
      legs: [
        { from: { system: 'promotion_expense', kind: 'coin' }, to: { system: 'budget:task-center', kind: 'coin' }, amount: left },
      ],
      metadata: { campaign: 'task-center' },
    });
  });
});

describe('diamond tasks', () => {
  it('pays diamonds for a finished task, pushes the balance and lists the records', async () => {
    const m = await member();
    const pushes = await recordPushes(t, m.memberId);
    const list = await diamonds(m.token);
    expect(list.map((d) => [d.id, d.index, d.current, d.collect, d.enable])).toEqual([
      [101, 0, 1, 0, 1],
      [102, 1, 0, 0, 1],
      [103, 2, 0, 0, 1],
      [104, 3, 0, 0, 1],
    ]);
    expect((await collectDiamond(m.token, 102)).msg).toBe('Finish this task first: 0 of 20 so far.');
    expect((await collectDiamond(m.token, 101)).code).toBe(0);
    expect((await balances(m.memberId)).diamond).toBe(200);
    await expect
      .poll(() => pushes.filter((p) => p.object === 'DiamondAccount'))
      .toEqual([{ object: 'DiamondAccount', event: 'Change', data: { balance: 200 } }]);
    expect((await diamonds(m.token))[0]?.collect).toBe(1);
    const records = diamondTaskRecordsData.parse(
      (await api(t, 'GET', routes.diamondTaskRecords.path, { size: '5' }, m.token)).data,
    );
    expect(records).toMatchObject({ page: 1, size: 5, total: 1 });
    expect(records.list[0]).toMatchObject({ taskId: 101, type: 5, bonusType: 4, amount: 200, status: 'paid' });
    expect((await api(t, 'GET', routes.diamondTaskRecords.path, { size: '99' }, m.token)).code).toBe(ErrorCode.VALIDATION);
  });
});

describe('tasks setting and staff view', () => {
  it("shows staff a player's progress and collects", async () => {
    const m = await member();
    expect((await collect(m.token, 1)).code).toBe(0);
    // Signed in now: the test clock has moved past an earlier staff session's life.
    const admin = await signIn(t, staff);
    const res = await staffCall(t, admin, r.playerTasks, { memberId: m.memberId });
    const view = playerTasksOutput.parse(res.data);
    expect(view.tasks.find((x) => x.id === 1)).toMatchObject({ list: 'center', current: 1, collected: true });
    expect(view.collects.map((c) => [c.list, c.taskId])).toEqual([['center', 1]]);
  });

  it('refuses an unsupported task type, saving nothing', async () => {
    const admin = await signIn(t, staff);
    const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, admin, r.listSettings, {});
    const baseVersion = list.data.items.find((i) => i.key === 'tasks')?.current?.version ?? 0;
    const bad = { ...DEFAULT_TASK_SETTINGS.taskCenter, tasks: [{ ...DEFAULT_TASK_SETTINGS.taskCenter.tasks[0], type: 42 }] };
    const res = await t.app.inject({
      method: r.saveSetting.method,
      url: r.saveSetting.path,
      payload: { key: 'tasks', value: { ...DEFAULT_TASK_SETTINGS, taskCenter: bad }, baseVersion, reason: 'test' },
      ...asStaff(admin),
    });
    expect(res.json<{ code: number; msg: string }>()).toMatchObject({
      code: ErrorCode.SETTINGS_INVALID,
      msg: 'These settings are not valid (taskCenter.tasks.0.type). Nothing was changed.',
    });
    const m = await member();
    expect((await centre(m.token)).tasks).toHaveLength(DEFAULT_TASK_SETTINGS.taskCenter.tasks.length);
  });
});
