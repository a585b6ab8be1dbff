import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elapsedFor } from '@nyota/fairness/crash';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { verifyLedger } from '../../ledger/index.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import { CRASH_GAME_ID, stakeTxId, winTxId } from './crash-money.js';
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

const { bettingMs, leaseMs } = DEFAULT_TIMING;
const CASH = 1_000_000;

async function placed(
  t: Harness,
  p: Parameters<Harness['engine']['placeBet']>[0],
  panel: number,
  stake: number,
  auto: number | null,
) {
  const r = await t.engine.placeBet(p, { panel, stake, autoCashout: auto });
  if (r.kind !== 'placed') throw new Error('expected a placed bet');
  return r.bet.betId;
}

/** Every transfer of a bet: its stake once, then at most one of a win or a refund. */
async function moneyOf(betId: string) {
  return {
    stake: await transfersWithKey(h.db, `seamless:${stakeTxId(betId)}`),
    win: await transfersWithKey(h.db, `seamless:${winTxId(betId)}`),
    refund: await transfersWithKey(h.db, `seamless:rollback:${stakeTxId(betId)}`),
  };
}

describe('crash recovery', () => {
  it('settles every bet of a round whose process died mid-flight exactly once, then plays on', async () => {
    const pick = pickChain([(cp) => cp >= 300 && cp < 5_000, () => true, () => true, () => true, () => true]);
    const cp = pick.points[0] as number;
    const a = buildHarness(h.db, { nodeId: 'node-a' });
    await installChain(a, pick);
    await installConfig(a);
    await a.engine.start();
    const [p1, p2, p3, p4, p5, p6] = await players(a, 6);

    const reaches = await placed(a, p1!, 1, 1_000, 200); // target below the crash point: paid at 2.00x
    const misses = await placed(a, p2!, 1, 1_000, cp + 1); // target above it: refunded
    const noTarget = await placed(a, p3!, 1, 1_000, null); // no target: refunded
    const cashed = await placed(a, p4!, 1, 1_000, null); // cashed out by hand before the crash
    const unpaid = await placed(a, p5!, 1, 1_000, null); // cashed out, process died before the credit
    const atTarget = await placed(a, p6!, 2, 2_000, 150); // auto cash-out paid before the crash
    await a.timers.advance(bettingMs);
    const roundId = currentRoundId(a);
    const start = startTimeOf(a, roundId);
    await a.timers.advanceTo(start + elapsedFor(160));
    const manual = await a.engine.cashOut(p4!.memberId, cashed);
    await a.engine.idle();
    // The decision of a cash-out is recorded but its credit never ran (as if the process died between).
    await a.repo.bets.cashOutMany(h.db, [{ id: unpaid, multiplier: 170, reason: 'manual' }], a.clock.now());
    // And a stake in doubt: the bet row is pending and the debit went through.
    const pending = randomUUID();
    await a.repo.bets.insertPendingBet(h.db, {
      id: pending,
      roundId,
      memberId: p6!.memberId,
      panel: 1,
      stake: 500,
      autoCashout: null,
      target: 20_000,
      configVersion: (await a.repo.rounds.round(h.db, roundId))!.configVersion,
      createdAt: a.clock.now(),
    });
    await a.wallet.debit(p6!.memberId, 500, { roundId, txId: stakeTxId(pending), gameId: CRASH_GAME_ID });
    expect(a.sink.of('crashed')).toHaveLength(0);
    // Process A dies here: no stop(), its timers never fire again.

    // B boots on the same database while A's lease still runs: it leaves the round alone...
    const b = buildHarness(h.db, { nodeId: 'node-b', clock: a.clock });
    await b.engine.start();
    expect((await b.repo.rounds.round(h.db, roundId))!.state).toBe('running');
    // ...and settles it at its next round once the lease has run out.
    await b.timers.advance(leaseMs + 1_000);
    const opened = b.sink.of('starting').length;
    await b.timers.runUntil(() => b.sink.of('starting').length === opened + 1);
    await b.engine.idle();

    const round = (await b.repo.rounds.round(h.db, roundId))!;
    expect(round).toMatchObject({ state: 'settled', resolution: 'recovered', leaseOwner: expect.stringContaining('node-b') });
    expect(await betRow(b, reaches)).toMatchObject({
      status: 'cashed',
      cashoutMultiplier: 200,
      cashoutReason: 'recovery',
      payout: 2_000,
    });
    expect(await betRow(b, misses)).toMatchObject({ status: 'refunded', payout: 1_000 });
    expect(await betRow(b, noTarget)).toMatchObject({ status: 'refunded', payout: 1_000 });
    expect(await betRow(b, cashed)).toMatchObject({ status: 'cashed', cashoutMultiplier: manual.multiplier });
    expect(await betRow(b, unpaid)).toMatchObject({ status: 'cashed', cashoutMultiplier: 170, payout: 1_700 });
    expect((await betRow(b, unpaid)).winTx).not.toBeNull();
    expect(await betRow(b, atTarget)).toMatchObject({ status: 'cashed', cashoutMultiplier: 150, cashoutReason: 'auto' });
    expect(await betRow(b, pending)).toMatchObject({ status: 'void' });

    expect(await cashOf(b, p1!.memberId)).toBe(CASH - 1_000 + 2_000);
    expect(await cashOf(b, p2!.memberId)).toBe(CASH);
    expect(await cashOf(b, p3!.memberId)).toBe(CASH);
    expect(await cashOf(b, p4!.memberId)).toBe(CASH - 1_000 + manual.payout);
    expect(await cashOf(b, p5!.memberId)).toBe(CASH - 1_000 + 1_700);
    expect(await cashOf(b, p6!.memberId)).toBe(CASH - 2_000 + 3_000);
    for (const id of [reaches, cashed, unpaid, atTarget]) expect(await moneyOf(id)).toEqual({ stake: 1, win: 1, refund: 0 });
    for (const id of [misses, noTarget, pending]) expect(await moneyOf(id)).toEqual({ stake: 1, win: 0, refund: 1 });

    // The loop goes on with a fresh round, and nothing is paid again by a later recovery pass.
    expect(b.sink.of('starting').every((e) => e.roundId !== roundId)).toBe(true);
    const c = buildHarness(h.db, { nodeId: 'node-c', clock: a.clock });
    await b.engine.stop();
    await c.engine.start();
    await c.engine.stop();
    for (const id of [reaches, cashed, unpaid, atTarget]) expect(await moneyOf(id)).toEqual({ stake: 1, win: 1, refund: 0 });
    expect(await cashOf(b, p1!.memberId)).toBe(CASH - 1_000 + 2_000);
    expect([...a.log.errors, ...b.log.errors, ...c.log.errors]).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('lets only one of two nodes booting at once settle a dead round', async () => {
    const pick = pickChain([(cp) => cp >= 200 && cp < 20_000]);
    const a = buildHarness(h.db, { nodeId: 'node-a' });
    await installChain(a, pick);
    await installConfig(a);
    await a.engine.start();
    const ps = await players(a, 8);
    const bets: string[] = [];
    for (const [i, p] of ps.entries()) bets.push(await placed(a, p, 1, 1_000 + i, i % 2 === 0 ? 150 : null));
    const roundId = currentRoundId(a);
    // A dies during betting, before the start.
    a.clock.advance(leaseMs + bettingMs + 1);

    const b = buildHarness(h.db, { nodeId: 'node-b', clock: a.clock });
    const c = buildHarness(h.db, { nodeId: 'node-c', clock: a.clock });
    await Promise.all([b.engine.start(), c.engine.start()]);
    await Promise.all([b.engine.idle(), c.engine.idle()]);

    const round = (await b.repo.rounds.round(h.db, roundId))!;
    expect(round.state).toBe('settled');
    for (const [i, id] of bets.entries()) {
      const row = await betRow(b, id);
      // Auto 1.50x ≤ the committed crash point: paid there; no target: the stake comes back.
      if (i % 2 === 0) expect(row).toMatchObject({ status: 'cashed', cashoutMultiplier: 150 });
      else expect(row).toMatchObject({ status: 'refunded' });
      expect(await moneyOf(id)).toEqual({ stake: 1, win: i % 2 === 0 ? 1 : 0, refund: i % 2 === 0 ? 0 : 1 });
      const stake = 1_000 + i;
      expect(await cashOf(b, ps[i]!.memberId)).toBe(i % 2 === 0 ? CASH - stake + Math.floor((stake * 150) / 100) : CASH);
    }
    await Promise.all([b.engine.stop(), c.engine.stop()]);
    expect([...a.log.errors, ...b.log.errors, ...c.log.errors]).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('hands a gracefully stopped round to the next engine at once', async () => {
    const pick = pickChain([(cp) => cp >= 150 && cp < 5_000, () => true]);
    const a = buildHarness(h.db, { nodeId: 'node-a' });
    await installChain(a, pick);
    await installConfig(a);
    await a.engine.start();
    const [p] = await players(a, 1);
    const id = await placed(a, p!, 1, 5_000, null);
    await a.timers.advance(bettingMs + 500);
    const roundId = currentRoundId(a);
    await a.engine.stop();

    const b = buildHarness(h.db, { nodeId: 'node-b', clock: a.clock });
    await b.engine.start();
    await b.engine.idle();
    expect((await b.repo.rounds.round(h.db, roundId))!.state).toBe('settled');
    expect(await betRow(b, id)).toMatchObject({ status: 'refunded' });
    expect(await cashOf(b, p!.memberId)).toBe(CASH);
    await b.engine.stop();
    expect([...a.log.errors, ...b.log.errors]).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
