/**
 * Invitations over HTTP on one node: a friend who signs up through the inviter's code, deposits
 * through the payment sandbox and settles qualifying stakes pays the inviter the referral bonus
 * exactly once, however often or concurrently the facts and the settle are applied; a friend on
 * the inviter's device is held, and a staff approval pays it once; bad input is a localised
 * envelope that changes nothing; cash giving fills from the published table and pays at the target.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteActivityData, inviteProcessesData, inviteProcessOpenData, inviteTaskData } from '@nyota/contract/api/invite';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_INVITE_SETTINGS } from '@nyota/contract/staff/invite-settings-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity } from '../activity/index.js';
import { REFERRAL_RETRY_MS, REFERRAL_WAIT_MAX_MS } from './referral-settler.js';
import { call, freshIp, GOOD_PASSWORD, memberIdOf, requestCode } from '../auth/auth.test-kit.js';
import {
  api,
  cashOf,
  createPaymentsTestApp,
  fundByDeposit,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
const BONUS = DEFAULT_INVITE_SETTINGS.referral.bonusAmount;
let mobileSeq = 0;

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  admin = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
});
afterAll(() => t.close());

/** A sign-up as the web app makes it: its device id and, for a friend, the inviter's code and channel. */
async function join(opts: { code?: string; device?: string; ip?: string } = {}): Promise<SignedUp> {
  mobileSeq += 1;
  const mobile = `097${String(4_000_000 + mobileSeq * 37 + randomInt(30)).padStart(7, '0')}`;
  const ip = opts.ip ?? freshIp();
  const smsCode = await requestCode(t, mobile, ip);
  const body = {
    mobile,
    password: GOOD_PASSWORD,
    smsCode,
    adult: '1',
    code: opts.code ?? '',
    shareChannel: opts.code ? 'sms' : '',
  };
  const res = await call<{ token: string }>(t, routes.reg.path, body, { ip, headers: { deviceid: opts.device ?? randomUUID() } });
  if (res.code !== 0) throw new Error(`reg failed: ${res.code} ${res.msg}`);
  return { mobile, password: GOOD_PASSWORD, token: res.data.token, memberId: await memberIdOf(t, mobile) };
}

async function codeOf(m: SignedUp): Promise<string> {
  const res = await api(t, 'GET', routes.inviteActivity.path, { id: '1' }, m.token);
  return inviteActivityData.parse(res.data).inviteCode;
}

/** Settled real-money bets of the friend, as the games write them. */
async function stakes(m: SignedUp, list: { stake: number; multiplier: number }[]): Promise<void> {
  await t.database.db.transaction().execute(async (trx) => {
    for (const b of list) {
      const payload = {
        gameId: 2,
        betRef: `b-${randomUUID()}`,
        unit: 'cash' as const,
        stake: b.stake,
        payout: 0,
        multiplier: b.multiplier,
        bonusStake: 0,
      };
      await appendActivity(trx, { kind: 'bet.settled', memberId: m.memberId, at: clock.now(), payload });
    }
  });
}

async function referralOf(invitee: SignedUp) {
  return t.database.db
    .selectFrom('invite_referrals')
    .selectAll()
    .where('invitee_id', '=', invitee.memberId)
    .executeTakeFirstOrThrow();
}

async function referralRewards(inviter: SignedUp): Promise<number> {
  const rows = await t.database.db
    .selectFrom('rewards')
    .select('id')
    .where('member_id', '=', inviter.memberId)
    .where('source_kind', '=', 'referral')
    .execute();
  return rows.length;
}

/** A friend who signs up through the code, deposits through the sandbox and settles qualifying stakes. */
async function qualifiedFriend(inviter: SignedUp, opts: { device?: string } = {}): Promise<SignedUp> {
  const friend = await join({ code: await codeOf(inviter), ...opts });
  await fundByDeposit(t, friend, 200_000);
  await stakes(friend, [
    { stake: 60_000, multiplier: 250 },
    { stake: 50_000, multiplier: 150 },
    { stake: 50_000, multiplier: 200 },
  ]);
  return friend;
}

