/**
 * Ledger throughput: PLAYERS players (default 64) each betting in a loop against one game's house
 * account (16 shards) through LedgerService.transfer, for SECONDS (default 15) after a short warm-up;
 * transfers/s and p99 latency. Measured three ways in one run:
 *  - PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://root@127.0.0.1:5432/test) in a
 *    schema of its own, dropped afterwards, with the app's connection pool (BENCH_LEDGER_POOL, default 10);
 *  - the baseline, pgbench's TPC-B-like script on the same server, same client count and duration,
 *    scale 10, in a scratch database (or schema) created and dropped here;
 *  - embedded PGlite in a temporary data directory, as the server runs by default.
 * Afterwards the whole benched ledger is verified (verifyLedger) and its violations reported.
 *
 * Knobs: BENCH_LEDGER_SECONDS, BENCH_LEDGER_PLAYERS, BENCH_LEDGER_POOL, BENCH_LEDGER_DBS
 * ("pglite,postgres"), BENCH_LEDGER_IN_FLIGHT and BENCH_LEDGER_BATCH (the service's batched
 * posting), BENCH_LEDGER_NO_PGBENCH=1 (skip the baseline while tuning).
 */
import { toMinor } from '@nyota/contract/money/minor';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { MemoryBus } from '../apps/server/src/platform/bus/memory-bus.js';
import { LedgerService } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger-verify.js';
import type { PostBatcherOptions } from '../apps/server/src/modules/ledger/post-batcher.js';

