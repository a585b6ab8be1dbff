/**
 * HTTP on loopback: the public reads every visitor's page load makes, on our app against a bare
 * Fastify handler sending the same bytes, measured in the same run:
 *   - config: GET /config-service/cfGlobal/queryGlobalByType?type=160 (94 B)
 *   - lobby:  GET /game-center/v2/lobby as a guest (the game catalogue, ~2.6 KB)
 * once with the app on embedded PGlite and once on PostgreSQL. Goal (issue item 13): at least
 * 15,000 req/s and at least 30 % of bare Fastify for each, on a 2-core machine.
 *
 * Each server is its own process; autocannon runs in this one, so on two cores the load generator
 * and the server each get a core. Requests carry no If-None-Match: every answer is a full 200.
 *
 * The app runs as main.ts does: PGlite in a temporary DATA_DIR or PostgreSQL in a schema of its own
 * (created and dropped here), in-process bus, logging at warn (request logs at info would measure
 * the terminal), and a per-IP rate limit raised out of reach so its hook is still paid but one
 * client can load it. Measuring starts once its start-up work (hash chains) is done.
 *
 * Settings: BENCH_HTTP_DATABASES (default `pglite,postgres`), BENCH_DATABASE_URL (else DATABASE_URL,
 * else postgres://root@127.0.0.1:5432/test), BENCH_HTTP_SECONDS, BENCH_HTTP_CONNECTIONS. When
 * PostgreSQL cannot be reached its figures are skipped with a message, not failed.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { freePort, startNode, stopAll, waitForHttp } from './support/processes.js';

const CONNECTIONS = Number(process.env['BENCH_HTTP_CONNECTIONS'] ?? 16);
const SECONDS = Number(process.env['BENCH_HTTP_SECONDS'] ?? 10);
const WARMUP_SECONDS = 2;
const GOAL_RPS = 15_000;
const GOAL_SHARE_OF_BARE = 30;
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://root@127.0.0.1:5432/test';
const DATABASES = (process.env['BENCH_HTTP_DATABASES'] ?? 'pglite,postgres').split(',').map((d) => d.trim());

const READS = [
  { name: 'config', path: '/config-service/cfGlobal/queryGlobalByType?type=160' },
  { name: 'lobby', path: '/game-center/v2/lobby' },
] as const;

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

type Read = (typeof READS)[number] & { body: string };

const dataDirs: string[] = [];
process.on('exit', () => {
  stopAll();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});

async function load(url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(url: string): Promise<LoadResult> {
  await load(url, WARMUP_SECONDS);
  return load(url, SECONDS);
}

function report(
  name: string,
  metric: string,
  value: number,
  unit: string,
  extra: { baseline?: number; goal?: number; better: 'higher' | 'lower' },
) {
  const line = { name, metric, value, unit, baseline: extra.baseline ?? null, goal: extra.goal ?? null, better: extra.better };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server has no schema setting: PostgreSQL takes the search path as a connection option. */
