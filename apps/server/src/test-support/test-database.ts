/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a database of its
 * own on PostgreSQL when TEST_DATABASE_URL is set (the test runner sets it from DATABASE_URL). Both
 * start from the run's migrated template (database-template.global.ts); without one (a role that
 * may not create databases, or a caller outside Vitest) they migrate from scratch.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { databaseUrlNamed, runOnServer, sqlState, uniqueName } from './database-names.js';

export function testDatabaseUrl(): string | null {
  return process.env['TEST_DATABASE_URL'] ?? null;
}

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL: a URL that opens this same database (for a second pool or a CLI); PGlite: null. */
  url: string | null;
}

let pgliteArchive: Blob | null = null;

/** Read once per worker process; every PGlite of the process unpacks the same bytes. */
function templateArchive(): Blob | null {
  const file = inject('pgliteTemplate');
  if (!file) return null;
  pgliteArchive ??= new Blob([readFileSync(file)]);
  return pgliteArchive;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const archive = templateArchive();
    const handle = await openDatabase({ databaseUrl: null, dataDir: null, ...(archive ? { pgliteArchive: archive } : {}) });
    if (!archive) await migrateToLatest(handle.db);
    return { ...handle, url: null };
  }
  const template = inject('postgresTemplate');
  return template ? cloneTemplate(url, template) : createSchemaDatabase(url);
}

async function cloneTemplate(url: string, template: string): Promise<TestDatabase> {
  const name = uniqueName(`${template}_c`);
  await createFromTemplate(url, name, template);
  const cloneUrl = databaseUrlNamed(url, name);
  const handle = await openDatabase({ databaseUrl: cloneUrl, dataDir: null, poolSize: 20 });
  return {
    ...handle,
    url: cloneUrl,
    close: async () => {
      await handle.close();
      // Not forced: a pool a test opened on the same database may still be closing. What stays is
      // dropped when the run ends (database-template.global.ts).
      await runOnServer(url, `drop database if exists ${name}`).catch((err: unknown) => {
        if (sqlState(err) !== '55006') throw err;
      });
    },
  };
}

async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  // 55006: the template is briefly "accessed by other users" while another worker copies it.
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnServer(url, `create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (sqlState(err) !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function createSchemaDatabase(url: string): Promise<TestDatabase> {
  const schema = uniqueName('t');
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, schema, poolSize: 20 });
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const dropSchema = async () => {
    await handle.close();
    await runOnServer(url, `drop schema if exists ${schema} cascade`);
  };
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await dropSchema().catch(() => undefined);
    throw err;
  }
  return { ...handle, url: schemaUrl.toString(), close: dropSchema };
}
