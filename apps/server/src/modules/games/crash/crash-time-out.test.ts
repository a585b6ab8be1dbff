/**
 * A responsible-gambling time-out drops the member's crash bets queued for the next round at once
 * (they hear queuedBetRefused with the time-out's code) and places everyone else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { MARKETS } from '@nyota/contract/markets';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { verifyLedger } from '../../ledger/index.js';
import { PlayGate } from '../../play-gate/index.js';
import { SessionsService } from '../../sessions/index.js';
import { TimeOutService } from '../../time-out/index.js';
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
} from './crash.test-kit.js';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

describe('crash: a time-out', () => {
  it('drops the queued bets of a member who takes a time-out, tells them, and places the others', async () => {
    const log = recordingLog();
    const gate = new PlayGate(log);
    const bus = new MemoryBus();
    const t0 = buildHarness(h.db);
    const timeOut = new TimeOutService(h.db, new SessionsService(h.db, bus, t0.clock), t0.clock, MARKETS.zm, gate);
    const t = buildHarness(h.db, { clock: t0.clock, gate });
    await followPlayBars(bus, gate, t.engine, log);
    await installChain(t, pickChain([(cp) => cp >= 300, () => true, () => true]));
    await installConfig(t);

    await t.engine.start();
    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const first = currentRoundId(t);
    const [a, b] = await players(t, 2);
    expect((await t.engine.placeBet(a!, { panel: 1, stake: 1_000, autoCashout: null })).kind).toBe('queued');
    expect((await t.engine.placeBet(b!, { panel: 1, stake: 700, autoCashout: null })).kind).toBe('queued');

    await timeOut.submit(a!.memberId, '24h', null);
    const told = t.sink.memberEvents.filter((e) => e.memberId === a!.memberId).map((e) => e.event);
    expect(told).toEqual([
      expect.objectContaining({ type: 'queuedBetRefused', panel: 1, code: ErrorCode.TIMED_OUT, key: 'errors.timed_out' }),
    ]);
    expect(t.engine.snapshot(a!.memberId).queued).toEqual([]);

    await t.timers.runUntil(() => t.sink.of('starting').some((e) => e.roundId !== first));
    await t.engine.idle();
    const betsOf = (id: string) => h.db.selectFrom('crash_bets').select('id').where('member_id', '=', id).execute();
    expect(await betsOf(a!.memberId)).toEqual([]);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);
    expect(await betsOf(b!.memberId)).toHaveLength(1);
    // A bet asked for while the time-out runs is refused as it is taken.
    expect(await t.engine.placeBet(a!, { panel: 2, stake: 1_000, autoCashout: null }).catch((e: unknown) => e)).toMatchObject({
      code: ErrorCode.TIMED_OUT,
    });
    await t.engine.stop();
    expect(t.log.errors).toEqual([]);
    expect(log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
