/**
 * The database an operator command works on: DATABASE_URL, else the embedded PGlite in DATA_DIR
 * (default ./data, relative to where npm was typed), with a description for messages.
 * PGlite has no data-directory lock: stop the server before running a command on it.
 */
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';

export async function openCliDatabase(): Promise<{ database: DatabaseHandle; where: string }> {
  const databaseUrl = process.env['DATABASE_URL'] || null;
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const dataDir = path.resolve(cwd, process.env['DATA_DIR'] ?? './data');
  const where = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
    : `embedded PGlite in ${path.join(dataDir, 'pglite')}`;
  return { database: await openDatabase({ databaseUrl, dataDir, poolSize: 2 }), where };
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
