/**
 * Vitest global setup: migrate one template database per run, so each test file starts from a copy
 * instead of running initdb (PGlite) and every migration (both kinds) again. PGlite gets a data
 * directory archive on disk (cached between runs); PostgreSQL gets a template database that files clone with
 * `create database … template`. Where the role may not create databases, files fall back to a
 * migrated schema of their own (test-database.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../platform/db/database.js';
import { PGliteDialect } from '../platform/db/pglite-dialect.js';
import type { Database } from '../platform/db/schema.js';
import { databaseUrlNamed, dropDatabase, runOnServer, sqlState, uniqueName } from './database-names.js';

const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/nyota-test-db/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory archive, or null. */
    pgliteTemplate: string | null;
    /** Name of a migrated PostgreSQL template database on TEST_DATABASE_URL's server, or null. */
    postgresTemplate: string | null;
  }
}

/**
 * The archive is cached under node_modules/.cache by a hash of the migrations and the PGlite
 * version, so a run builds it only when either changed (a single test file stays quick to run).
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${await templateKey()}.tar`);
  if (existsSync(file)) return file;
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    // Uncompressed: every test file unpacks it, and gunzip would cost more than the disk read saves.
    const archive = await pglite.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed, so a concurrent run never reads half an archive.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, file);
    // Archives of older migrations are never read again.
    for (const old of readdirSync(cacheDir)) {
      if (old.endsWith('.tar') && path.join(cacheDir, old) !== file) rmSync(path.join(cacheDir, old), { force: true });
    }
    return file;
  } finally {
    await db.destroy();
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrationsDir = fileURLToPath(new URL('../platform/db/migrations/', import.meta.url));
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  }
  const require = createRequire(import.meta.url);
  // The package does not export its package.json; it sits one folder above the entry point.
  const pkgFile = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const pkg: unknown = JSON.parse(readFileSync(pkgFile, 'utf8'));
  hash.update(typeof pkg === 'object' && pkg !== null && 'version' in pkg ? String(pkg.version) : 'unknown');
  return hash.digest('hex').slice(0, 16);
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
  const pgliteFile = url ? null : await pgliteTemplate();
  const postgresTemplate = url ? await buildPostgresTemplate(url) : null;
  project.provide('pgliteTemplate', pgliteFile);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (url && postgresTemplate) await dropRunDatabases(url, postgresTemplate);
  };
}
