/** Small helpers the test database code shares: unique names, URLs and one-off server commands. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A lowercase identifier unique to this moment and process, safe to splice into DDL. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The same server and credentials, another database. */
export function databaseUrlNamed(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function sqlState(err: unknown): string | null {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') return err.code;
  return null;
}

/** One statement on its own connection (database DDL cannot run inside a pool's transaction). */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await runOnServer(url, `drop database if exists ${name} with (force)`);
}
