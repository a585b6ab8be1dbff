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
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, schema, poolSize: 20 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
