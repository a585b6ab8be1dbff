/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a schema of its
 * own on PostgreSQL when TEST_DATABASE_URL is set (the test runner sets it from DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../platform/db/database.js';

export function testDatabaseUrl(): string | null {
  return process.env['TEST_DATABASE_URL'] ?? null;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: null });
    await migrateToLatest(handle.db);
    return handle;
  }
  try {
    return await createSchemaDatabase(url);
  } catch (err) {
    // Seen once in ~10 full PostgreSQL runs: a fresh schema's migration failed with a catalogue
    // error naming a table of another test's schema ("column token_hash of relation sessions does
    // not exist"). Under investigation; a real migration bug fails the second attempt too.
    process.stderr.write(`test database: migration failed once, retrying in a new schema: ${String(err)}\n`);
    return createSchemaDatabase(url);
  }
}

async function createSchemaDatabase(url: string): Promise<DatabaseHandle> {
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, schema, poolSize: 20 });
  const dropSchema = async () => {
    await handle.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  };
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await dropSchema().catch(() => undefined);
    throw err;
  }
  return { ...handle, close: dropSchema };
}
