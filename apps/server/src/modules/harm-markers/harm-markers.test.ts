/**
 * Harm markers end to end on one node: facts reach the stream from the deposit path, the consumer
 * counts them against the thresholds staff set, a marker over its threshold opens the automatic
 * review that the eligibility function reads, and staff see, list and close it (audited).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_HARM_THRESHOLDS, type PlayerHarm } from '@nyota/contract/staff/harm-markers-schemas';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { ActivityConsumers, appendActivity, recentActivity } from '../activity/index.js';
import {
  answerPrompt,
  api,
  channelId,
  control,
  createPaymentsTestApp,
  deposit,
  depositOk,
  fundByDeposit,
  signUp,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';
import { createHarmMarkersModule } from './index.js';

let t: PayTestApp;
let admin: TestStaff;
let support: TestStaff;
// 10:00 in Lusaka (UTC+2): daytime, so deposits and bets here are not night play.
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

async function saveThresholds(patch: Partial<typeof DEFAULT_HARM_THRESHOLDS>): Promise<number> {
  const who = await signIn(t, admin);
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const base = list.data.items.find((i) => i.key === 'harm_markers')?.current?.version ?? 0;
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: {
      key: 'harm_markers',
      value: { ...DEFAULT_HARM_THRESHOLDS, ...patch },
      baseVersion: base,
      reason: 'test thresholds',
    },
    ...asStaff(who),
  });
  return res.json<{ code: number }>().code;
}

const harmOf = async (memberId: string) =>
  (await staffCall<PlayerHarm>(t, await signIn(t, support), r.playerHarmMarkers, { memberId })).data;
const countOf = (h: PlayerHarm, marker: string) => h.markers.find((m) => m.marker === marker)?.count;

/** The markers as staff see them once the stream has been applied (a refusal is written after its request). */
const drainedCount = async (memberId: string, marker: string) => {
  await t.app.activityStream.drain();
  return countOf(await harmOf(memberId), marker);
};

/** A withdrawal that ends unpaid and refunded: the provider has no float to pay it. */
async function cancelledWithdrawal(m: SignedUp, money: number): Promise<void> {
  const floats = await control<{ floats: Record<string, number> }>(t, 'GET', '/floats');
  const before = floats.floats['pawapay:ZMW'] ?? 0;
  await control(t, 'PUT', '/floats', { account: 'pawapay', currency: 'ZMW', balance: '1.00' });
  try {
    const channel = String(await channelId(t, 'withdraw', 'AIRTEL'));
    const res = await api<WithdrawRecord>(t, 'POST', routes.withdrawInit.path, { money: String(money), channel }, m.token);
    expect(res.code).toBe(0);
    await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'FAILED');
  } finally {
    await control(t, 'PUT', '/floats', { account: 'pawapay', currency: 'ZMW', balance: (before / 100).toFixed(2) });
  }
}

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  const mod = staffModuleOf(t);
  admin = await makeStaff(mod, 'admin');
  support = await makeStaff(mod, 'risk');
});
afterAll(() => t.close());

