import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { elapsedFor, multiplierAt, verifyChainLink, verifyGameHash } from '@nyota/fairness/crash';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { verifyLedger } from '../../ledger/index.js';
import { crashChains } from './crash-chain.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import { LIVE_LIST_SIZE } from './crash-round.js';
import { stakeTxId, winTxId } from './crash-money.js';
import {
  betRow,
  buildHarness,
  cashOf,
  currentRoundId,
  installChain,
  installConfig,
  pickChain,
  players,
  startTimeOf,
  transfersWithKey,
  type Harness,
} from './crash.test-kit.js';

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

const { bettingMs } = DEFAULT_TIMING;

/** A harness with a chain whose next rounds crash where `wants` say. */
async function setup(wants: ((cp: number) => boolean)[], config: Parameters<typeof installConfig>[1] = {}) {
  const t = buildHarness(h.db);
  const pick = pickChain(wants);
  await installChain(t, pick);
  await installConfig(t, config);
  return { t, points: pick.points };
}

/** Stops the engine and proves the ledger is sound and nothing failed silently. */
async function finish(t: Harness): Promise<void> {
  await t.engine.stop();
  expect(t.log.errors).toEqual([]);
  const report = await verifyLedger(h.db);
  expect(report.ok).toBe(true);
}

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

async function toStart(t: Harness): Promise<number> {
  await t.timers.advance(bettingMs);
  return startTimeOf(t, currentRoundId(t));
}

