import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChain as buildReference, crashPoint, verifyChainLink, verifyGameHash } from '@nyota/fairness/crash';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { CrashChain, type GameDraw } from './crash-chain.js';
import { CrashRepo } from './crash.repo.js';

let h: DatabaseHandle;
const repo = new CrashRepo();
const now = () => new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

async function draw(chain: CrashChain, edgeBp = 100): Promise<GameDraw | undefined> {
  await chain.ready(h.db);
  return h.db.transaction().execute((trx) => chain.draw(trx, edgeBp));
}

describe('crash chain', () => {
  it('plays a stored chain backwards, each game verifiable against the published terminating hash', async () => {
    await sql`update crash_chains set cursor = length`.execute(h.db);
    const seed = 'ab'.repeat(32);
    const salt = 'a published salt';
    const chain = new CrashChain(repo, now);
    const id = await chain.create(h.db, { seed, salt, length: 1_010 });
    const reference = buildReference(seed, 1_010);
    const stored = await repo.chainPublic(h.db, id);
    expect(stored).toEqual({ terminatingHash: reference.terminatingHash, salt, length: 1_010 });

    let previous = reference.terminatingHash;
    // Games 1–10 are walked from the checkpoint at element 1000, game 11 (element 999) from the seed.
    for (let n = 1; n <= 12; n++) {
      const game = await draw(chain, 250);
      expect(game).toBeDefined();
      expect(game!.gameNumber).toBe(n);
      expect(game!.gameHash).toBe(reference.gameHashes[n - 1]);
      expect(game!.commitment).toBe(previous);
      expect(verifyChainLink(game!.gameHash, previous)).toBe(true);
      expect(verifyGameHash(game!.gameHash, n, reference.terminatingHash)).toBe(true);
      expect(game!.crashPoint).toBe(crashPoint(game!.gameHash, salt, 250));
      previous = game!.gameHash;
    }
  }, 120_000);

  it('hands each game out once, even to two loops drawing at the same time, and starts a new chain when one is used up', async () => {
    await sql`update crash_chains set cursor = length`.execute(h.db);
    const first = new CrashChain(repo, now);
    const firstId = await first.create(h.db, { length: 4 });
    const second = new CrashChain(repo, now);
    const games = await Promise.all([draw(first), draw(second), draw(first), draw(second)]);
    expect(games.map((g) => g?.gameNumber).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(games.map((g) => g?.chainId))).toEqual(new Set([firstId]));
    // Drawing from the used-up chain itself gives nothing...
    expect(await h.db.transaction().execute((trx) => first.draw(trx, 100))).toBeUndefined();

    // ...and ready() then sees it used up and makes a fresh chain with new secrets.
    const next = await draw(first);
    expect(next).toMatchObject({ gameNumber: 1 });
    expect(next!.chainId).not.toBe(firstId);
    const fresh = await repo.chainPublic(h.db, next!.chainId);
    expect(fresh!.length).toBeGreaterThan(4);
    expect(verifyGameHash(next!.gameHash, 1, fresh!.terminatingHash)).toBe(true);
  }, 120_000);
});