const SECONDS = Number(process.env['BENCH_LEDGER_SECONDS'] ?? 15);
const WARMUP_SECONDS = 2;
const PLAYERS = Number(process.env['BENCH_LEDGER_PLAYERS'] ?? 64);
const POOL = Number(process.env['BENCH_LEDGER_POOL'] ?? 10);
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
/** Batched posting (LedgerServiceDeps.posting); unset keeps the service's defaults. */
const POSTING = {
  ...(process.env['BENCH_LEDGER_IN_FLIGHT'] ? { maxInFlight: Number(process.env['BENCH_LEDGER_IN_FLIGHT']) } : {}),
  ...(process.env['BENCH_LEDGER_BATCH'] ? { maxBatch: Number(process.env['BENCH_LEDGER_BATCH']) } : {}),
};
/** Which databases to measure: "pglite,postgres" by default. */
const DBS = new Set((process.env['BENCH_LEDGER_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const P99_GOAL_MS = 50;
const PGLITE_GOAL = 800;

interface LoadResult {
  transfers: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  refused: number;
}

function report(
  name: string,
  metric: string,
  value: number,
  unit: string,
  extra: { baseline?: number | null; goal?: number | null; better: 'higher' | 'lower' },
) {
  process.stdout.write(
    `${JSON.stringify({ name, metric, value, unit, baseline: extra.baseline ?? null, goal: extra.goal ?? null, better: extra.better })}\n`,
  );
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Every player bets 1..100 ngwee per transfer, back to back, until the clock runs out. */
async function betLoad(ledger: LedgerService, players: string[], seconds: number, tag: string): Promise<LoadResult> {
  const latencies: number[] = [];
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    players.map(async (m, p) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          await ledger.transfer({
            idempotencyKey: `bench:${tag}:${p}:${i}`,
            kind: 'bet',
            legs: [
              {
                from: { member: m, kind: 'cash' },
                to: { system: 'house:bench', kind: 'cash' },
                amount: toMinor(1 + randomInt(100)),
              },
            ],
            metadata: { roundId: `${tag}-${i}` },
          });
          latencies.push(performance.now() - t0);
        } catch (err) {
          refused += 1;
          if (refused === 1) process.stderr.write(`first failed transfer: ${String(err)}\n`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    transfers: latencies.length,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    refused,
  };
}

async function benchLedger(
  handle: DatabaseHandle,
  posting: Partial<PostBatcherOptions> = POSTING,
): Promise<{ load: LoadResult; violations: number; verifyMs: number }> {
  await migrateToLatest(handle.db);
  const ledger = new LedgerService({ db: handle.db, bus: new MemoryBus(), posting });
  const players = await createMembers(handle.db, PLAYERS);
  for (const m of players) {
    await ledger.transfer({
      idempotencyKey: `bench-seed:${m}`,
      kind: 'deposit',
      legs: [
        { from: { system: 'clearing:bench', kind: 'cash' }, to: { member: m, kind: 'cash' }, amount: toMinor(1_000_000_000) },
      ],
    });
  }
  await betLoad(ledger, players, WARMUP_SECONDS, 'warm');
  const load = await betLoad(ledger, players, SECONDS, 'run');
  const verified = await verifyLedger(handle.db);
  const violations = Object.values(verified.violationCounts).reduce((a, b) => a + b, 0);
  if (!verified.ok) process.stderr.write(`verifyLedger: ${JSON.stringify(verified.violations.slice(0, 5))}\n`);
  return { load, violations, verifyMs: verified.durationMs };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function benchPostgresLedger(schema: string, posting?: Partial<PostBatcherOptions>) {
  const handle = await openDatabase({ databaseUrl: PG_URL, dataDir: null, schema, poolSize: POOL });
  try {
    return await benchLedger(handle, posting);
  } finally {
    await handle.close();
    await withClient(PG_URL, (c) => c.query(`drop schema if exists ${schema} cascade`));
  }
}

function findPgbench(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const v of readdirSync(root).sort().reverse()) {
    const p = path.join(root, v, 'bin', 'pgbench');
    if (existsSync(p)) return p;
  }
  return null;
}

/** pgbench tpcb-like with the same clients and duration; its own database if allowed, else a schema. */
async function benchPgbench(bin: string, scratch: string): Promise<{ tps: number; p99Ms: number }> {
  const url = new URL(PG_URL);
  let target = new URL(PG_URL);
  let env: NodeJS.ProcessEnv = { ...process.env };
  let cleanup: () => Promise<unknown>;
  try {
    await withClient(PG_URL, (c) => c.query(`create database ${scratch}`));
    target.pathname = `/${scratch}`;
    cleanup = () => withClient(PG_URL, (c) => c.query(`drop database if exists ${scratch}`));
  } catch {
    await withClient(PG_URL, (c) => c.query(`create schema ${scratch}`));
    target = url;
    env = { ...env, PGOPTIONS: `-c search_path=${scratch}` };
    cleanup = () => withClient(PG_URL, (c) => c.query(`drop schema if exists ${scratch} cascade`));
  }
  const logDir = mkdtempSync(path.join(tmpdir(), 'nyota-pgbench-'));
  try {
    const init = spawnSync(bin, ['-i', '-s', '10', '-q', target.toString()], { env, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const threads = String(Math.min(2, PLAYERS));
    const warm = spawnSync(bin, ['-c', String(PLAYERS), '-j', threads, '-T', String(WARMUP_SECONDS), target.toString()], {
      env,
      encoding: 'utf8',
    });
    if (warm.status !== 0) throw new Error(`pgbench warm-up failed: ${warm.stderr}`);
    const run = spawnSync(
      bin,
      [
        '-c',
        String(PLAYERS),
        '-j',
        threads,
        '-T',
        String(SECONDS),
        '-l',
        '--log-prefix',
        path.join(logDir, 'tx'),
        target.toString(),
      ],
      { env, encoding: 'utf8', cwd: logDir },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? NaN);
    // Per-transaction log: "client tx latency_us script epoch us" per line.
    const latencies: number[] = [];
    for (const f of readdirSync(logDir)) {
      for (const line of readFileSync(path.join(logDir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    return { tps, p99Ms: percentile(Float64Array.from(latencies).sort(), 99) };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
    await cleanup();
  }
}

async function main(): Promise<void> {
  const tag = randomBytes(4).toString('hex');
  const label = `${PLAYERS} players betting on one house (16 shards), ${SECONDS} s`;

  if (DBS.has('pglite')) await benchPglite(label);
  if (DBS.has('postgres')) await benchPostgres(tag, label);
}

async function benchPglite(label: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-ledger-bench-'));
  try {
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const lite = await benchLedger(handle);
      report(`ledger on PGlite (NodeFS): ${label}`, 'throughput', lite.load.perSecond, 'transfers/s', {
        goal: PGLITE_GOAL,
        better: 'higher',
      });
      report(`ledger on PGlite (NodeFS): ${label}`, 'p99', lite.load.p99Ms, 'ms', { better: 'lower' });
      report(`ledger on PGlite (NodeFS): ${label}`, 'failed transfers', lite.load.refused, 'count', { goal: 0, better: 'lower' });
      report(`ledger on PGlite: verifyLedger after ${lite.load.transfers} transfers`, 'violations', lite.violations, 'count', {
        goal: 0,
        better: 'lower',
      });
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(tag: string, label: string): Promise<void> {
  let postgresUp = true;
  try {
    await withClient(PG_URL, (c) => c.query('select 1'));
  } catch (err) {
    postgresUp = false;
    process.stderr.write(`PostgreSQL at ${PG_URL} is not reachable (${String(err)}): PostgreSQL results skipped\n`);
  }
  if (!postgresUp) return;

  const bin = process.env['BENCH_LEDGER_NO_PGBENCH'] ? null : findPgbench();
  let baseline: { tps: number; p99Ms: number } | null = null;
  if (bin) {
    baseline = await benchPgbench(bin, `nyota_pgbench_${tag}`);
    report(`pgbench tpcb-like, scale 10, ${PLAYERS} clients, ${SECONDS} s`, 'throughput', baseline.tps, 'tx/s', {
      better: 'higher',
    });
    report(`pgbench tpcb-like, scale 10, ${PLAYERS} clients, ${SECONDS} s`, 'p99', baseline.p99Ms, 'ms', { better: 'lower' });
  } else {
    process.stderr.write('pgbench not found: the PostgreSQL result has no baseline\n');
  }

  const pgResult = await benchPostgresLedger(`bench_ledger_${tag}`);
  const name = `ledger on PostgreSQL (pool ${POOL}): ${label}`;
  report(name, 'throughput', pgResult.load.perSecond, 'transfers/s', {
    baseline: baseline?.tps ?? null,
    goal: baseline?.tps ?? null,
    better: 'higher',
  });
  report(name, 'p99', pgResult.load.p99Ms, 'ms', { baseline: baseline?.p99Ms ?? null, goal: P99_GOAL_MS, better: 'lower' });
  report(name, 'p50', pgResult.load.p50Ms, 'ms', { better: 'lower' });
  report(name, 'failed transfers', pgResult.load.refused, 'count', { goal: 0, better: 'lower' });
  report(
    `ledger on PostgreSQL: verifyLedger after ${pgResult.load.transfers} transfers (${pgResult.verifyMs} ms)`,
    'violations',
    pgResult.violations,
    'count',
    {
      goal: 0,
      better: 'lower',
    },
  );

  // For comparison: the same load with batching off, one transfer per statement and commit, as
  // many in flight as the pool has connections. Not a goal: it shows what batching buys.
  const single = await benchPostgresLedger(`bench_ledger_single_${tag}`, { maxBatch: 1, maxInFlight: POOL });
  const singleName = `ledger on PostgreSQL, one transfer per commit (no batching): ${label}`;
  report(singleName, 'throughput', single.load.perSecond, 'transfers/s', { baseline: baseline?.tps ?? null, better: 'higher' });
  report(singleName, 'p99', single.load.p99Ms, 'ms', { baseline: baseline?.p99Ms ?? null, better: 'lower' });
}

await main();