describe('crash engine: cash-outs against the server clock', () => {
  it('accepts a cash-out just before the crash instant and at the crash point itself, refuses one just after', async () => {
    const { t, points } = await setup([(cp) => cp >= 150 && cp <= 2_000]);
    const cp = points[0] as number;
    await t.engine.start();
    const [a, b, c, d] = await players(t, 4);
    const stake = 1_000;
    const bet = async (p: typeof a) => {
      const r = await t.engine.placeBet(p!, { panel: 1, stake, autoCashout: null });
      if (r.kind !== 'placed') throw new Error('expected a placed bet');
      return r.bet.betId;
    };
    const [ba, bb, bc, bd] = [await bet(a), await bet(b), await bet(c), await bet(d)];
    const start = await toStart(t);
    const crashAt = start + elapsedFor(cp + 1);
    const lastTie = crashAt - 1;
    expect(multiplierAt(lastTie - start)).toBe(cp);

    // Just before: one multiplier step below the crash point.
    const before = start + elapsedFor(cp) - 1;
    await t.timers.advanceTo(before);
    const ra = await t.engine.cashOut(a!.memberId, ba);
    expect(ra).toMatchObject({
      multiplier: cp - 1,
      payout: Math.floor((stake * (cp - 1)) / 100),
      reason: 'manual',
      replayed: false,
    });
    expect(ra.cashedOutAt).toBe(before);

    // At the crash point (the last millisecond the curve shows it): the tie goes to the player.
    await t.timers.advanceTo(lastTie);
    const rb = await t.engine.cashOut(b!.memberId, bb);
    expect(rb).toMatchObject({ multiplier: cp, payout: Math.floor((stake * cp) / 100) });

    // Just after: received at the crash instant, before the loop's tick has even run.
    t.clock.set(new Date(crashAt));
    expect((await errorOf(t.engine.cashOut(c!.memberId, bc))).code).toBe(ErrorCode.ROUND_CRASHED);
    await t.timers.advanceTo(crashAt);
    expect((await errorOf(t.engine.cashOut(d!.memberId, bd))).code).toBe(ErrorCode.ROUND_CRASHED);
    await t.engine.idle();

    const crashed = t.sink.of('crashed');
    expect(crashed).toHaveLength(1);
    expect(crashed[0]).toMatchObject({ crashPoint: cp, forced: false, elapsedMs: crashAt - start });
    expect((await betRow(t, ba)).status).toBe('cashed');
    expect((await betRow(t, bb)).cashoutMultiplier).toBe(cp);
    expect((await betRow(t, bc)).status).toBe('lost');
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - stake + ra.payout);
    expect(await cashOf(t, b!.memberId)).toBe(1_000_000 - stake + rb.payout);
    expect(await cashOf(t, c!.memberId)).toBe(1_000_000 - stake);
    // The ledger holds one stake and at most one win per bet; a lost bet moves nothing more.
    expect(await transfersWithKey(h.db, `seamless:${winTxId(bc)}`)).toBe(0);
    expect(await transfersWithKey(h.db, `seamless:${stakeTxId(bc)}`)).toBe(1);
    await finish(t);
  });

  it('pays auto cash-outs at exactly their target, including a target equal to the crash point on the last tick', async () => {
    // A crash point no regular tick shows (ticks fall every 150 ms from the start): only the
    // crash tick itself reaches it, so the target equal to it must be paid there, before the bust.
    const { tickMs } = DEFAULT_TIMING;
    const unseen = (cp: number) => Math.ceil(elapsedFor(cp) / tickMs) * tickMs >= elapsedFor(cp + 1);
    const { t, points } = await setup([(cp) => cp >= 300 && cp <= 5_000 && unseen(cp)]);
    const cp = points[0] as number;
    await t.engine.start();
    const ps = await players(t, 4);
    const stake = 777;
    const targets = [150, 151, cp, cp + 1];
    const ids: string[] = [];
    for (const [i, p] of ps.entries()) {
      const r = await t.engine.placeBet(p, { panel: 1, stake, autoCashout: targets[i] as number });
      if (r.kind !== 'placed') throw new Error('expected a placed bet');
      ids.push(r.bet.betId);
    }
    const start = await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await t.engine.idle();

    for (const [i, id] of ids.slice(0, 3).entries()) {
      const row = await betRow(t, id);
      expect(row).toMatchObject({ status: 'cashed', cashoutMultiplier: targets[i], cashoutReason: 'auto' });
      expect(row.payout).toBe(Math.floor((stake * (targets[i] as number)) / 100));
      // Paid on the first tick at or after the instant the curve reached the target.
      const reached = start + elapsedFor(targets[i] as number);
      expect(row.cashoutAt!.getTime()).toBeGreaterThanOrEqual(reached);
      expect(row.cashoutAt!.getTime()).toBeLessThan(reached + DEFAULT_TIMING.tickMs + 1);
    }
    expect((await betRow(t, ids[3] as string)).status).toBe('lost');
    // The target equal to the crash point was paid on the crash tick, before the bust.
    const crashed = t.sink.of('crashed')[0]!;
    expect(crashed.cashouts.map((c) => c.betId)).toContain(ids[2]);
    const announced = [...t.sink.of('tick').flatMap((e) => e.cashouts), ...crashed.cashouts].map((c) => c.betId);
    expect(announced.sort()).toEqual(ids.slice(0, 3).sort());
    // Announced within a notice interval of the tick that paid them (not held back for a sync tick).
    const { noticeEveryMs } = DEFAULT_TIMING;
    for (const [i, id] of ids.slice(0, 2).entries()) {
      const carrier = t.sink.of('tick').find((e) => e.cashouts.some((c) => c.betId === id));
      expect(carrier!.elapsedMs).toBeLessThan(elapsedFor(targets[i] as number) + tickMs + noticeEveryMs + 1);
    }
    const noticeTimes = t.sink
      .of('tick')
      .filter((e) => e.cashouts.length > 0)
      .map((e) => e.elapsedMs);
    for (let i = 1; i < noticeTimes.length; i++) {
      expect((noticeTimes[i] as number) - (noticeTimes[i - 1] as number)).toBeGreaterThanOrEqual(noticeEveryMs);
    }
    await finish(t);
  });

  it('pays everyone still in at 200x when the curve gets there, and ends the round as forced', async () => {
    // Max win K50,000: a K1,000 stake stops at 50x.
    const { t, points } = await setup([(cp) => cp >= 20_000], { maxWin: 5_000_000 });
    await t.engine.start();
    const [a, b, c] = await players(t, 3);
    const placed = async (p: typeof a, auto: number | null, stake = 500) => {
      const r = await t.engine.placeBet(p!, { panel: 1, stake, autoCashout: auto });
      if (r.kind !== 'placed') throw new Error('expected a placed bet');
      return r.bet.betId;
    };
    const none = await placed(a, null);
    const five = await placed(b, 500);
    const capped = await placed(c, null, 100_000);
    const start = await toStart(t);
    // The tick right before 200x: nothing forced yet, no crash.
    await t.timers.advanceTo(start + elapsedFor(20_000) - 1);
    expect(t.sink.of('crashed')).toHaveLength(0);
    await t.timers.advanceTo(start + elapsedFor(20_000));
    await t.engine.idle();

    const crashed = t.sink.of('crashed');
    expect(crashed).toHaveLength(1);
    expect(crashed[0]).toMatchObject({ forced: true, crashPoint: points[0], elapsedMs: 60_000 });
    expect(crashed[0]!.cashouts.some((n) => n.betId === none)).toBe(false);
    expect(await betRow(t, none)).toMatchObject({
      status: 'cashed',
      cashoutMultiplier: 20_000,
      cashoutReason: 'forced',
      payout: 100_000,
    });
    expect(await betRow(t, five)).toMatchObject({ status: 'cashed', cashoutMultiplier: 500, cashoutReason: 'auto' });
    expect(await betRow(t, capped)).toMatchObject({
      status: 'cashed',
      cashoutMultiplier: 5_000,
      cashoutReason: 'max_win',
      payout: 5_000_000,
    });
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - 500 + 100_000);
    await finish(t);
  }, 60_000);

  it('makes a cash-out idempotent: concurrent requests pay once and all see the same result', async () => {
    const { t, points } = await setup([(cp) => cp >= 300]);
    await t.engine.start();
    const [a] = await players(t, 1);
    const r = await t.engine.placeBet(a!, { panel: 2, stake: 2_000, autoCashout: null });
    if (r.kind !== 'placed') throw new Error('expected a placed bet');
    const start = await toStart(t);
    await t.timers.advanceTo(start + elapsedFor(200));
    const results = await Promise.all(Array.from({ length: 10 }, () => t.engine.cashOut(a!.memberId, r.bet.betId)));
    expect(results.filter((x) => !x.replayed)).toHaveLength(1);
    for (const x of results) expect(x).toMatchObject({ multiplier: 200, payout: 4_000 });
    await t.timers.advance(500);
    expect(await t.engine.cashOut(a!.memberId, r.bet.betId)).toMatchObject({ multiplier: 200, replayed: true });
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await t.engine.idle();
    // After the round too, from the database.
    expect(await t.engine.cashOut(a!.memberId, r.bet.betId)).toMatchObject({ multiplier: 200, payout: 4_000, replayed: true });
    expect(await transfersWithKey(h.db, `seamless:${winTxId(r.bet.betId)}`)).toBe(1);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - 2_000 + 4_000);
    expect(points[0]).toBeGreaterThanOrEqual(300);
    await finish(t);
  });

  it('refuses a cash-out before the start and a cash-out of another member’s bet', async () => {
    const { t } = await setup([(cp) => cp >= 200]);
    await t.engine.start();
    const [a, b] = await players(t, 2);
    const r = await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: null });
    if (r.kind !== 'placed') throw new Error('expected a placed bet');
    expect((await errorOf(t.engine.cashOut(a!.memberId, r.bet.betId))).code).toBe(ErrorCode.BET_NOT_OPEN);
    expect((await errorOf(t.engine.cashOut(b!.memberId, r.bet.betId))).code).toBe(ErrorCode.NOT_FOUND);
    await toStart(t);
    // 1.00x: nothing to cash out yet (a cash-out below 1.01x would dodge the house edge).
    expect((await errorOf(t.engine.cashOut(a!.memberId, r.bet.betId))).code).toBe(ErrorCode.BET_NOT_OPEN);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await finish(t);
  });
});

