/**
 * Vitest global setup: migrate one template database per run, so each test file starts from a copy
 * instead of running initdb (PGlite) and every migration (both kinds) again. PGlite gets a data
 * directory archive on disk; PostgreSQL gets a template database that files clone with
 * `create database … template`. Where the role may not create databases, files fall back to a
 * migrated schema of their own (test-database.ts).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../platform/db/database.js';
import { PGliteDialect } from '../platform/db/pglite-dialect.js';
import type { Database } from '../platform/db/schema.js';
import { databaseUrlNamed, dropDatabase, runOnServer, sqlState, uniqueName } from './database-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory archive, or null. */
    pgliteTemplate: string | null;
    /** Name of a migrated PostgreSQL template database on TEST_DATABASE_URL's server, or null. */
    postgresTemplate: string | null;
  }
}

async function buildPgliteTemplate(): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    // Uncompressed: every test file unpacks it, and gunzip would cost more than the disk read saves.
    const archive = await pglite.dumpDataDir('none');
    const file = path.join(tmpdir(), `${uniqueName('nyota_pglite_template')}.tar`);
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    return file;
  } finally {
    await db.destroy();
  }
}

/** The template's name, or null when this role may not create databases (files then use schemas). */
async function buildPostgresTemplate(url: string): Promise<string | null> {
  const name = uniqueName('nyota_tpl');
  try {
    await runOnServer(url, `create database ${name}`);
  } catch (err) {
    if (sqlState(err) === '42501') return null;
    throw err;
  }
  const handle = await openDatabase({ databaseUrl: databaseUrlNamed(url, name), dataDir: null, poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close();
    await dropDatabase(url, name);
    throw err;
  }
  // A template may have no open connection while it is copied.
  await handle.close();
  return name;
}

/** The template and every copy of it a file left behind (copies are named after the template). */
async function dropRunDatabases(url: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $1 || '\\_c\\_%'`,
      [template],
    );
    names = rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
  for (const name of names) await dropDatabase(url, name);
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'] ?? null;
  const pgliteTemplate = url ? null : await buildPgliteTemplate();
  const postgresTemplate = url ? await buildPostgresTemplate(url) : null;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (pgliteTemplate) rmSync(pgliteTemplate, { force: true });
    if (url && postgresTemplate) await dropRunDatabases(url, postgresTemplate);
  };
}