function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** Starts the app on one database; returns its base URL and how to stop it and drop what it made. */
async function startApp(database: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port) };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL']) delete env[name];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-bench-'));
  dataDirs.push(dataDir);
  // Answer checks off, as in production: development re-parses every answer against the contract.
  Object.assign(env, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'outbox',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ANSWER_CHECKS: 'off',
  });
  let dropSchema = async () => {};
  if (database === 'postgres') {
    const schema = `bench_http_${randomBytes(4).toString('hex')}`;
    await withPgClient((c) => c.query(`create schema ${schema}`));
    env['DATABASE_URL'] = withSearchPath(PG_URL, schema);
    dropSchema = () => withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`)).then(() => undefined);
  }
  const app = startNode(['apps/server/src/main.ts'], env);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, app);
  await startUpWorkDone(base);
  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) {
      const exited = once(app, 'exit');
      app.kill('SIGTERM');
      await exited;
    }
    await dropSchema();
  };
  return { base, stop };
}

/**
 * A fresh node computes its crash and football hash chains (10^5 hashes) in its first seconds; a read
 * measured meanwhile would measure that. Waits until both chains are listed, then a moment more.
 */
async function startUpWorkDone(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const body = await (await fetch(`${base}/game-center/fairness/chains`)).text();
    if (body.includes('"game":"crash"') && body.includes('"game":"football"')) break;
    await sleep(500);
  }
  await sleep(2000);
}

/** The app's answers, checked to be successes, become the bare server's bodies. */
async function bodiesFrom(base: string): Promise<Read[]> {
  return Promise.all(
    READS.map(async (r) => {
      const res = await fetch(base + r.path);
      const body = await res.text();
      const code = (JSON.parse(body) as { code?: unknown }).code;
      if (res.status !== 200 || code !== 0) throw new Error(`${r.path} answered HTTP ${res.status}: ${body.slice(0, 80)}`);
      return { ...r, body };
    }),
  );
}

/** The bare server answers every read; it runs for the whole bench and is measured beside the app. */
async function startBare(reads: Read[]): Promise<string> {
  const port = await freePort();
  const routes = Object.fromEntries(reads.map((r) => [r.path.split('?')[0], r.body]));
  const bare = startNode(['bench/support/bare-fastify.ts'], {
    ...process.env,
    PORT: String(port),
    BENCH_ROUTES: JSON.stringify(routes),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}${reads[0]?.path ?? '/'}`, bare);
  return base;
}

function label(r: Read): string {
  return `${r.name} GET ${r.path} (${r.body.length} B, ${CONNECTIONS} conns)`;
}

/**
 * Bare Fastify is measured right before the app on each read: other work on a shared machine moves
 * both figures, so a baseline taken minutes earlier would not be comparable.
 */
async function benchDatabase(database: string, reads: Read[], bareBase: string, appBase?: string): Promise<void> {
  const started = appBase ? null : await startApp(database);
  const base = appBase ?? started?.base ?? '';
  const dbName = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    for (const r of reads) {
      const bare = await measure(bareBase + r.path);
      const ours = await measure(base + r.path);
      if (ours.failures > 0) process.stderr.write(`${dbName} ${r.name}: ${ours.failures} failed requests\n`);
      const bareName = `bare fastify (beside ${dbName}) ${label(r)}`;
      report(bareName, 'throughput', bare.requestsPerSecond, 'req/s', { better: 'higher' });
      report(bareName, 'p99', bare.p99Ms, 'ms', { better: 'lower' });
      const name = `app on ${dbName} ${label(r)}`;
      const share = (100 * ours.requestsPerSecond) / bare.requestsPerSecond;
      report(name, 'throughput', ours.requestsPerSecond, 'req/s', {
        baseline: bare.requestsPerSecond,
        goal: GOAL_RPS,
        better: 'higher',
      });
      report(name, 'share of bare fastify', share, '%', { goal: GOAL_SHARE_OF_BARE, better: 'higher' });
      report(name, 'p99', ours.p99Ms, 'ms', { baseline: bare.p99Ms, better: 'lower' });
      report(name, 'failed requests', ours.failures, 'count', { better: 'lower' });
    }
  } finally {
    await started?.stop();
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    await withPgClient((c) => c.query('select 1'));
    return true;
  } catch (err) {
    process.stderr.write(`PostgreSQL at ${new URL(PG_URL).host} not reachable (${String(err)}): its figures are skipped\n`);
    return false;
  }
}

async function main(): Promise<void> {
  // The first app (PGlite unless only PostgreSQL is asked for) supplies the bodies and is measured first.
  const [first, ...rest] = DATABASES.filter((d) => d === 'pglite' || d === 'postgres');
  if (!first) throw new Error('BENCH_HTTP_DATABASES names neither pglite nor postgres');
  if (first === 'postgres' && !(await postgresReachable())) return;
  const app = await startApp(first);
  const reads = await bodiesFrom(app.base);
  const bareBase = await startBare(reads);
  try {
    await benchDatabase(first, reads, bareBase, app.base);
  } finally {
    await app.stop();
  }
  for (const database of rest) {
    if (database === 'postgres' && !(await postgresReachable())) continue;
    await benchDatabase(database, reads, bareBase);
  }
}

try {
  await main();
} finally {
  stopAll();
}
