/**
 * Migration 0017 on a database that ran the old chain tables: chains of both games, part played,
 * one waiting for its public salt, rounds pointing at them. After it every chain hands out the
 * round number and hash the old code would have handed out next, with the same salt and scheme.
 */
import { Migrator, sql, type MigrationResultSet } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildChain, crashPoint, walkChain } from '@nyota/fairness/crash';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { runOnServer, uniqueName } from '../../../test-support/database-names.js';
import { testDatabaseUrl } from '../../../test-support/test-database.js';
import { CrashChain, crashChains } from '../../../modules/games/crash/crash-chain.js';
import { footballChains } from '../../../modules/games/football/football-chains.js';
import { migrations } from './index.js';

const PREVIOUS = '0016_pay_item_hot_and_images';
const CRASH_SEED = 'a1'.repeat(32);
const PENDING_SEED = 'b2'.repeat(32);
const FOOTBALL_SEED = 'c3'.repeat(32);
const FOOTBALL_PENDING_SEED = 'd4'.repeat(32);
const now = () => new Date('2026-11-25T12:00:00Z');

let h: DatabaseHandle | null = null;
let dropSchema: (() => Promise<void>) | null = null;

afterEach(async () => {
  await h?.close();
  await dropSchema?.();
  h = null;
  dropSchema = null;
});

/** A database of its own (PGlite in memory, or a fresh schema on PostgreSQL) migrated up to `target`. */
async function databaseAt(target: string): Promise<{ db: DatabaseHandle['db']; migrator: Migrator }> {
  const url = testDatabaseUrl();
  const schema = url ? uniqueName('m17') : undefined;
  h = await openDatabase({ databaseUrl: url, dataDir: null, ...(schema ? { schema, poolSize: 4 } : {}) });
  if (url && schema) dropSchema = () => runOnServer(url, `drop schema if exists ${schema} cascade`);
  const migrator = new Migrator({
    db: h.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema ?? 'public',
  });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error;
  return { db: h.db, migrator };
}

type Db = DatabaseHandle['db'];

/** The old layout as the old code wrote it: chain rows, crash checkpoints every 1000 from the seed. */
async function oldCrashChain(db: Db, id: number, seed: string, length: number, cursor: number, salt: string | null) {
  const chain = buildChain(seed, length);
  await sql`
    insert into crash_chains (id, seed, terminating_hash, salt, length, cursor, created_at, salt_kind, salt_source,
      salt_expected_at, salt_set_at, hmac_scheme)
    values (${id}, ${seed}, ${chain.terminatingHash}, ${salt}, ${length}, ${cursor}, '2026-11-01T00:00:00Z',
      ${salt === null ? 'public' : 'development'}, ${salt === null ? 'hash of Bitcoin block 950000' : null},
      ${salt === null ? '2026-12-01T00:00:00Z' : null}, ${salt === null ? null : '2026-11-01T00:00:01Z'}, 1)`.execute(db);
  let h = seed;
  for (let j = 0; j < length; j++) {
    if (j % 1000 === 0)
      await sql`insert into crash_chain_checkpoints (chain_id, position, hash) values (${id}, ${j}, ${h})`.execute(db);
    h = walkChain(h, 1);
  }
  return chain;
}

async function oldFootballChain(db: Db, id: number, seed: string, length: number, cursor: number, salt: string | null) {
  const terminatingHash = walkChain(seed, length);
  await sql`
    insert into football_chains (id, seed, terminating_hash, salt, length, cursor, created_at, salt_kind, salt_source,
      salt_expected_at, salt_set_at)
    values (${id}, ${seed}, ${terminatingHash}, ${salt}, ${length}, ${cursor}, '2026-11-02T00:00:00Z',
      ${salt === null ? 'public' : 'development'}, ${salt === null ? 'hash of Bitcoin block 950001' : null},
      ${salt === null ? '2026-12-02T00:00:00Z' : null}, ${salt === null ? null : '2026-11-02T00:00:01Z'})`.execute(db);
  return terminatingHash;
}

async function oldRounds(
  db: Db,
  crash: { chainId: number; gameNumber: number; hash: string },
  football: { chainId: number; roundNumber: number; hash: string },
) {
  await sql`
    insert into crash_rounds (chain_id, game_number, game_hash, commitment, crash_point, house_edge_bp, config_version, state,
      betting_opens_at, betting_closes_at, created_at)
    values (${crash.chainId}, ${crash.gameNumber}, ${crash.hash}, ${walkChain(crash.hash, 1)}, 150, 100, 'crash-1', 'settled',
      now(), now(), now())`.execute(db);
  await sql`
    insert into football_rounds (chain_id, round_number, round_hash, commitment, config_version, season, matchday, state,
      opens_at, closes_at, kickoff_at, full_time_at, created_at)
    values (${football.chainId}, ${football.roundNumber}, ${football.hash}, ${walkChain(football.hash, 1)}, 'f-1', 1, 1, 'settled',
      now(), now(), now(), now(), now())`.execute(db);
}

