/**
 * The hash-chain service on a real database: hashes in play order from the checkpoints, each taken
 * once by many concurrent takers (on PostgreSQL from two pools, as two server processes would),
 * a used-up chain replaced, each game numbering its own chains, a revealed hash checked.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChain, nextChainHash } from '@nyota/fairness/crash';
import { openDatabase, type DatabaseHandle, type Db } from '../../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { HashChainService, type ChainDraw, type HashChainOptions } from './index.js';

let h: TestDatabase;
/** A second process's connection pool on PostgreSQL; the same database handle on PGlite (one connection). */
let other: DatabaseHandle | null = null;
let otherDb: Db;
const now = () => new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  h = await createTestDatabase();
  other = h.url ? await openDatabase({ databaseUrl: h.url, dataDir: null, poolSize: 10 }) : null;
  otherDb = other?.db ?? h.db;
});
afterAll(async () => {
  await other?.close();
  await h.close();
});

const service = (game: 'crash' | 'football', opts: Partial<HashChainOptions> = {}) =>
  new HashChainService(game, { now, length: 50, hmacScheme: game === 'crash' ? 2 : null, ...opts });

async function usedUp(game: 'crash' | 'football'): Promise<void> {
  await sql`update hash_chains set cursor = length where game = ${game}`.execute(h.db);
}

const takeOn = (db: Db, chains: HashChainService) => db.transaction().execute((trx) => chains.drawNext(trx));

describe('hash chains', () => {
  it('hands out a chain backwards from its checkpoints, each hash committed by the one before', async () => {
    await usedUp('football');
    const seed = '5e'.repeat(32);
    const chains = service('football');
    const id = await chains.create(h.db, { seed, salt: 'a salt', length: 2_100 });
    const reference = buildChain(seed, 2_100);
    expect(await chains.chain(h.db, id)).toMatchObject({ terminatingHash: reference.terminatingHash, salt: 'a salt', cursor: 0 });

    let previous = reference.terminatingHash;
    for (let n = 1; n <= 3; n++) {
      const d = await takeOn(h.db, chains);
      expect(d).toMatchObject({ roundNumber: n, roundHash: reference.gameHashes[n - 1], commitment: previous });
      previous = d!.roundHash;
    }
    // Round 1101 is element 999, walked from the seed; round 1100 is element 1000, a checkpoint itself.
    await sql`update hash_chains set cursor = 1099 where game = 'football' and id = ${id}`.execute(h.db);
    const fresh = service('football'); // a node that has not loaded the checkpoints yet
    expect((await takeOn(h.db, fresh))?.roundHash).toBe(reference.gameHashes[1099]);
    expect((await takeOn(h.db, chains))?.roundHash).toBe(reference.gameHashes[1100]);

    expect(await chains.verify(h.db, id, 1101, reference.gameHashes[1100] as string)).toBe(true);
    expect(await chains.verify(h.db, id, 1100, reference.gameHashes[1100] as string)).toBe(false);
    expect(await chains.verify(h.db, id, 1101, nextChainHash(reference.gameHashes[1100] as string))).toBe(false);
    expect(await service('crash').verify(h.db, id, 1101, reference.gameHashes[1100] as string)).toBe(false);
  }, 60_000);

  it('hands each hash out once to many takers at the same time, and moves to a new chain when one runs out', async () => {
    await usedUp('crash');
    // Two "processes": each its own service (own cache) and, on PostgreSQL, its own connection pool.
    const a = service('crash', { devSalt: true, onDemand: { length: 25 } });
    const b = service('crash', { devSalt: true, onDemand: { length: 25 } });
    const first = await a.create(h.db, { length: 25 });
    const draws = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? takeOn(h.db, a) : takeOn(otherDb, b))));
    const taken = draws.map((d: ChainDraw | undefined) => `${d!.chain.id}:${d!.roundNumber}`);
    expect(new Set(taken).size).toBe(40);
    expect(new Set(draws.map((d) => d!.roundHash)).size).toBe(40);
    const fromFirst = draws.filter((d) => d!.chain.id === first).map((d) => d!.roundNumber);
    expect(fromFirst.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // The rest came from chains made when the first ran out, each with a development salt.
    for (const d of draws.filter((x) => x!.chain.id !== first)) {
      expect(d!.chain.id).toBeGreaterThan(first);
      expect(d!.chain.saltKind).toBe('development');
      expect(await a.verify(h.db, d!.chain.id, d!.roundNumber, d!.roundHash)).toBe(true);
    }
    const { rows } = await sql<{ id: number; cursor: number }>`
      select id, cursor from hash_chains where game = 'crash' and id > ${first} order by id`.execute(h.db);
    expect(rows.reduce((sum, r) => sum + r.cursor, 0)).toBe(15);
  }, 60_000);

  it('numbers each game chains on its own, also when two processes make chains at once', async () => {
    const top = async (game: string) =>
      Number(
        (await sql<{ m: number | null }>`select max(id) as m from hash_chains where game = ${game}`.execute(h.db)).rows[0]?.m ??
          0,
      );
    const crashTop = await top('crash');
    const footballTop = await top('football');
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => service(i % 2 ? 'crash' : 'football').create(i < 3 ? h.db : otherDb, { length: 3 })),
    );
    const crashIds = made.filter((_, i) => i % 2).sort((x, y) => x - y);
    const footballIds = made.filter((_, i) => i % 2 === 0).sort((x, y) => x - y);
    expect(crashIds).toEqual([crashTop + 1, crashTop + 2, crashTop + 3]);
    expect(footballIds).toEqual([footballTop + 1, footballTop + 2, footballTop + 3]);
    // A production service makes nothing: with every chain used up it waits for a salt.
    await usedUp('football');
    expect(await takeOn(h.db, service('football'))).toBeUndefined();
  });
});
