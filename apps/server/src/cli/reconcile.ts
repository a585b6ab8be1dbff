/**
 * `npm run reconcile -- --date YYYY-MM-DD`: see reconcile-command.ts. The database is the
 * server's: DATABASE_URL, else the embedded PGlite in DATA_DIR (default ./data, relative to where
 * npm was typed). It does not migrate: start the server once first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { createBus } from '../platform/bus/create-bus.js';
import { systemClock } from '../platform/clock.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { parseReconcileArgs, runReconcile } from './reconcile-command.js';

const log = {
  info: () => undefined,
  warn: (obj: object, msg: string) => process.stderr.write(`warn: ${msg} ${JSON.stringify(obj)}\n`),
  error: (obj: object, msg: string) => process.stderr.write(`error: ${msg} ${JSON.stringify(obj, errorFields)}\n`),
};

function errorFields(_key: string, value: unknown): unknown {
  return value instanceof Error ? value.message : value;
}

async function main(): Promise<number> {
  const args = parseReconcileArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
    return 2;
  }
  const dataDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), config.dataDir);
  if (!config.databaseUrl && !existsSync(path.join(dataDir, 'pglite'))) {
    process.stderr.write(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).\n`);
    return 2;
  }
  let database: DatabaseHandle | null = null;
  const bus = await createBus(config.redisUrl, config.redisPrefix);
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize: 2 });
    const { rows } = await sql<{
      present: boolean;
    }>`select to_regclass('payment_reconciliations') is not null as present`.execute(database.db);
    if (!rows[0]?.present) {
      process.stderr.write('The database has no reconciliation tables yet: start the server once so it migrates.\n');
      return 2;
    }
    return await runReconcile(args, {
      config,
      db: database.db,
      bus,
      clock: systemClock,
      log,
      out: (t) => process.stdout.write(t),
      err: (t) => process.stderr.write(t),
    });
  } catch (err) {
    process.stderr.write(`Reconciliation could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  } finally {
    await database?.close();
    await bus.close();
  }
}

process.exitCode = await main();
