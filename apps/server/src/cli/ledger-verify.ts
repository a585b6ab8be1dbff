/**
 * `npm run ledger:verify`: proves the ledger's invariants (see modules/ledger/ledger-verify.ts)
 * on the database the server uses: DATABASE_URL, else the embedded PGlite in DATA_DIR (default
 * ./data, relative to where npm was typed). Exit 0 when every invariant holds, 1 with a report of
 * the violations, 2 when it could not check at all.
 *
 * PGlite has no data-directory lock: stop the server before verifying an embedded database.
 * The command only reads; it never migrates or repairs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { formatLedgerReport, verifyLedger } from '../modules/ledger/ledger-verify.js';

async function main(): Promise<number> {
  const databaseUrl = process.env['DATABASE_URL'] || null;
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const dataDir = path.resolve(cwd, process.env['DATA_DIR'] ?? './data');
  let where: string;
  if (databaseUrl) {
    where = `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`;
  } else {
    if (!existsSync(path.join(dataDir, 'pglite'))) {
      process.stderr.write(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).\n`);
      return 2;
    }
    where = `embedded PGlite in ${path.join(dataDir, 'pglite')}`;
  }

  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    const { rows } = await sql<{ present: boolean }>`select to_regclass('ledger_entries') is not null as present`.execute(
      database.db,
    );
    if (!rows[0]?.present) {
      process.stderr.write(`${where} has no ledger tables yet: start the server once so it migrates.\n`);
      return 2;
    }
    const report = await verifyLedger(database.db);
    process.stdout.write(`${formatLedgerReport(report, where)}\n`);
    return report.ok ? 0 : 1;
  } catch (err) {
    process.stderr.write(`Ledger verification could not run on ${where}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
