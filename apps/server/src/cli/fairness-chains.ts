/**
 * The salts of the crash and football hash chains (modules/games/chain-salt), for operators:
 *
 *   npm run fairness:chain -- <crash|football> <expected-at ISO time> <named future public value…>
 *       commits to a new chain now: stores it, publishes its terminating hash (links/5) and names
 *       the public value that will be its salt, e.g. "hash of Bitcoin block 950000".
 *   npm run fairness:salt -- <crash:ID|football:ID> <value>
 *       sets that value as the chain's salt once it exists; from then on rounds are played from it.
 *   npm run fairness:salt
 *       lists the latest chains with their salt state.
 *
 * It works on the server's database: DATABASE_URL, else the embedded PGlite in DATA_DIR (stop the
 * server first: PGlite has no data-directory lock). Messages are the server's own (English).
 * Exit 0 when done, 1 when the input was refused, 2 when it could not run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { serverMessagesEn } from '@nyota/contract/messages/index';
import { interpolate } from '@nyota/contract/messages/index';
import { systemClock } from '../platform/clock.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { AppError } from '../platform/http/app-error.js';
import { parseChainRef, type ChainState } from '../modules/games/chain-salt/chain-salt.js';
import { ChainSaltService } from '../modules/games/chain-salt/chain-salt.service.js';
import { crashSaltedChains } from '../modules/games/crash/crash-chain.js';
import { footballSaltedChains } from '../modules/games/football/football-chains.js';

const USAGE = `Usage:
  npm run fairness:chain -- <crash|football> <expected-at, e.g. 2026-12-01T10:00:00Z> <named future public value>
  npm run fairness:salt -- <crash:ID|football:ID> <value>
  npm run fairness:salt`;

export function describeChain(c: ChainState): string {
  const salt =
    c.salt.kind === 'development'
      ? `development salt ${c.salt.value ?? '(not set)'}`
      : c.salt.value === null
        ? `waiting for its salt: ${c.salt.source ?? ''}, expected ${c.salt.expectedAt?.toISOString() ?? ''}`
        : `public salt ${c.salt.value} (${c.salt.source ?? ''}), set ${c.salt.setAt?.toISOString() ?? ''}`;
  const scheme = c.hmacScheme === null ? '' : ` HMAC scheme ${c.hmacScheme},`;
  return `${c.game}:${c.chainId} committed ${c.committedAt.toISOString()}, terminating hash ${c.terminatingHash}, ${c.played}/${c.length} played,${scheme} ${salt}`;
}

/** Runs one command; the text is what the operator reads. */
export async function fairnessCommand(
  mode: string,
  args: readonly string[],
  service: ChainSaltService,
): Promise<{ code: number; text: string }> {
  try {
    if (mode === 'chain' && args.length >= 3) {
      const game = args[0] === 'crash' || args[0] === 'football' ? args[0] : null;
      if (!game) return { code: 1, text: USAGE };
      const chain = await service.announce(game, args.slice(2).join(' '), new Date(args[1] ?? ''));
      return { code: 0, text: `Committed ${describeChain(chain)}` };
    }
    if (mode === 'salt' && args.length === 2) {
      const { game, chainId } = parseChainRef(args[0] ?? '');
      return { code: 0, text: `Salt set: ${describeChain(await service.setSalt(game, chainId, args[1] ?? ''))}` };
    }
    if (mode === 'salt' && args.length === 0) return { code: 0, text: (await service.list()).map(describeChain).join('\n') };
    return { code: 1, text: USAGE };
  } catch (err) {
    if (err instanceof AppError) return { code: 1, text: interpolate(serverMessagesEn[err.key], err.params) };
    throw err;
  }
}

async function main(): Promise<number> {
  const [mode = '', ...args] = process.argv.slice(2);
  const databaseUrl = process.env['DATABASE_URL'] || null;
  const dataDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), process.env['DATA_DIR'] ?? './data');
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pglite'))) {
    process.stderr.write(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).\n`);
    return 2;
  }
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    const { rows } = await sql<{ ok: boolean }>`select to_regclass('hash_chains') is not null as ok`.execute(database.db);
    if (!rows[0]?.ok) {
      process.stderr.write('The database has no game tables yet: start the server once so it migrates.\n');
      return 2;
    }
    const now = () => systemClock.now();
    const service = new ChainSaltService(database.db, systemClock, [crashSaltedChains(now), footballSaltedChains(now)]);
    const r = await fairnessCommand(mode, args, service);
    (r.code === 0 ? process.stdout : process.stderr).write(`${r.text}\n`);
    return r.code;
  } catch (err) {
    process.stderr.write(`The command could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  } finally {
    await database?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  process.exitCode = await main();
