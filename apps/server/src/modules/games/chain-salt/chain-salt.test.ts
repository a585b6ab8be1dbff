/**
 * The salt rule as production runs it (no development salts): crash and football play no round
 * until a chain announced with a public value has that value set, then play from that chain; the
 * fairness page's chain list (over HTTP) shows the commitment, its time and the salt's state.
 */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainView } from '@nyota/contract/api/chain-salts';
import { crashPoint, verifyGameHash } from '@nyota/fairness/crash';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { installEnvelopeHandlers } from '../../../platform/http/envelope.js';
import { LedgerService } from '../../ledger/index.js';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import { envelope } from '../../../test-support/test-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { DEFAULT_TIMING } from '../crash/index.js';
import { crashSaltedChains } from '../crash/index.js';
import { buildHarness, installConfig, recordingLog } from '../crash/crash.test-kit.js';
import { createFootballModule } from '../football/index.js';
import { footballTiming } from '../football/index.js';
import { registerChainSaltRoutes } from './chain-salt.routes.js';
import { ChainSaltService } from './chain-salt.service.js';

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

const BLOCK = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';

describe('chain salts in production', () => {
  it('crash and football wait for the announced salt, then play from that chain; the page lists both', async () => {
    const t = buildHarness(h.db, { devSalt: false });
    await installConfig(t);
    const football = createFootballModule({
      db: h.db,
      ledger: new LedgerService({ db: h.db, bus: new MemoryBus() }),
      clock: t.clock,
      sessions: { resolve: async () => null },
      log: recordingLog(),
      timing: footballTiming(60_000),
      chainLength: 30,
      devSalt: false,
    });
    const salts = new ChainSaltService(h.db, t.clock, [crashSaltedChains(() => t.clock.now()), football.chain]);
    const app = Fastify();
    installEnvelopeHandlers(app);
    await app.register(formbody);
    registerChainSaltRoutes(app, salts, { resolve: async () => null });
    await app.ready();

    // Nothing to play: no round opens, however long we wait.
    await t.engine.start();
    await football.engine.tick();
    await t.timers.advance(DEFAULT_TIMING.bettingMs * 3);
    expect(t.engine.snapshot(null).round).toBeNull();
    expect(Number((await sql<{ n: string }>`select count(*) as n from football_rounds`.execute(h.db)).rows[0]?.n)).toBe(0);

    const expectedAt = new Date(t.clock.now().getTime() + 600_000);
    const crash = await salts.announce('crash', 'hash of Bitcoin block 950000', expectedAt, 40);
    const league = await salts.announce('football', 'hash of Bitcoin block 950001', expectedAt);
    await t.timers.advance(10_000);
    await football.engine.tick();
    expect(t.engine.snapshot(null).round).toBeNull();
    expect(Number((await sql<{ n: string }>`select count(*) as n from football_rounds`.execute(h.db)).rows[0]?.n)).toBe(0);

    const listed = envelope<{ list: ChainView[] }>(await app.inject({ method: 'GET', url: '/game-center/fairness/chains' }));
    expect(listed.code).toBe(0);
    expect(listed.data.list.find((c) => c.game === 'crash' && c.chainId === crash.chainId)).toEqual({
      game: 'crash',
      chainId: crash.chainId,
      terminatingHash: crash.terminatingHash,
      length: 40,
      played: 0,
      committedAt: crash.committedAt.toISOString(),
      salt: {
        kind: 'public',
        source: 'hash of Bitcoin block 950000',
        expectedAt: expectedAt.toISOString(),
        value: null,
        setAt: null,
      },
      hmacScheme: 2,
    });
    expect(JSON.stringify(listed.data)).not.toContain('seed');

    // The values exist: set them, and both games play from their chain.
    t.clock.advance(600_000);
    const setAt = t.clock.now().toISOString();
    await salts.setSalt('crash', crash.chainId, BLOCK);
    await salts.setSalt('football', league.chainId, BLOCK.replace('1e08', '2f19'));
    await t.timers.advance(5_000);
    const round = t.engine.snapshot(null).round;
    expect(round).toMatchObject({ gameNumber: 1, commitment: crash.terminatingHash });
    const row = await t.repo.rounds.round(h.db, round!.roundId);
    expect(row).toMatchObject({ chainId: crash.chainId });
    expect(row!.crashPoint).toBe(crashPoint(row!.gameHash, BLOCK, 100, 2));
    expect(verifyGameHash(row!.gameHash, 1, crash.terminatingHash)).toBe(true);
    await football.engine.tick();
    const { rows } = await sql<{ chain_id: number }>`select chain_id from football_rounds`.execute(h.db);
    expect(rows.map((r) => r.chain_id)).toEqual([league.chainId]);

    const after = envelope<{ list: ChainView[] }>(await app.inject({ method: 'GET', url: '/game-center/fairness/chains' }));
    expect(after.data.list.find((c) => c.game === 'crash' && c.chainId === crash.chainId)).toMatchObject({
      played: 1,
      salt: { kind: 'public', value: BLOCK, setAt },
    });
    await t.engine.stop();
    await app.close();
    expect(t.log.errors).toEqual([]);
  });
});
