/**
 * Opens the database the configuration names: PostgreSQL through `pg` when a URL is given,
 * otherwise embedded PGlite (on disk in the data dir, or in memory for tests). Same SQL and the
 * same migrations on both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from './pglite-dialect.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** Directory for PGlite data; null keeps it in memory. */
  dataDir: string | null;
  /** PostgreSQL schema to use (tests isolate each run in its own). */
  schema?: string;
  poolSize?: number;
  /**
   * A PGlite data directory archive (`dumpDataDir`) to start from instead of running initdb: tests
   * start each file from one migrated copy, which is most of the cost of a fresh PGlite.
   */
  pgliteArchive?: Blob;
}

/** PostgreSQL's type id of BIGINT. */
const PG_INT8 = 20;

// BIGINT (int8) as string: member balances may exceed 2^53 only in theory, but ids must not lose digits.
// PGlite gets the same parser, so the embedded database answers what PostgreSQL answers (its own
// default made ids numbers, and answers drifted from the contract only there).
const int8AsText = (v: string) => v;
pg.types.setTypeParser(PG_INT8, int8AsText);

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    if (opts.schema) await ensureSchema(opts.databaseUrl, opts.schema);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // A connection that dies while checked out (the leader lock holds one for as long as it leads)
    // emits 'error' on its client, which pg leaves unhandled: the process would crash. The error
    // also fails the next query on that client, and that is where it is handled.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let dataPath: string | undefined;
  if (opts.dataDir) {
    dataPath = path.resolve(opts.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const parsers = { [PG_INT8]: int8AsText };
  const pglite = opts.pgliteArchive
    ? await PGlite.create({ loadDataDir: opts.pgliteArchive, parsers, ...(dataPath ? { dataDir: dataPath } : {}) })
    : await PGlite.create(dataPath, { parsers });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function ensureSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Name the schema: otherwise Kysely finds another schema's migration tables (parallel test runs)
  // and skips creating its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
