import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import { LedgerService } from '../../ledger/index.js';
import { createMembers, fund } from '../../ledger/ledger.test-kit.js';
import { verifyLedger } from '../../ledger/index.js';
import { SeamlessWallet } from '../../ledger/index.js';
import { realTimers } from '../shared/timers.js';
import { CrashEngine } from './crash-engine.js';
import { pickChain, recordingLog, RecordingSink } from './crash.test-kit.js';

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

/** The same loop on the real clock and real timers, with short phases: the wiring the server uses. */
describe('crash engine on real time', () => {
  it('plays rounds with bets, an auto and a manual cash-out', async () => {
    const low = (cp: number) => cp >= 105 && cp <= 140;
    const pick = pickChain([low, low, low]);
    const ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
    const log = recordingLog();
    const sink = new RecordingSink();
    const engine = new CrashEngine({
      db: h.db,
      wallet: new SeamlessWallet(ledger),
      clock: systemClock,
      timers: realTimers((err) => log.error({ err }, 'timer')),
      events: sink,
      market: { currencySymbol: 'K' },
      log,
      nodeId: 'realtime',
      // Betting long enough for two bets on a loaded machine (300 ms lost them under load 20).
      timing: { bettingMs: 1_500, pauseMs: 100 },
      newChain: { length: 50 },
      devSalt: true,
    });
    await sql`update hash_chains set cursor = length where game = 'crash'`.execute(h.db);
    await engine.createChain({ seed: pick.seed, salt: pick.salt, length: pick.length });
    const [m] = await createMembers(h.db, 1);
    await fund(ledger, m!, 100_000);
    const player = { memberId: m!, label: '260***1', selfExcluded: false };

    await engine.start();
    const auto = await engine.placeBet(player, { panel: 1, stake: 1_000, autoCashout: 101 });
    const manual = await engine.placeBet(player, { panel: 2, stake: 1_000, autoCashout: null });
    if (auto.kind !== 'placed' || manual.kind !== 'placed') throw new Error('expected placed bets');
    await waitFor(() => sink.of('started').length === 1);
    await waitFor(() => engine.snapshot(null).round?.elapsedMs !== null && (engine.snapshot(null).round?.elapsedMs ?? 0) > 150);
    const cashed = await engine.cashOut(m!, manual.bet.betId);
    expect(cashed.multiplier).toBeGreaterThanOrEqual(101);
    await waitFor(() => sink.of('starting').length === 3);
    await engine.stop();

    const crashed = sink.of('crashed');
    expect(crashed.map((c) => c.crashPoint)).toEqual(pick.points.slice(0, crashed.length));
    const balance = (await ledger.balances(m!)).cash;
    expect(balance).toBe(100_000 - 2_000 + 1_010 + cashed.payout);
    expect(log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  }, 30_000);
});

async function waitFor(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
