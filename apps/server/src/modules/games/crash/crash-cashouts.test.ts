import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ErrorCode } from '@nyota/contract/error-codes';
import { elapsedFor, multiplierAt } from '@nyota/fairness/crash';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { verifyLedger } from '../../ledger/index.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import { winTxId } from './crash-money.js';
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
import type { PlayerRef } from './crash-engine.js';

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

const FUNDS = 1_000_000;
const STAKE = 1_000;

async function setup(wants: (cp: number) => boolean): Promise<{ t: Harness; cp: number }> {
  const t = buildHarness(h.db);
  const pick = pickChain([wants]);
  await installChain(t, pick);
  await installConfig(t);
  await t.engine.start();
  return { t, cp: pick.points[0] as number };
}

async function bet(t: Harness, p: PlayerRef, panel: 1 | 2 = 1): Promise<string> {
  const r = await t.engine.placeBet(p, { panel, stake: STAKE, autoCashout: null });
  if (r.kind !== 'placed') throw new Error('expected a placed bet');
  return r.bet.betId;
}

async function toStart(t: Harness): Promise<number> {
  await t.timers.advance(DEFAULT_TIMING.bettingMs);
  return startTimeOf(t, currentRoundId(t));
}

async function finish(t: Harness): Promise<void> {
  await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
  await t.engine.idle();
  await t.engine.stop();
  expect(t.log.errors).toEqual([]);
  expect((await verifyLedger(h.db)).ok).toBe(true);
}

/** The transaction that last wrote each row (PostgreSQL's xmin): rows written together share it. */
async function writersOf(table: 'crash_bets' | 'ledger_transfers', column: 'id' | 'idempotency_key', keys: string[]) {
  const { rows } = await sql<{ k: string; x: string }>`
    select ${sql.ref(column)}::text as k, xmin::text as x from ${sql.table(table)}
    where ${sql.ref(column)}::text = any(${keys}::text[])`.execute(h.db);
  return new Map(rows.map((r) => [r.k, r.x]));
}

