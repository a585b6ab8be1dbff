/**
 * Trust review item 12: a crash bet queued while a round flies is gated when it enters the next
 * round, not when it was asked for. A self-exclusion drops the member's queued bets at once (they
 * hear it on their socket as queuedBetRefused); should that notice be lost, the gate refuses them
 * as the round opens, with one query for all the queued bets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { MARKETS } from '@nyota/contract/markets';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { verifyLedger } from '../../ledger/index.js';
import { PlayGate, type PlayBarSource } from '../../play-gate/index.js';
import { SelfExclusionService } from '../../self-exclusion/index.js';
import { SessionsService } from '../../sessions/index.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import { followPlayBars } from './crash-bars.js';
import {
  buildHarness,
  cashOf,
  currentRoundId,
  installChain,
  installConfig,
  pickChain,
  players,
  recordingLog,
  startTimeOf,
  type Harness,
} from './crash.test-kit.js';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

/** Counts the gate's questions to self-exclusion, so a test can see one query per round start. */
class CountingSource implements PlayBarSource {
  calls: string[][] = [];
  constructor(private readonly inner: PlayBarSource) {}
  barredAmong(ids: readonly string[]) {
    this.calls.push([...ids]);
    return this.inner.barredAmong(ids);
  }
}

async function setup(opts: { announce: boolean }) {
  const log = recordingLog();
  const gate = new PlayGate(log);
  // The real service registers itself; the counter wraps it as the gate's only source.
  const registering = new PlayGate(log);
  const bus = new MemoryBus();
  const t0 = buildHarness(h.db);
  const exclusions = new SelfExclusionService(h.db, new SessionsService(h.db, bus, t0.clock), t0.clock, MARKETS.zm, registering);
  const source = new CountingSource(exclusions);
  gate.addSource(source);
  const t = buildHarness(h.db, { clock: t0.clock, gate });
  if (opts.announce) {
    await followPlayBars(bus, gate, t.engine, log);
    // The service announces through the gate it was given: forward its bars to ours.
    registering.onBarred((memberId, bar) => gate.barStarted(memberId, bar));
  }
  await installChain(t, pickChain([(cp) => cp >= 300, () => true, () => true]));
  await installConfig(t);
  return { t, exclusions, source, log };
}

async function flyFirstRound(t: Harness): Promise<string> {
  await t.engine.start();
  await t.timers.advance(DEFAULT_TIMING.bettingMs);
  const first = currentRoundId(t);
  startTimeOf(t, first);
  return first;
}

async function nextRound(t: Harness, first: string): Promise<void> {
  await t.timers.runUntil(() => t.sink.of('starting').some((e) => e.roundId !== first));
  await t.engine.idle();
}

async function betsOf(memberId: string) {
  return h.db.selectFrom('crash_bets').select('id').where('member_id', '=', memberId).execute();
}

async function finish(t: Harness, log: { errors: object[] }): Promise<void> {
  await t.engine.stop();
  expect(t.log.errors).toEqual([]);
  expect(log.errors).toEqual([]);
  expect((await verifyLedger(h.db)).ok).toBe(true);
}

describe('crash: the play gate', () => {
  it('drops the queued bets of a member who self-excludes, tells them, and places the others', async () => {
    const { t, exclusions, log } = await setup({ announce: true });
    const first = await flyFirstRound(t);
    const [a, b] = await players(t, 2);
    const qa1 = await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: 200 });
    const qa2 = await t.engine.placeBet(a!, { panel: 2, stake: 500, autoCashout: null });
    const qb = await t.engine.placeBet(b!, { panel: 1, stake: 700, autoCashout: null });
    expect([qa1.kind, qa2.kind, qb.kind]).toEqual(['queued', 'queued', 'queued']);

    await exclusions.submit(a!.memberId, { period: '1m', reason: 'a break', comment: '' });
    // At once, before any round opens: both panels refused on the member's socket.
    const refused = t.sink.memberEvents.filter((e) => e.memberId === a!.memberId && e.event.type === 'queuedBetRefused');
    expect(refused.map((e) => e.event)).toEqual([
      expect.objectContaining({ type: 'queuedBetRefused', panel: 1, code: ErrorCode.SELF_EXCLUDED, key: 'errors.self_excluded' }),
      expect.objectContaining({ type: 'queuedBetRefused', panel: 2, code: ErrorCode.SELF_EXCLUDED, key: 'errors.self_excluded' }),
    ]);
    expect(t.engine.snapshot(a!.memberId).queued).toEqual([]);

    await nextRound(t, first);
    expect(await betsOf(a!.memberId)).toEqual([]);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);
    expect(await betsOf(b!.memberId)).toHaveLength(1);
    expect(await cashOf(t, b!.memberId)).toBe(1_000_000 - 700);
    await finish(t, log);
  });

  it('refuses a queued bet as its round opens when the exclusion came after it was queued, asking once for all', async () => {
    // No announcement reaches the engine (say it was lost on the bus): the gate at the round's start decides.
    const { t, exclusions, source, log } = await setup({ announce: false });
    const first = await flyFirstRound(t);
    const ps = await players(t, 5);
    for (const p of ps) expect((await t.engine.placeBet(p, { panel: 1, stake: 1_000, autoCashout: null })).kind).toBe('queued');
    const excluded = ps[0]!;
    await exclusions.submit(excluded.memberId, { period: '1m', reason: 'a break', comment: '' });
    source.calls = [];

    await nextRound(t, first);
    expect(source.calls).toHaveLength(1);
    expect(new Set(source.calls[0])).toEqual(new Set(ps.map((p) => p.memberId)));
    expect(await betsOf(excluded.memberId)).toEqual([]);
    expect(await cashOf(t, excluded.memberId)).toBe(1_000_000);
    const told = t.sink.memberEvents.filter((e) => e.memberId === excluded.memberId);
    expect(told.map((e) => e.event)).toEqual([
      expect.objectContaining({ type: 'queuedBetRefused', code: ErrorCode.SELF_EXCLUDED }),
    ]);
    for (const p of ps.slice(1)) expect(await betsOf(p.memberId)).toHaveLength(1);

    // A bet asked for while betting is open is gated as it is taken too.
    const direct = await t.engine.placeBet(excluded, { panel: 2, stake: 1_000, autoCashout: null }).catch((e: unknown) => e);
    expect(direct).toMatchObject({ code: ErrorCode.SELF_EXCLUDED });
    await finish(t, log);
  });
});
