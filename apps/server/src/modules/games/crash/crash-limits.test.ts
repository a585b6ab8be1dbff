/**
 * Loss limits on crash bets: a bet placed while betting is open is refused when its stake would
 * cross the limit; bets queued for the next round are gated as it opens, a member's two panels
 * counting together, in the one bulk query per source the loop makes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { MARKETS } from '@nyota/contract/markets';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { PlayGate } from '../../play-gate/index.js';
import { DEFAULT_TIMING } from './crash-engine.js';
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
} from './crash.test-kit.js';
import { createResponsibleGamblingModule } from '../../responsible-gambling/index.js';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

const noLosses = { lossesSince: async () => new Map() };

describe('crash: loss limits', () => {
  it('refuses a bet over the limit as it is placed and queued bets over it as their round opens', async () => {
    const gate = new PlayGate(recordingLog());
    const t = buildHarness(h.db, { gate });
    const { limits } = createResponsibleGamblingModule({
      db: h.db,
      clock: t.clock,
      market: MARKETS.zm,
      sessions: { resolve: async () => null },
      playGate: gate,
      losses: noLosses,
    });
    await installChain(t, pickChain([(cp) => cp >= 300, () => true, () => true]));
    await installConfig(t);
    await t.engine.start();
    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const first = currentRoundId(t);
    startTimeOf(t, first);

    const [a, b] = await players(t, 2);
    await limits.set(a!.memberId, { kind: 'loss_day', value: 500 });
    await limits.set(b!.memberId, { kind: 'loss_day', value: 500 });
    // Queued while the round flies: a's two panels (300 + 300) cross 500 together; b's 400 does not.
    expect((await t.engine.placeBet(a!, { panel: 1, stake: 300, autoCashout: null })).kind).toBe('queued');
    expect((await t.engine.placeBet(a!, { panel: 2, stake: 300, autoCashout: null })).kind).toBe('queued');
    expect((await t.engine.placeBet(b!, { panel: 1, stake: 400, autoCashout: null })).kind).toBe('queued');
    // Asked for directly, a stake over the limit is refused at once.
    await expect(t.engine.placeBet(b!, { panel: 2, stake: 600, autoCashout: null })).rejects.toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      key: 'errors.rg_loss_day',
    });

    await t.timers.runUntil(() => t.sink.of('starting').some((e) => e.roundId !== first));
    await t.engine.idle();
    const refused = t.sink.memberEvents.filter((e) => e.memberId === a!.memberId && e.event.type === 'queuedBetRefused');
    expect(refused).toHaveLength(2);
    expect(await cashOf(t, a!.memberId)).toBe(1_000_000);
    expect(await cashOf(t, b!.memberId)).toBe(1_000_000 - 400);
    await t.engine.stop();
  });
});