describe('crash cash-outs: priced at arrival, written by group commit', () => {
  it('pays many concurrent cash-outs of a round exactly once, each at its arrival, in one transaction with their wins', async () => {
    const { t } = await setup((cp) => cp >= 1_000);
    const ps = await players(t, 30);
    const bets: { p: PlayerRef; betId: string }[] = [];
    for (const p of ps) for (const panel of [1, 2] as const) bets.push({ p, betId: await bet(t, p, panel) });
    const start = await toStart(t);
    await t.timers.advanceTo(start + elapsedFor(300));
    const now = t.clock.now().getTime();
    // Requests that waited 0..59 ms before the engine saw them: each is priced at its own arrival.
    const results = await Promise.all(bets.map((b, i) => t.engine.cashOut(b.p.memberId, b.betId, i)));

    for (const [i, r] of results.entries()) {
      const multiplier = multiplierAt(now - i - start);
      expect(r).toMatchObject({ multiplier, payout: Math.floor((STAKE * multiplier) / 100), replayed: false });
      expect(r.cashedOutAt).toBe(now - i);
    }
    for (const p of ps) {
      const won = results.filter((_, i) => bets[i]?.p === p).reduce((a, r) => a + r.payout, 0);
      expect(await cashOf(t, p.memberId)).toBe(FUNDS - 2 * STAKE + won);
    }
    const ids = bets.map((b) => b.betId);
    const betWriters = await writersOf('crash_bets', 'id', ids);
    const winWriters = await writersOf(
      'ledger_transfers',
      'idempotency_key',
      ids.map((id) => `seamless:${winTxId(id)}`),
    );
    // Every bet has exactly one win, committed in the same transaction as its cash-out...
    expect(winWriters.size).toBe(ids.length);
    for (const id of ids) expect(winWriters.get(`seamless:${winTxId(id)}`)).toBe(betWriters.get(id));
    // ...and requests read together share one commit.
    expect(new Set(betWriters.values()).size).toBe(1);
    for (const id of ids) expect((await betRow(t, id)).winTx).not.toBeNull();
    await finish(t);
  });

  it('prices a cash-out that arrived before the crash at its arrival, even when handled after the crash instant', async () => {
    const { t, cp } = await setup((cp) => cp >= 150 && cp <= 2_000);
    const [a, b, c] = await players(t, 3);
    const [ba, bb, bc] = [await bet(t, a!), await bet(t, b!), await bet(t, c!)];
    const start = await toStart(t);
    const crashAt = start + elapsedFor(cp + 1);
    await t.timers.advanceTo(crashAt - 50);
    // Arrived 20 ms before the crash instant; its group is still being written when the tick ends the round.
    t.clock.set(new Date(crashAt - 1));
    const early = t.engine.cashOut(c!.memberId, bc, 19);
    // Arrived at the last tie, seen by the engine 5 ms after the crash instant (the tick has not run).
    t.clock.set(new Date(crashAt + 5));
    const ra = await t.engine.cashOut(a!.memberId, ba, 6);
    expect(ra).toMatchObject({ multiplier: cp, cashedOutAt: crashAt - 1 });
    // Arrived after the crash instant: too late, however fast it was handled.
    expect(await t.engine.cashOut(b!.memberId, bb, 0).catch((e: unknown) => e)).toMatchObject({
      code: ErrorCode.ROUND_CRASHED,
    });
    await t.timers.advanceTo(crashAt + 5);
    const rc = await early;
    expect(rc).toMatchObject({ multiplier: multiplierAt(crashAt - 20 - start), cashedOutAt: crashAt - 20 });
    expect(t.sink.of('crashed')).toHaveLength(1);
    // The end waited for the group: no bet is both cashed out and lost.
    expect((await betRow(t, bc)).status).toBe('cashed');
    expect((await betRow(t, ba)).status).toBe('cashed');
    expect((await betRow(t, bb)).status).toBe('lost');
    expect(await cashOf(t, c!.memberId)).toBe(FUNDS - STAKE + rc.payout);
    expect(await transfersWithKey(h.db, `seamless:${winTxId(bb)}`)).toBe(0);
    await finish(t);
  });

  it('fails every member of a group whose commit fails, leaving nothing half-paid, and pays them on a retry', async () => {
    const { t } = await setup((cp) => cp >= 1_000);
    const ps = await players(t, 3);
    const ids: string[] = [];
    for (const p of ps) ids.push(await bet(t, p));
    const victim = ids[1] as string;
    // The fault: a deferred constraint trigger refuses the group's transaction at its COMMIT.
    await sql`create function cashout_fault() returns trigger language plpgsql as $$
      begin
        if new.id = ${sql.lit(victim)}::uuid and new.status = 'cashed' then raise exception 'injected commit failure'; end if;
        return null;
      end $$`.execute(h.db);
    await sql`create constraint trigger cashout_fault after update on crash_bets deferrable initially deferred
      for each row execute function cashout_fault()`.execute(h.db);
    const start = await toStart(t);
    await t.timers.advanceTo(start + elapsedFor(200));
    const outcomes = await Promise.allSettled(ps.map((p, i) => t.engine.cashOut(p.memberId, ids[i] as string)));
    await sql`drop trigger cashout_fault on crash_bets`.execute(h.db);
    await sql`drop function cashout_fault()`.execute(h.db);

    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      if (o.status === 'rejected') expect(o.reason).not.toBeInstanceOf(AppError);
    }
    for (const [i, p] of ps.entries()) {
      const row = await betRow(t, ids[i] as string);
      expect(row).toMatchObject({ status: 'open', winTx: null, cashoutMultiplier: null });
      expect(await transfersWithKey(h.db, `seamless:${winTxId(row.id)}`)).toBe(0);
      expect(await cashOf(t, p.memberId)).toBe(FUNDS - STAKE);
    }
    // Nothing was announced for the failed group.
    expect(t.sink.memberEvents.filter((e) => e.event.type === 'cashedOut')).toEqual([]);

    // The players tap again: paid once, at the new arrival.
    await t.timers.advance(100);
    const retried = await Promise.all(ps.map((p, i) => t.engine.cashOut(p.memberId, ids[i] as string)));
    for (const [i, p] of ps.entries()) {
      expect(retried[i]).toMatchObject({ multiplier: multiplierAt(t.clock.now().getTime() - start), replayed: false });
      expect(await cashOf(t, p.memberId)).toBe(FUNDS - STAKE + (retried[i]?.payout ?? 0));
      expect(await transfersWithKey(h.db, `seamless:${winTxId(ids[i] as string)}`)).toBe(1);
    }
    await finish(t);
  });

  it('answers a double tap, a late repeat and a bet another node settled with one payment', async () => {
    const { t } = await setup((cp) => cp >= 1_000);
    const [a, b] = await players(t, 2);
    const ba = await bet(t, a!);
    const bb = await bet(t, b!);
    const start = await toStart(t);
    await t.timers.advanceTo(start + elapsedFor(250));
    // Double tap: the second arrives while the first waits for its group, a third a moment later.
    const first = t.engine.cashOut(a!.memberId, ba);
    const second = t.engine.cashOut(a!.memberId, ba, 3);
    const [r1, r2] = await Promise.all([first, second]);
    await t.timers.advance(40);
    const r3 = await t.engine.cashOut(a!.memberId, ba);
    expect(r1).toMatchObject({ multiplier: 250, replayed: false });
    expect(r2).toMatchObject({ multiplier: 250, payout: r1.payout, replayed: true });
    expect(r3).toMatchObject({ multiplier: 250, payout: r1.payout, replayed: true });

    // Another node (its recovery) decided b's bet first: the group leaves it alone and answers what it says.
    await t.repo.bets.cashOutMany(h.db, [{ id: bb, multiplier: 120, reason: 'recovery' }], t.clock.now());
    const rb = await t.engine.cashOut(b!.memberId, bb);
    expect(rb).toMatchObject({ multiplier: 120, reason: 'recovery', replayed: true });
    await finish(t);
    // The settlement paid b's recovered win once; a's was paid once, in its cash-out's transaction.
    expect(await transfersWithKey(h.db, `seamless:${winTxId(ba)}`)).toBe(1);
    const paidWith = await writersOf('ledger_transfers', 'idempotency_key', [`seamless:${winTxId(ba)}`]);
    expect(paidWith.get(`seamless:${winTxId(ba)}`)).toBe((await writersOf('crash_bets', 'id', [ba])).get(ba));
    expect(await transfersWithKey(h.db, `seamless:${winTxId(bb)}`)).toBe(1);
    expect(await cashOf(t, a!.memberId)).toBe(FUNDS - STAKE + r1.payout);
    expect(await cashOf(t, b!.memberId)).toBe(FUNDS - STAKE + 1_200);
  });
});
