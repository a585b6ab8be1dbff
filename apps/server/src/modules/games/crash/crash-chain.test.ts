import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChain as buildReference, crashPoint, verifyChainLink, verifyGameHash } from '@nyota/fairness/crash';
import { ManualClock } from '../../../platform/clock.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { ChainSaltService } from '../chain-salt/index.js';
import { CrashChain, crashChainPublic, crashChains, crashSaltedChains, type GameDraw } from './crash-chain.js';

let h: DatabaseHandle;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const now = () => clock.now();

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

async function draw(chain: CrashChain, edgeBp = 100): Promise<GameDraw | undefined> {
  if (!(await chain.ready(h.db))) return undefined;
  return h.db.transaction().execute((trx) => chain.draw(trx, edgeBp));
}

async function usedUp(): Promise<void> {
  await sql`update hash_chains set cursor = length where game = 'crash'`.execute(h.db);
}

describe('crash chain', () => {
  it('plays a stored chain backwards, each game verifiable against the published terminating hash', async () => {
    await usedUp();
    const seed = 'ab'.repeat(32);
    const salt = 'a published salt';
    const chain = new CrashChain(crashChains(now));
    const id = await chain.create(h.db, { seed, salt, length: 1_010 });
    const reference = buildReference(seed, 1_010);
    const stored = await crashChainPublic(h.db, crashChains(now), id);
    expect(stored).toEqual({
      terminatingHash: reference.terminatingHash,
      salt,
      saltKind: 'development',
      saltSource: null,
      hmacScheme: 2,
      length: 1_010,
    });

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

  it('keeps the HMAC scheme of a chain made before raw-byte messages (scheme 1: the hash as text)', async () => {
    await usedUp();
    const seed = 'cd'.repeat(32);
    const id = await new CrashChain(crashChains(now)).create(h.db, { seed, salt: 'old salt', length: 20 });
    await sql`update hash_chains set hmac_scheme = 1 where game = 'crash' and id = ${id}`.execute(h.db);
    const reference = buildReference(seed, 20);
    const chain = new CrashChain(crashChains(now));
    for (let n = 1; n <= 20; n++) {
      const game = await draw(chain);
      expect(game!.crashPoint).toBe(crashPoint(reference.gameHashes[n - 1] as string, 'old salt', 100, 1));
    }
  });

  it('hands each game out once, even to two loops drawing at the same time, and starts a new chain when one is used up', async () => {
    await usedUp();
    const first = new CrashChain(crashChains(now, {}, true));
    const firstId = await first.create(h.db, { length: 4 });
    const second = new CrashChain(crashChains(now, {}, true));
    const games = await Promise.all([draw(first), draw(second), draw(first), draw(second)]);
    expect(games.map((g) => g?.gameNumber).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(games.map((g) => g?.chainId))).toEqual(new Set([firstId]));
    // Drawing from the used-up chain itself gives nothing...
    expect(await h.db.transaction().execute((trx) => first.draw(trx, 100))).toBeUndefined();

    // ...and ready() then sees it used up and makes a fresh chain with new secrets and a development salt.
    const next = await draw(first);
    expect(next).toMatchObject({ gameNumber: 1 });
    expect(next!.chainId).not.toBe(firstId);
    const fresh = await crashChainPublic(h.db, crashChains(now), next!.chainId);
    expect(fresh!.length).toBeGreaterThan(4);
    expect(fresh).toMatchObject({ saltKind: 'development', hmacScheme: 2 });
    expect(fresh!.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyGameHash(next!.gameHash, 1, fresh!.terminatingHash)).toBe(true);
  }, 120_000);

  it('plays no round from a chain announced with a public value until that value is set as its salt', async () => {
    await usedUp();
    const loop = new CrashChain(crashChains(now)); // production: no development salts
    expect(await loop.ready(h.db)).toBe(false);
    const salts = new ChainSaltService(h.db, clock, [crashSaltedChains(now)]);
    const expectedAt = new Date(clock.now().getTime() + 3_600_000);
    await expect(salts.announce('crash', 'hash of Bitcoin block 950000', clock.now())).rejects.toMatchObject({
      key: 'errors.chain_announcement_invalid',
    });
    const announced = await salts.announce('crash', '  hash of Bitcoin block 950000 ', expectedAt, 30);
    expect(announced).toMatchObject({
      game: 'crash',
      length: 30,
      played: 0,
      committedAt: clock.now(),
      hmacScheme: 2,
      salt: { kind: 'public', source: 'hash of Bitcoin block 950000', expectedAt, value: null, setAt: null },
    });
    expect(JSON.stringify(announced)).not.toContain('seed');
    // Committed and published, but not playable: the salt does not exist yet.
    expect(await loop.ready(h.db)).toBe(false);
    expect(await draw(loop)).toBeUndefined();
    expect((await salts.list()).find((c) => c.chainId === announced.chainId)?.salt.value).toBeNull();

    const id = announced.chainId;
    await expect(salts.setSalt('crash', id, 'has space')).rejects.toMatchObject({ key: 'errors.chain_salt_invalid' });
    await expect(salts.setSalt('crash', 999_999, 'abc')).rejects.toMatchObject({ key: 'errors.chain_unknown' });
    clock.advance(3_600_000);
    const blockHash = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
    const set = await salts.setSalt('crash', id, ` ${blockHash}\n`);
    expect(set.salt).toMatchObject({ kind: 'public', value: blockHash, setAt: clock.now() });
    // A retried command with the same value answers the same; another value is refused.
    expect((await salts.setSalt('crash', id, blockHash)).salt.setAt).toEqual(set.salt.setAt);
    await expect(salts.setSalt('crash', id, 'another')).rejects.toMatchObject({ key: 'errors.chain_salt_already_set' });

    expect(await loop.ready(h.db)).toBe(true);
    const game = await draw(loop);
    expect(game).toMatchObject({ chainId: id, gameNumber: 1 });
    expect(game!.crashPoint).toBe(crashPoint(game!.gameHash, blockHash, 100, 2));
    expect(verifyGameHash(game!.gameHash, 1, announced.terminatingHash)).toBe(true);

    // A development chain never takes a salt from outside.
    const dev = await new CrashChain(crashChains(now)).create(h.db, { length: 3 });
    await expect(salts.setSalt('crash', dev, blockHash)).rejects.toMatchObject({ key: 'errors.chain_salt_development' });
  });
});