describe('harm markers', () => {
  it('flags deposit velocity, shows it to staff, and lifts the flag on review', async () => {
    expect(await saveThresholds({ depositVelocity: { count: 2, hours: 24 } })).toBe(0);
    const m = await signUp(t);
    await fundByDeposit(t, m, 1_000);
    const rejected = await depositOk(t, m, 2_000);
    await answerPrompt(t, rejected, 'reject');
    await waitForIntent(t, rejected, (i) => i.status === 'FAILED');
    const kinds = (await recentActivity(t.database.db, m.memberId, new Date(0))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['member.registered', 'deposit.succeeded', 'deposit.failed']));

    await t.app.activityStream.drain();
    let harm = await harmOf(m.memberId);
    expect(countOf(harm, 'deposit_velocity')).toBe(1);
    expect(countOf(harm, 'failed_deposits')).toBe(1);
    expect(harm.open).toBeNull();

    await fundByDeposit(t, m, 1_500);
    await t.app.activityStream.drain();
    harm = await harmOf(m.memberId);
    expect(harm.open?.markers).toEqual([{ marker: 'deposit_velocity', count: 2 }]);
    const queue = await staffCall<{ items: { memberId: string; mobile: string }[] }>(
      t,
      await signIn(t, support),
      r.harmReviewQueue,
      {},
    );
    expect(queue.data.items.find((i) => i.memberId === m.memberId)?.mobile).toMatch(/^0?\d{9}$/);

    const note = 'Called the player; agreed a deposit limit.';
    const closed = await staffCall(t, await signIn(t, support), r.closeHarmReview, { memberId: m.memberId, note });
    expect(closed.code).toBe(0);
    harm = await harmOf(m.memberId);
    expect(harm.open).toBeNull();
    expect(harm.history[0]).toMatchObject({ reviewedBy: support.username, note });
    // Counting restarts at the review: the deposits before it no longer count.
    expect(countOf(harm, 'deposit_velocity')).toBe(0);
    const again = await staffCall(t, await signIn(t, support), r.closeHarmReview, { memberId: m.memberId, note });
    expect(again.code).toBe(ErrorCode.VALIDATION);
    const audit = await staffModuleOf(t).audit.search({ target: `member:${m.memberId}`, action: 'player.harm_review', limit: 5 });
    expect(audit).toHaveLength(1);
  });

  it('counts night play once a night, and a deposit soon after a big loss as chasing', async () => {
    expect(await saveThresholds({ nightPlay: { count: 2, days: 7 } })).toBe(0);
    const m = await signUp(t);
    const db = t.database.db;
    const bet = (at: string, stake: number, payout: number, ref: string) =>
      db.transaction().execute((trx) =>
        appendActivity(trx, {
          kind: 'bet.settled',
          memberId: m.memberId,
          at: new Date(at),
          payload: { gameId: 1, betRef: ref, unit: 'cash', stake, payout, multiplier: 0, bonusStake: 0 },
        }),
      );
    // 01:00 and 03:00 Lusaka on one night, then 23:30 (not night), then 02:00 the next night.
    await bet('2026-11-19T23:00:00Z', 100, 0, 'n1');
    await bet('2026-11-20T01:00:00Z', 100, 0, 'n2');
    await bet('2026-11-20T21:30:00Z', 100, 0, 'day');
    await t.app.activityStream.drain();
    expect(countOf(await harmOf(m.memberId), 'night_play')).toBe(1);
    expect((await harmOf(m.memberId)).open).toBeNull();
    // A loss of 60,000 (over the 50,000 default) and a deposit 20 minutes later.
    await bet('2026-11-21T00:00:00Z', 60_000, 0, 'big');
    await db.transaction().execute((trx) =>
      appendActivity(trx, {
        kind: 'deposit.succeeded',
        memberId: m.memberId,
        at: new Date('2026-11-21T00:20:00Z'),
        payload: { intentId: randomUUID(), amount: 10_000, provider: 'pawapay' },
      }),
    );
    await t.app.activityStream.drain();
    // Staff read the counts as of now: move the clock past the last fact.
    clock.set(new Date('2026-11-21T01:00:00Z'));
    const harm = await harmOf(m.memberId);
    expect(countOf(harm, 'night_play')).toBe(2);
    expect(countOf(harm, 'chasing_losses')).toBe(1);
    expect(harm.open?.markers.map((x) => x.marker)).toEqual(['night_play']);
  });

  it("flags limit hits at the threshold, not below, from deposits refused by the player's own limit", async () => {
    expect(await saveThresholds({ limitHits: { count: 3, days: 7 } })).toBe(0);
    const m = await signUp(t);
    const set = await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '5000' }, m.token);
    expect(set.code).toBe(0);
    expect((await deposit(t, m, 6_000)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect((await deposit(t, m, 7_000)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    // A deposit within the limit is no hit.
    await fundByDeposit(t, m, 2_000);
    await expect.poll(() => drainedCount(m.memberId, 'limit_hits')).toBe(2);
    expect((await harmOf(m.memberId)).open).toBeNull();

    expect((await deposit(t, m, 4_000)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    await expect.poll(() => drainedCount(m.memberId, 'limit_hits')).toBe(3);
    expect((await harmOf(m.memberId)).open?.markers).toEqual([{ marker: 'limit_hits', count: 3 }]);
  });

  it('flags a deposit soon after a cancelled withdrawal, at the threshold and not below or after the window', async () => {
    expect(await saveThresholds({ cancelRedeposit: { count: 2, days: 30, withinHours: 24 } })).toBe(0);
    const m = await signUp(t);
    await fundByDeposit(t, m, 10_000);
    await cancelledWithdrawal(m, 5_000);
    // A deposit within 24 hours of the refund counts once.
    clock.advance(3_600_000);
    await fundByDeposit(t, m, 1_000);
    expect(await drainedCount(m.memberId, 'cancel_redeposit')).toBe(1);
    expect((await harmOf(m.memberId)).open).toBeNull();
    // A deposit more than 24 hours after it does not.
    clock.advance(24 * 3_600_000);
    await fundByDeposit(t, m, 1_000);
    expect(await drainedCount(m.memberId, 'cancel_redeposit')).toBe(1);
    expect((await harmOf(m.memberId)).open).toBeNull();

    await cancelledWithdrawal(m, 5_000);
    await fundByDeposit(t, m, 1_000);
    expect(await drainedCount(m.memberId, 'cancel_redeposit')).toBe(2);
    expect((await harmOf(m.memberId)).open?.markers).toEqual([{ marker: 'cancel_redeposit', count: 2 }]);
  });

  it('refuses thresholds out of range and keeps the old ones', async () => {
    expect(await saveThresholds({ limitHits: { count: 0, days: 7 } })).toBe(ErrorCode.SETTINGS_INVALID);
    const who = await signIn(t, admin);
    const list = await staffCall<{ items: { key: string; value: { limitHits: { count: number } } }[] }>(
      t,
      who,
      r.listSettings,
      {},
    );
    expect(list.data.items.find((i) => i.key === 'harm_markers')?.value.limitHits.count).toBe(5);
  });

  it('answers the eligibility question: under review or not', async () => {
    const mod = createHarmMarkersModule({
      db: t.database.db,
      clock,
      timeZone: 'Africa/Lusaka',
      // Its own consumer list: the node's already holds the harm-markers consumer.
      activity: new ActivityConsumers(t.database.db, clock, { warn: () => undefined, error: () => undefined }, null),
      audit: staffModuleOf(t).audit,
      staffSessions: staffModuleOf(t).sessions,
      mobileOf: async () => null,
    }).harm;
    const queue = await mod.queue();
    expect(queue.length).toBeGreaterThan(0);
    for (const q of queue) expect(await mod.underReview(q.memberId)).toBe(true);
    const m = await signUp(t);
    expect(await mod.underReview(m.memberId)).toBe(false);
  });
});