describe('crash engine: bets', () => {
  it('takes two independent bets per member and round, one per panel', async () => {
    const { t, points } = await setup([(cp) => cp >= 200 && cp < 1_000]);
    const cp = points[0] as number;
    await t.engine.start();
    const [a] = await players(t, 1);
    const one = await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: 150 });
    const two = await t.engine.placeBet(a!, { panel: 2, stake: 3_000, autoCashout: null });
    if (one.kind !== 'placed' || two.kind !== 'placed') throw new Error('expected placed bets');
    expect((await errorOf(t.engine.placeBet(a!, { panel: 2, stake: 100, autoCashout: null }))).code).toBe(ErrorCode.VALIDATION);
    expect((await errorOf(t.engine.placeBet(a!, { panel: 3, stake: 100, autoCashout: null }))).code).toBe(ErrorCode.VALIDATION);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - 4_000);
    expect(t.engine.snapshot(a!.memberId).mine).toHaveLength(2);
    await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await t.engine.idle();
    expect(await betRow(t, one.bet.betId)).toMatchObject({ status: 'cashed', cashoutMultiplier: 150 });
    expect(await betRow(t, two.bet.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - 4_000 + 1_500);
    expect(cp).toBeGreaterThanOrEqual(200);
    await finish(t);
  });

  it('announces bets in batches: at most one event per notice interval while betting, the rest just before the start', async () => {
    const { t } = await setup([(cp) => cp >= 150]);
    await t.engine.start();
    const ps = await players(t, 3);
    const ids: string[] = [];
    for (const p of ps) {
      const r = await t.engine.placeBet(p, { panel: 1, stake: 1_000, autoCashout: null });
      if (r.kind !== 'placed') throw new Error('expected a placed bet');
      ids.push(r.bet.betId);
    }
    expect(t.sink.of('bets')).toEqual([]);
    await t.timers.advance(DEFAULT_TIMING.noticeEveryMs);
    expect(t.sink.of('bets')).toEqual([
      {
        type: 'bets',
        roundId: currentRoundId(t),
        placed: ids.map((betId) => ({ betId, label: expect.any(String) as string, panel: 1, stake: 1_000 })),
        cancelled: [],
        count: 3,
        total: 3_000,
      },
    ]);
    // A cancel and a bet in the last moments of betting go out with the start, just before it.
    await t.timers.advance(bettingMs - DEFAULT_TIMING.noticeEveryMs - 100);
    await t.engine.cancelBet(ps[0]!.memberId, ids[0]!);
    const late = await t.engine.placeBet(ps[0]!, { panel: 2, stake: 2_000, autoCashout: null });
    if (late.kind !== 'placed') throw new Error('expected a placed bet');
    await t.timers.advance(100);
    const types = t.sink.broadcasts.map((e) => e.type);
    expect(types.slice(types.indexOf('started') - 1, types.indexOf('started') + 1)).toEqual(['bets', 'started']);
    const last = t.sink.of('bets')[1]!;
    expect(last).toMatchObject({
      placed: [{ betId: late.bet.betId, panel: 2, stake: 2_000 }],
      cancelled: [ids[0]],
      count: 3,
      total: 4_000,
    });
    expect(t.sink.of('bets')).toHaveLength(2);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await finish(t);
  });

  it('lists only the first bets of a round to everyone, counts them all, and tells each player their own cash-outs', async () => {
    const { t } = await setup([(cp) => cp >= 200]);
    await t.engine.start();
    const ps = await players(t, LIVE_LIST_SIZE + 2);
    const ids: string[] = [];
    for (const p of ps) {
      const r = await t.engine.placeBet(p, { panel: 1, stake: 1_000, autoCashout: 150 });
      if (r.kind !== 'placed') throw new Error('expected a placed bet');
      ids.push(r.bet.betId);
    }
    const listed = ids.slice(0, LIVE_LIST_SIZE);
    const unlisted = ids.slice(LIVE_LIST_SIZE);
    await t.timers.advance(DEFAULT_TIMING.noticeEveryMs);
    expect(t.sink.of('bets').flatMap((e) => e.placed.map((b) => b.betId))).toEqual(listed);
    expect(t.sink.of('bets').at(-1)).toMatchObject({ count: ps.length, total: ps.length * 1_000 });
    // An unlisted bet's cancel changes only the count and total.
    await t.engine.cancelBet(ps.at(-1)!.memberId, unlisted[1]!);
    await t.timers.advance(DEFAULT_TIMING.noticeEveryMs);
    expect(t.sink.of('bets').at(-1)).toMatchObject({ placed: [], cancelled: [], count: ps.length - 1 });
    const snap = t.engine.snapshot(ps.at(-2)!.memberId);
    expect(snap.bets.map((b) => b.betId)).toEqual(listed);
    expect([snap.betCount, snap.betTotal]).toEqual([ps.length - 1, (ps.length - 1) * 1_000]);
    expect(snap.mine.map((b) => b.betId)).toEqual([unlisted[0]]);

    await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    const announced = [...t.sink.of('tick').flatMap((e) => e.cashouts), ...t.sink.of('crashed')[0]!.cashouts];
    expect(announced.map((c) => c.betId).sort()).toEqual([...listed].sort());
    // Every player hears of their own cash-out, listed or not.
    const own = t.sink.memberEvents.filter((m) => m.event.type === 'cashedOut');
    expect(own.map((m) => (m.event as { betId: string }).betId).sort()).toEqual([...listed, unlisted[0]!].sort());
    expect(own.find((m) => m.memberId === ps.at(-2)!.memberId)?.event).toMatchObject({
      betId: unlisted[0],
      multiplier: 150,
      payout: 1_500,
      reason: 'auto',
    });
    await finish(t);
  });

  it('queues a bet placed while the round flies for the next round, and lets it be cancelled until that round starts', async () => {
    const { t } = await setup([(cp) => cp >= 300, () => true, () => true]);
    await t.engine.start();
    const [a, b] = await players(t, 2);
    await toStart(t);
    const first = currentRoundId(t);
    const qa = await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: 200 });
    const qb = await t.engine.placeBet(b!, { panel: 2, stake: 2_000, autoCashout: null });
    if (qa.kind !== 'queued' || qb.kind !== 'queued') throw new Error('expected queued bets');
    expect((await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 500, autoCashout: null }))).code).toBe(ErrorCode.VALIDATION);
    expect(t.engine.cancelQueued(b!.memberId, qb.queued.queueId)).toBe(true);
    expect(t.engine.cancelQueued(b!.memberId, qb.queued.queueId)).toBe(false);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);

    await t.timers.runUntil(() => t.sink.of('starting').some((e) => e.roundId !== first));
    // The queued bets are placed as the next round opens.
    await t.engine.idle();
    const second = currentRoundId(t);
    const placed = t.sink.memberEvents.filter((e) => e.event.type === 'queuedBetPlaced');
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ memberId: a!.memberId, event: { queueId: qa.queued.queueId, roundId: second } });
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000 - 1_000);
    expect(await cashOf(t, b!.memberId)).toBe(1_000_000);

    // Still cancellable while that round takes bets: the stake comes back, the panel is free again.
    const betId = placed[0]!.event.type === 'queuedBetPlaced' ? placed[0]!.event.betId : '';
    const cancelled = await t.engine.cancelBet(a!.memberId, betId);
    expect(cancelled.status).toBe('cancelled');
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);
    const again = await t.engine.placeBet(a!, { panel: 1, stake: 300, autoCashout: null });
    expect(again.kind).toBe('placed');
    await toStart(t);
    if (again.kind !== 'placed') throw new Error('expected a placed bet');
    expect((await errorOf(t.engine.cancelBet(a!.memberId, again.bet.betId))).code).toBe(ErrorCode.BETTING_CLOSED);
    expect(await betRow(t, betId)).toMatchObject({ status: 'cancelled', payout: 1_000 });
    await t.timers.runUntil(() => t.sink.of('crashed').length === 2);
    await finish(t);
  });

  it('refuses a stake the balance cannot cover and records nothing', async () => {
    const { t } = await setup([() => true]);
    await t.engine.start();
    const [a] = await players(t, 1, 500);
    const err = await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 501, autoCashout: null }));
    expect(err.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const rows = await h.db.selectFrom('crash_bets').select('id').where('member_id', '=', a!.memberId).execute();
    expect(rows).toEqual([]);
    expect(await cashOf(t, a!.memberId)).toBe(500);
    expect(t.engine.snapshot(a!.memberId).mine).toEqual([]);
    // The panel is free: an affordable bet goes through.
    expect((await t.engine.placeBet(a!, { panel: 1, stake: 500, autoCashout: null })).kind).toBe('placed');
    await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await finish(t);
  });

  it('keeps a round’s potential payouts under the liability cap', async () => {
    // Cap K300: a K1 bet with no target can win K200, one with a 1.50x target only K1.50.
    const { t } = await setup([() => true], { roundLiabilityCap: 30_000, maxWin: 30_000, maxStake: 10_000 });
    await t.engine.start();
    const ps = await players(t, 4);
    expect((await t.engine.placeBet(ps[0]!, { panel: 1, stake: 100, autoCashout: null })).kind).toBe('placed');
    const full = await errorOf(t.engine.placeBet(ps[1]!, { panel: 1, stake: 100, autoCashout: null }));
    expect(full).toMatchObject({ code: ErrorCode.LIMIT_EXCEEDED, key: 'errors.crash_round_full' });
    expect(await cashOf(t, ps[1]!.memberId)).toBe(1_000_000);
    // A low target keeps the potential payout small enough to fit.
    expect((await t.engine.placeBet(ps[1]!, { panel: 1, stake: 100, autoCashout: 150 })).kind).toBe('placed');
    // Concurrent bets cannot slip past the cap together.
    const burst = await Promise.allSettled(
      ps.slice(2).map((p) => t.engine.placeBet(p, { panel: 1, stake: 5_000, autoCashout: 200 })),
    );
    expect(burst.filter((x) => x.status === 'fulfilled')).toHaveLength(0);
    const snap = t.engine.snapshot(null);
    expect(snap.bets).toHaveLength(2);
    await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    await finish(t);
  });

  it('checks stake limits, auto cash-out bounds and self-exclusion', async () => {
    const { t } = await setup([() => true], { minStake: 200, maxStake: 5_000 });
    await t.engine.start();
    const [a] = await players(t, 1);
    const low = await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 199, autoCashout: null }));
    expect(low).toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      key: 'errors.crash_stake_range',
      params: { min: 'K2.00', max: 'K50.00' },
    });
    expect((await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 5_001, autoCashout: null }))).code).toBe(
      ErrorCode.LIMIT_EXCEEDED,
    );
    for (const auto of [100, 20_001, 150.5]) {
      expect((await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 300, autoCashout: auto }))).key).toBe(
        'errors.crash_auto_cashout_range',
      );
    }
    expect((await errorOf(t.engine.placeBet(a!, { panel: 1, stake: 0, autoCashout: null }))).code).toBe(ErrorCode.VALIDATION);
    expect(
      (await errorOf(t.engine.placeBet({ ...a!, selfExcluded: true }, { panel: 1, stake: 300, autoCashout: null }))).code,
    ).toBe(ErrorCode.SELF_EXCLUDED);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);
    await finish(t);
  });
});