describe('referral pay-out', () => {
  it('pays the inviter once when the friend deposits and stakes enough at 2.0 or more', async () => {
    const inviter = await join();
    const before = await cashOf(t, inviter.token);
    const friend = await join({ code: await codeOf(inviter) });
    await t.app.activityStream.drain();
    expect((await referralOf(friend)).status).toBe('pending');
    await fundByDeposit(t, friend, 200_000);
    await stakes(friend, [
      { stake: 60_000, multiplier: 250 },
      { stake: 90_000, multiplier: 150 },
    ]);
    await t.app.activityStream.drain();
    // 60,000 of the needed 100,000 counted: the 1.5x stake does not.
    expect(await referralOf(friend)).toMatchObject({ status: 'pending', qualifying_stake: '60000' });
    expect(await cashOf(t, inviter.token)).toBe(before);
    await stakes(friend, [{ stake: 40_000, multiplier: 200 }]);
    await t.app.activityStream.drain();
    expect(await referralOf(friend)).toMatchObject({ status: 'paid', amount: String(BONUS), channel: 'sms' });
    expect(await cashOf(t, inviter.token)).toBe(before + BONUS);
    expect(await referralRewards(inviter)).toBe(1);
  });

  it('pays once when the qualifying facts come twice and the settle runs concurrently', async () => {
    const inviter = await join();
    const before = await cashOf(t, inviter.token);
    const friend = await qualifiedFriend(inviter);
    // The same kind of facts again, and every path to the pay-out at once.
    await stakes(friend, [{ stake: 200_000, multiplier: 300 }]);
    await Promise.all([
      t.app.activityStream.drain(),
      t.app.activityStream.drain(),
      t.app.activityStream.runAll(),
      t.app.inviteSettler.settleDue(),
    ]);
    await t.app.activityStream.drain();
    const id = String((await referralOf(friend)).id);
    // A settle replayed (a lost after-commit picked up by the job while the first still runs).
    await Promise.all([
      t.app.inviteSettler.settleAll([id]),
      t.app.inviteSettler.settleAll([id, id]),
      t.app.inviteSettler.settleDue(),
    ]);
    expect((await referralOf(friend)).status).toBe('paid');
    expect(await cashOf(t, inviter.token)).toBe(before + BONUS);
    expect(await referralRewards(inviter)).toBe(1);
    const facts = await t.database.db
      .selectFrom('activity_events')
      .select('id')
      .where('member_id', '=', inviter.memberId)
      .where('kind', '=', 'referral.qualified')
      .execute();
    expect(facts).toHaveLength(1);
  });

  it('holds a friend on the inviter’s device; staff approval pays once, a second decision is refused', async () => {
    const device = randomUUID();
    const inviter = await join({ device });
    const before = await cashOf(t, inviter.token);
    const friend = await qualifiedFriend(inviter, { device });
    await t.app.activityStream.drain();
    const held = await referralOf(friend);
    expect(held).toMatchObject({ status: 'held', device_id: device });
    expect(held.hold_reasons.split(',')).toContain('same_device');
    expect(await cashOf(t, inviter.token)).toBe(before);
    const list = await staffCall<{ items: { id: string; holdReasons: string[] }[] }>(t, admin, r.heldReferrals, {});
    expect(list.data.items.find((i) => i.id === String(held.id))?.holdReasons).toContain('same_device');
    const decide = () =>
      staffCall<{ status: string }>(t, admin, r.approveReferral, { id: String(held.id), reason: 'same household, checked' });
    const [a, b] = await Promise.all([decide(), decide()]);
    expect([a.code, b.code].sort()).toEqual([0, ErrorCode.VALIDATION].sort((x, y) => x - y));
    expect(await cashOf(t, inviter.token)).toBe(before + BONUS);
    expect(await referralRewards(inviter)).toBe(1);
    const again = await staffCall(t, admin, r.rejectReferral, { id: String(held.id), reason: 'too late' });
    expect(again.code).toBe(ErrorCode.VALIDATION);
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target', '=', `referral:${held.id}`)
      .execute();
    expect(audit.map((x) => x.action)).toEqual(['referral.approve']);
  });

  it('holds a second invitee on a device that already made one', async () => {
    const device = randomUUID();
    const first = await join();
    await qualifiedFriend(first, { device });
    await t.app.activityStream.drain();
    const other = await join();
    const again = await qualifiedFriend(other, { device });
    await t.app.activityStream.drain();
    const row = await referralOf(again);
    expect(row.status).toBe('held');
    expect(row.hold_reasons.split(',')).toContain('repeat_device');
  });

  it('holds a burst of sign-ups from one address (more than burstMax within the window)', async () => {
    const inviter = await join();
    const code = await codeOf(inviter);
    const ip = freshIp();
    const friends = [];
    for (let i = 0; i < 4; i += 1) friends.push(await join({ code, ip }));
    const lone = await join({ code });
    for (const f of [...friends, lone]) {
      await fundByDeposit(t, f, 200_000);
      await stakes(f, [{ stake: 100_000, multiplier: 200 }]);
    }
    await t.app.activityStream.drain();
    for (const f of friends) {
      const row = await referralOf(f);
      expect(row.status).toBe('held');
      expect(row.hold_reasons.split(',')).toContain('ip_burst');
    }
    expect((await referralOf(lone)).status).toBe('paid');
    expect(await referralRewards(inviter)).toBe(1);
  });

  it('answers bad input with a localised envelope and changes nothing', async () => {
    const m = await join();
    const cash = await cashOf(t, m.token);
    const bad = [
      await api(t, 'GET', routes.inviteTask.path, { actId: 'x' }, m.token),
      await api(t, 'GET', routes.inviteProcesses.path, { taskId: 'abc' }, m.token),
      await api(t, 'GET', routes.inviteProcesses.path, { taskId: '1', size: '500' }, m.token),
      await api(t, 'POST', routes.inviteProcessOpen.path, { processId: '-1' }, m.token),
      await api(t, 'POST', routes.inviteTaskStart.path, {}, m.token),
    ];
    for (const res of bad) {
      expect(res.code).toBe(ErrorCode.VALIDATION);
      expect(res.msg).not.toBe('');
    }
    const sw = await t.app.inject({
      method: 'GET',
      url: `${routes.inviteTask.path}?actId=x`,
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'sw' },
    });
    expect(sw.json<{ msg: string }>().msg).not.toBe(bad[0]?.msg);
    expect((await api(t, 'GET', routes.inviteTask.path, { actId: '2' }, m.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await api(t, 'POST', routes.inviteProcessOpen.path, { processId: '999999' }, m.token)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const task = inviteTaskData.parse((await api(t, 'GET', routes.inviteTask.path, { actId: '1' }, m.token)).data);
    expect(task).toMatchObject({ id: 0, status: 0 });
    expect(await cashOf(t, m.token)).toBe(cash);
  });
});

describe('cash giving', () => {
  it('starts at the packet, adds the published table per valid friend and pays the target once', async () => {
    const inviter = await join();
    const activity = inviteActivityData.parse((await api(t, 'GET', routes.inviteActivity.path, { id: '1' }, inviter.token)).data);
    expect(activity).toMatchObject({
      status: 1,
      needed: 2,
      claimHours: 24,
      taskTargetAmount: 30_000,
      increments: [10_000, 5_000],
    });
    const started = inviteTaskData.parse((await api(t, 'POST', routes.inviteTaskStart.path, { actId: '1' }, inviter.token)).data);
    expect(started).toMatchObject({
      status: 1,
      currentAmount: 15_000,
      targetAmount: 30_000,
      needed: 2,
      spins: 0,
      state: 24 * 3_600_000,
    });
    const twice = inviteTaskData.parse((await api(t, 'POST', routes.inviteTaskStart.path, { actId: '1' }, inviter.token)).data);
    expect(twice.id).toBe(started.id);

    const waiting = await join({ code: await codeOf(inviter) });
    const f1 = await qualifiedFriend(inviter);
    const f2 = await qualifiedFriend(inviter);
    await t.app.activityStream.drain();
    const cash = await cashOf(t, inviter.token);
    const list = inviteProcessesData.parse(
      (await api(t, 'GET', routes.inviteProcesses.path, { taskId: String(started.id), page: '0', size: '10' }, inviter.token))
        .data,
    );
    expect(list.count).toBe(3);
    expect(list.list.map((p) => p.status).sort()).toEqual([0, 1, 1]);
    expect(list.list[0]?.inviteeMobile).toMatch(/^097\*{4}\d{3}$/);
    const valid = inviteProcessesData.parse(
      (await api(t, 'GET', routes.inviteProcesses.path, { taskId: String(started.id), status: '1' }, inviter.token)).data,
    );
    expect(valid.count).toBe(2);
    const notValid = list.list.find((p) => p.status === 0);
    expect(notValid).toBeDefined();
    const refused = await api(t, 'POST', routes.inviteProcessOpen.path, { processId: String(notValid?.id) }, inviter.token);
    expect(refused.code).toBe(ErrorCode.OFFER_UNAVAILABLE);

    const [p1, p2] = valid.list;
    const open = (id: number | undefined) =>
      api(t, 'POST', routes.inviteProcessOpen.path, { processId: String(id) }, inviter.token);
    const firstOpen = await Promise.all([open(p1?.id), open(p1?.id)]);
    expect(firstOpen.map((x) => x.code).sort()).toEqual([0, ErrorCode.OFFER_UNAVAILABLE]);
    const one = inviteProcessOpenData.parse(firstOpen.find((x) => x.code === 0)?.data);
    expect(one).toMatchObject({ increaseAmount: 10_000, state: 1, task: { currentAmount: 25_000, needed: 1, spins: 1 } });
    const two = inviteProcessOpenData.parse((await open(p2?.id)).data);
    expect(two).toMatchObject({ increaseAmount: 5_000, state: 2, task: { status: 2, currentAmount: 30_000 } });
    expect(await cashOf(t, inviter.token)).toBe(cash + 30_000);
    const notices = await api<{ list: { mobile: string; amount: number }[] }>(
      t,
      'GET',
      routes.inviteNotices.path,
      { actId: '1' },
      inviter.token,
    );
    expect(notices.data.list[0]).toMatchObject({ amount: 30_000 });
    expect([waiting, f1, f2]).toHaveLength(3);
  });

  it('lets a task run out after the claim window: nothing is paid and the status reads none', async () => {
    const m = await join();
    inviteTaskData.parse((await api(t, 'POST', routes.inviteTaskStart.path, { actId: '1' }, m.token)).data);
    clock.advance(24 * 3_600_000 + 1);
    const after = inviteTaskData.parse((await api(t, 'GET', routes.inviteTask.path, { actId: '1' }, m.token)).data);
    expect(after).toMatchObject({ status: 0, id: 0 });
  });
});

// Last in the file: these move the shared clock by days.
describe('a referral whose inviter is held back', () => {
  async function qualifiedUnder(restrict: (inviter: SignedUp) => Promise<void>) {
    const inviter = await join();
    const code = await codeOf(inviter);
    await restrict(inviter);
    const friend = await join({ code });
    await fundByDeposit(t, friend, 200_000);
    await stakes(friend, [{ stake: 100_000, multiplier: 200 }]);
    await t.app.activityStream.drain();
    return { inviter, friend };
  }
  const timeOut = (period: string) => async (m: SignedUp) => {
    expect((await api(t, 'POST', routes.timeOut.path, { period }, m.token)).code).toBe(0);
  };

  it('waits out a time-out, asking again hourly, and pays once when it has ended', async () => {
    const { inviter, friend } = await qualifiedUnder(timeOut('24h'));
    const waiting = await referralOf(friend);
    expect(waiting).toMatchObject({ status: 'qualified', note: 'time_out' });
    expect(waiting.retry_at).not.toBeNull();
    expect(await referralRewards(inviter)).toBe(0);
    // Before its next try the job leaves it alone; after it, still under the time-out, it waits again.
    await t.app.inviteSettler.settleDue();
    expect((await referralOf(friend)).status).toBe('qualified');
    clock.advance(REFERRAL_RETRY_MS);
    await t.app.inviteSettler.settleDue();
    expect(await referralOf(friend)).toMatchObject({ status: 'qualified', note: 'time_out' });

    clock.advance(24 * 3_600_000);
    await Promise.all([t.app.inviteSettler.settleDue(), t.app.inviteSettler.settleDue()]);
    expect(await referralOf(friend)).toMatchObject({ status: 'paid', note: null });
    expect(await referralRewards(inviter)).toBe(1);
  });

  it('is refused when the inviter is still held back 30 days after it qualified', async () => {
    const { inviter, friend } = await qualifiedUnder(timeOut('6w'));
    expect((await referralOf(friend)).status).toBe('qualified');
    clock.advance(REFERRAL_WAIT_MAX_MS - REFERRAL_RETRY_MS);
    await t.app.inviteSettler.settleDue();
    expect((await referralOf(friend)).status).toBe('qualified');
    clock.advance(REFERRAL_RETRY_MS);
    await t.app.inviteSettler.settleDue();
    expect(await referralOf(friend)).toMatchObject({ status: 'refused', note: 'time_out' });
    expect(await referralRewards(inviter)).toBe(0);
  });

  it('is refused at once for a self-excluded inviter', async () => {
    const { inviter, friend } = await qualifiedUnder(async (m) => {
      const res = await api(t, 'POST', routes.selfExclusion.path, { period: '1m', reason: 'need_break' }, m.token);
      expect(res.code).toBe(0);
    });
    expect(await referralOf(friend)).toMatchObject({ status: 'refused', note: 'self_exclusion' });
    expect(await referralRewards(inviter)).toBe(0);
  });
});
