/**
 * Runs a bench body on embedded PGlite (a temporary data directory) and on PostgreSQL (a schema of
 * its own, dropped afterwards), as the caller's knob picks: the two databases the server runs on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/database.js';

export const BENCH_PG_URL =
  process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';

export async function onEachDatabase(
  dbs: ReadonlySet<string>,
  name: string,
  body: (handle: DatabaseHandle, label: 'PGlite' | 'PostgreSQL') => Promise<void>,
): Promise<void> {
  if (dbs.has('pglite')) {
    const dir = mkdtempSync(path.join(tmpdir(), `nyota-${name}-bench-`));
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await body(handle, 'PGlite');
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (dbs.has('postgres')) {
    const schema = `bench_${name}_${process.pid}`;
    const handle = await openDatabase({ databaseUrl: BENCH_PG_URL, dataDir: null, schema, poolSize: 10 });
    try {
      await body(handle, 'PostgreSQL');
    } finally {
      await handle.close();
      const client = new pg.Client({ connectionString: BENCH_PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
}
