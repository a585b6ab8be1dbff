/**
 * A database of its own for the fault test. The server under test is a separate process that reads
 * only DATABASE_URL (main.ts), and the transfer worker and `npm run ledger:verify` do the same, so
 * isolation must live in the URL: a fresh database, or, for a role that may not CREATE DATABASE,
 * a fresh schema named through the connection's `options` (search_path), which pg honours.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface FaultDatabase {
  /** Connection URL for every process of the test (server, worker, verifier, the test itself). */
  url: string;
  /** Where the data lives, for messages. */
  label: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function sqlState(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

/**
 * Sessions of killed processes end a moment after them, and a pool being closed may still hold
 * one: wait for them rather than terminate them (FORCE would make the closing client see an
 * error after the test), and force only as a last resort.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await withClient(baseUrl, (c) => c.query(`drop database if exists ${name}`));
      return;
    } catch (err) {
      // 55006: object in use.
      if (sqlState(err) !== '55006') throw err;
      await sleep(250);
    }
  }
  await withClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function createFaultDatabase(baseUrl: string): Promise<FaultDatabase> {
  const name = `nyota_fault_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  try {
    await withClient(baseUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      label: `database ${name}`,
      drop: () => dropDatabase(baseUrl, name),
    };
  } catch (err) {
    // 42501: insufficient privilege. Anything else is a real problem.
    if (sqlState(err) !== '42501') throw err;
  }
  await withClient(baseUrl, (c) => c.query(`create schema ${name}`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    label: `schema ${name}`,
    drop: () => withClient(baseUrl, (c) => c.query(`drop schema if exists ${name} cascade`)).then(() => undefined),
  };
}
