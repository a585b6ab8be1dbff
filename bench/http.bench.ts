/**
 * HTTP on loopback: our app's GET /config-service/cfGlobal/queryGlobalByType?type=160 (a public,
 * database-backed read every visitor's first page load makes) against a bare Fastify handler
 * sending the same bytes, measured in the same run. Each server is its own process; autocannon
 * runs in this one, so on two cores the load generator and the server each get a core.
 *
 * The app runs as main.ts does: embedded PGlite in a temporary DATA_DIR, in-process bus, logging
 * at warn (request logs at info would measure the terminal), and a per-IP rate limit raised out of
 * reach so its hook is still paid but one client can load it. If the config route is not wired
 * yet, /healthz is measured instead and the result's name says so. BENCH_DATABASE_URL puts the app
 * on PostgreSQL; BENCH_HTTP_SECONDS and BENCH_HTTP_CONNECTIONS change the load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_PATH = '/config-service/cfGlobal/queryGlobalByType?type=160';
const SECONDS = Number(process.env['BENCH_HTTP_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_HTTP_CONNECTIONS'] ?? 16);
const WARMUP_SECONDS = 2;

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-bench-'));

function cleanup(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function startNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

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

function report(name: string, metric: string, value: number, unit: string, baseline: number | null, better: 'higher' | 'lower') {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline, goal: null, better })}\n`);
}

async function main(): Promise<void> {
  const appPort = await freePort();
  const appEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(appPort) };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL']) delete appEnv[name];
  // BENCH_DATABASE_URL measures the app on PostgreSQL instead of embedded PGlite.
  if (process.env['BENCH_DATABASE_URL']) appEnv['DATABASE_URL'] = process.env['BENCH_DATABASE_URL'];
  Object.assign(appEnv, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMS_PROVIDER: 'outbox', RATE_LIMIT_PER_MINUTE: '1000000000' });
  const app = startNode(['apps/server/src/main.ts'], appEnv);
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitForHttp(`${appBase}/healthz`, app);

  let route = CONFIG_PATH;
  let res = await fetch(appBase + route);
  let body = await res.text();
  const envelope = JSON.parse(body) as { code?: number };
  if (res.status !== 200 || envelope.code !== 0) {
    process.stderr.write(
      `${CONFIG_PATH} is not served yet (HTTP ${res.status}, ${body.slice(0, 80)}): measuring /healthz instead\n`,
    );
    route = '/healthz';
    res = await fetch(appBase + route);
    body = await res.text();
    if (res.status !== 200) throw new Error(`/healthz answered HTTP ${res.status}: nothing to measure`);
  }

  const barePort = await freePort();
  const bare = startNode(['bench/support/bare-fastify.ts'], {
    ...process.env,
    PORT: String(barePort),
    BENCH_ROUTE: route.split('?')[0],
    BENCH_BODY: body,
  });
  const bareUrl = `http://127.0.0.1:${barePort}${route}`;
  await waitForHttp(bareUrl, bare);

  const baseline = await measure(bareUrl);
  const ours = await measure(appBase + route);
  if (ours.failures > 0 || baseline.failures > 0) {
    process.stderr.write(`failed requests: app ${ours.failures}, bare ${baseline.failures}\n`);
  }
  const db = process.env['BENCH_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  const label = `GET ${route} (${body.length} B, ${CONNECTIONS} conns)`;
  report(`bare fastify ${label}`, 'throughput', baseline.requestsPerSecond, 'req/s', null, 'higher');
  report(`bare fastify ${label}`, 'p99', baseline.p99Ms, 'ms', null, 'lower');
  report(`app on ${db} ${label}`, 'throughput', ours.requestsPerSecond, 'req/s', baseline.requestsPerSecond, 'higher');
  report(`app on ${db} ${label}`, 'p99', ours.p99Ms, 'ms', baseline.p99Ms, 'lower');
  report(`app on ${db} ${label}`, 'failed requests', ours.failures, 'count', null, 'lower');
}

try {
  await main();
} finally {
  cleanup();
}