describe('crash engine: fairness and secrecy', () => {
  it('commits before betting, never shows the outcome before the crash, and reveals a hash that verifies', async () => {
    const { t } = await setup([(cp) => cp >= 150 && cp < 3_000, () => true]);
    await t.engine.start();
    const [a] = await players(t, 1);
    await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: null });
    const roundId = currentRoundId(t);
    const row = await t.repo.rounds.round(h.db, roundId);
    const starting = t.sink.of('starting')[0]!;
    expect(starting.commitment).toBe(row!.commitment);
    await toStart(t);
    await t.timers.advance(1_000);
    const snap = t.engine.snapshot(a!.memberId);
    expect(snap.round).toMatchObject({ phase: 'running', crashPoint: null, gameHash: null });
    const [open] = await t.engine.memberBets(a!.memberId);
    expect(open!.round).toMatchObject({ crashPoint: null, gameHash: null });
    const events = JSON.stringify(t.sink.broadcasts);
    expect(events).not.toContain('"crashPoint"');
    expect(JSON.stringify([events, snap, open])).not.toContain(row!.gameHash);

    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    const crashed = t.sink.of('crashed')[0]!;
    expect(crashed.gameHash).toBe(row!.gameHash);
    expect(verifyChainLink(crashed.gameHash, starting.commitment)).toBe(true);
    const chain = await crashChains(() => t.clock.now()).chain(h.db, row!.chainId);
    expect(verifyGameHash(crashed.gameHash, starting.gameNumber, chain!.terminatingHash)).toBe(true);
    const [record] = await t.engine.memberBets(a!.memberId);
    expect(record).toMatchObject({ status: 'lost', round: { crashPoint: crashed.crashPoint, gameHash: crashed.gameHash } });
    // The next round's commitment is the hash just revealed.
    await t.timers.runUntil(() => t.sink.of('starting').length === 2);
    expect(t.sink.of('starting')[1]!.commitment).toBe(crashed.gameHash);
    await finish(t);
  });

  it('keeps events small and few: a tick carries the elapsed time and new cash-outs, and goes out about once a second unless it carries cash-outs', async () => {
    const { t } = await setup([(cp) => cp >= 500 && cp < 2_000]);
    await t.engine.start();
    await toStart(t);
    await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
    const ticks = t.sink.of('tick');
    expect(ticks.length).toBeGreaterThan(10);
    const sizes = ticks.map((e) => JSON.stringify(e).length);
    expect(Math.max(...sizes)).toBeLessThan(120);
    // No cash-outs in this round: every tick is a sync, the first one at least 1 s after the last.
    expect(ticks.every((e) => e.sync && e.cashouts.length === 0)).toBe(true);
    const syncs = ticks.map((e) => e.elapsedMs);
    expect(syncs.length).toBeGreaterThan(0);
    for (const [i, at] of syncs.entries()) {
      const gap = at - (i === 0 ? 0 : (syncs[i - 1] as number));
      expect(gap).toBeGreaterThanOrEqual(1_000);
      expect(gap).toBeLessThan(1_000 + DEFAULT_TIMING.tickMs);
    }
    await finish(t);
  });
});