describe('migration 0017: one hash_chains table', () => {
  it('moves both games chains so each takes the hash the old code would have taken next', async () => {
    const { db, migrator } = await databaseAt(PREVIOUS);
    // Crash chain 7: 1200 of 2500 games played; game 1201 is element 1299, walked from checkpoint 1000.
    const crash = await oldCrashChain(db, 7, CRASH_SEED, 2500, 1200, 'crash salt');
    const pending = await oldCrashChain(db, 8, PENDING_SEED, 30, 0, null);
    // Football chain 3: 17 of 40 rounds played; the old code walked round n's hash from the seed.
    await oldFootballChain(db, 3, FOOTBALL_SEED, 40, 17, 'football salt');
    await oldFootballChain(db, 4, FOOTBALL_PENDING_SEED, 40, 0, null);
    await oldRounds(
      db,
      { chainId: 7, gameNumber: 1200, hash: crash.gameHashes[1199] as string },
      { chainId: 3, roundNumber: 17, hash: walkChain(FOOTBALL_SEED, 40 - 17) },
    );

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const tables = await sql<{ t: string | null }>`
      select to_regclass('crash_chains')::text as t union all select to_regclass('crash_chain_checkpoints')::text
      union all select to_regclass('football_chains')::text`.execute(db);
    expect(tables.rows.map((r) => r.t)).toEqual([null, null, null]);

    // Crash: the next game is 1201 of chain 7, with the old chain's salt and HMAC scheme 1.
    const crashLoop = new CrashChain(crashChains(now));
    expect(await crashLoop.ready(db)).toBe(true);
    const game = await db.transaction().execute((trx) => crashLoop.draw(trx, 100));
    expect(game).toEqual({
      chainId: 7,
      gameNumber: 1201,
      gameHash: crash.gameHashes[1200],
      commitment: crash.gameHashes[1199],
      crashPoint: crashPoint(crash.gameHashes[1200] as string, 'crash salt', 100, 1),
    });

    // Football: round 18 of chain 3, the old formula walkChain(seed, length - n).
    const football = footballChains(now, 40);
    const round = await db.transaction().execute((trx) => football.drawNext(trx));
    expect(round).toMatchObject({
      chain: { id: 3, salt: 'football salt', hmacScheme: null, length: 40, terminatingHash: walkChain(FOOTBALL_SEED, 40) },
      roundNumber: 18,
      roundHash: walkChain(FOOTBALL_SEED, 40 - 18),
      commitment: walkChain(FOOTBALL_SEED, 40 - 17),
    });

    // The chains waiting for their public salt keep their announcement, unplayed.
    expect(await crashChains(now).state(db, 8)).toMatchObject({
      terminatingHash: pending.terminatingHash,
      played: 0,
      committedAt: new Date('2026-11-01T00:00:00Z'),
      salt: { kind: 'public', source: 'hash of Bitcoin block 950000', expectedAt: new Date('2026-12-01T00:00:00Z'), value: null },
      hmacScheme: 1,
    });
    expect(await football.state(db, 4)).toMatchObject({
      played: 0,
      salt: { kind: 'public', source: 'hash of Bitcoin block 950001', value: null },
      hmacScheme: null,
    });
    expect(await football.verify(db, 3, 18, round!.roundHash)).toBe(true);
    expect(await football.verify(db, 3, 17, round!.roundHash)).toBe(false);

    // Rounds still point at their chains, and a round of a chain that does not exist is refused.
    await expect(sql`update crash_rounds set chain_id = 99 where chain_id = 7`.execute(db)).rejects.toThrow(/foreign key/);
    await expect(sql`update football_rounds set chain_id = 7 where chain_id = 3`.execute(db)).rejects.toThrow(/foreign key/);

    // New chains carry on each game's own numbering.
    expect(await crashChains(now).create(db, { length: 5 })).toBe(9);
    expect(await football.create(db, { length: 5 })).toBe(5);
  }, 120_000);

  it.skipIf(!testDatabaseUrl())(
    'waits for a round an old node is taking, and carries on after it',
    async () => {
      const url = testDatabaseUrl() as string;
      const { db, migrator } = await databaseAt(PREVIOUS);
      const crash = await oldCrashChain(db, 1, CRASH_SEED, 30, 5, 'crash salt');
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? '';
      const oldNode = await openDatabase({ databaseUrl: url, dataDir: null, schema, poolSize: 2 });
      try {
        let migrated: Promise<MigrationResultSet> | null = null;
        await oldNode.db.transaction().execute(async (trx) => {
          // The old code's draw: game 6, not yet committed when the migration starts.
          const taken = await sql<{ cursor: number }>`
          update crash_chains set cursor = cursor + 1 where id = 1 and cursor < length returning cursor`.execute(trx);
          expect(taken.rows[0]?.cursor).toBe(6);
          // Blocked on the old node's row, at the lock (or, were there none, at the first statement needing one).
          migrated = migrator.migrateToLatest();
          for (;;) {
            const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock'
              and (query like 'lock table crash_chains%' or query like '%crash_rounds_chain_id_fkey%')`.execute(db);
            if (rows[0]?.n) break;
            await new Promise((resolve) => setImmediate(resolve));
          }
        });
        expect((await migrated!).error).toBeUndefined();
      } finally {
        await oldNode.close();
      }
      const loop = new CrashChain(crashChains(now));
      expect(await loop.ready(db)).toBe(true);
      const game = await db.transaction().execute((trx) => loop.draw(trx, 100));
      expect(game).toMatchObject({ chainId: 1, gameNumber: 7, gameHash: crash.gameHashes[6] });
    },
    120_000,
  );

  it('refuses crash checkpoints that are not the ones the chain was built with, and changes nothing', async () => {
    const { db, migrator } = await databaseAt(PREVIOUS);
    await oldCrashChain(db, 1, CRASH_SEED, 2500, 3, 'crash salt');
    await sql`delete from crash_chain_checkpoints where chain_id = 1 and position = 1000`.execute(db);
    const { error } = await migrator.migrateToLatest();
    expect(String(error)).toContain('crash chains 1: checkpoints not as built');
    const { rows } = await sql<{ n: string }>`select count(*) as n from crash_chains`.execute(db);
    expect(Number(rows[0]?.n)).toBe(1);
    expect((await sql<{ t: string | null }>`select to_regclass('hash_chains')::text as t`.execute(db)).rows[0]?.t).toBeNull();
  }, 120_000);
});
