/**
 * Realtime bench (issue 4): N concurrent WebSocket clients on one server process through crash
 * rounds. The server runs alone in its own process (embedded PGlite in a temporary directory, or
 * PostgreSQL in a schema of its own when BENCH_DATABASE_URL or DATABASE_URL is set) with the
 * game's own betting window and pause; client processes (client-worker.ts) open the sockets: guests watching with
 * `/im?watch=crash`, plus PLAYERS logged-in members with their token as sub-protocol, who bet on
 * both panels over HTTP and cash out early in each flight (players.ts).
 *
 * Reported against the goals of /work/shared/reference/performance.md §7 (rows 12–14):
 *  - fan-out: client receive time − the event's server time (`started`: startTime; `tick`:
 *    startTime + elapsedMs), over every socket and every measured event; p95 ≤ 50 ms;
 *  - cash-out handling: the server's own time (Server-Timing `app;dur`, request arrival to answer)
 *    p99 ≤ 5 ms, and the client-observed time beside it;
 *  - memory per idle connection: (RSS with the sockets open − RSS before), each after a full GC
 *    forced through the server's inspector, over the sockets opened; ≤ 8 KiB;
 *  - server CPU (utime + stime from /proc) over the measured rounds, and per tick broadcast.
 * Deliveries are counted too: every watcher should get every tick the bench's own socket got.
 * Rounds are measured until at least MIN_ROUNDS have ended and their flights add up to
 * MIN_FLIGHT_MS (crash points are random; a round can end at 1.00x).
 *
 * A missed goal is reported, not fatal; the bench fails only when the harness does (server
 * crashed, sockets refused, no round measured). Clients share the machine's cores with the server,
 * as in the reference measurement, so their own receive delay is part of the fan-out figure.
 *
 * Knobs: BENCH_RT_CLIENTS (10000 sockets in all), BENCH_RT_PLAYERS (100), BENCH_RT_WORKERS (2),
 * BENCH_RT_MIN_ROUNDS (2), BENCH_RT_MIN_FLIGHT_MS (10000), BENCH_RT_BETTING_MS (7000), BENCH_RT_PAUSE_MS (3000)
 * (the game's own pace, so the feed per hour is the game's),
 * BENCH_RT_CLIENT (`lean`: watchers on lean-watcher.ts; `ws`: on the `ws` client).
 *
 * Process counts (issue 12 item 9): BENCH_RT_PROCESSES (`1,2,auto`; auto = os.availableParallelism())
 * runs the whole measurement once per count, the server started with WORKERS=<count> (main.ts,
 * cluster-primary.ts), BENCH_RT_CLIENTS sockets in all, and reports fan-out p50/p95/p99/max,
 * deliveries missed and server CPU under `<name>, <n> processes`. Several processes need PostgreSQL
 * and Redis: with a count above 1 every run (1 too, so the series compares like with like) is on
 * PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://root@127.0.0.1:5432/test) and
 * the Redis bus (BENCH_REDIS_URL, else redis://127.0.0.1:6379) under a channel prefix of its own.
 * The run with one process also reports everything above under the bench's name, as before;
 * memory and the server-side write time (/metrics, which answers for one worker) are measured
 * only there. `BENCH_RT_PROCESSES=1` is the bench as it was (PGlite and the in-process bus unless
 * a database URL is set).
 * Each socket is a file descriptor in the server: `ulimit -n` must exceed BENCH_RT_CLIENTS + ~100.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { IM_PATH, ImObject, WatchChannel } from '@nyota/contract/realtime';
import type { OpenDatabaseOptions } from '../../apps/server/src/platform/db/database.js';
import { Histogram } from './histogram.js';
import { LATE_CODES, NO_ANSWER, Players } from './players.js';
import type { FromWorker, ToWorker, WorkerResult } from './protocol.js';
import { seedPlayers } from './seed.js';
import { ServerUnderTest, type CpuSample } from './server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const num = (name: string, fallback: number): number => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a non-negative number`);
  return v;
};
const CLIENTS = num('BENCH_RT_CLIENTS', 10_000);
const PLAYERS = Math.min(num('BENCH_RT_PLAYERS', 100), CLIENTS);
const WORKERS = Math.max(1, num('BENCH_RT_WORKERS', 2));
const MIN_ROUNDS = Math.max(1, num('BENCH_RT_MIN_ROUNDS', 2));
const MIN_FLIGHT_MS = num('BENCH_RT_MIN_FLIGHT_MS', 10_000);
const BETTING_MS = num('BENCH_RT_BETTING_MS', 7_000);
const PAUSE_MS = num('BENCH_RT_PAUSE_MS', 3_000);
const MAX_ROUNDS = MIN_ROUNDS + 10;
const PROCESSES = [
  ...new Set(
    (process.env['BENCH_RT_PROCESSES'] ?? '1,2,auto').split(',').map((v) => {
      const n = v.trim() === 'auto' ? availableParallelism() : Number(v);
      if (!Number.isInteger(n) || n < 1) throw new Error('BENCH_RT_PROCESSES must list whole numbers from 1, or auto');
      return n;
    }),
  ),
].sort((a, b) => a - b);
/** A group of processes shares PostgreSQL and Redis, so then every run of the series uses them. */
const SERIES = PROCESSES.some((n) => n > 1);
const PG_URL =
  process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? (SERIES ? 'postgres://root@127.0.0.1:5432/test' : null);
const REDIS_URL = SERIES ? (process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379') : null;
/** Sockets each client process opens at once. */
const CONNECT_CONCURRENCY = 50;
const BALANCE = 10_000_000;

const GOALS = { fanOutP95Ms: 50, cashOutServerP99Ms: 5, idleKiB: 8, feedMBPerHour: 0.5 };
const NAME = `crash /im, ${CLIENTS.toLocaleString('en-US')} sockets`;

function report(
  metric: string,
  value: number,
  unit: string,
  better: 'higher' | 'lower',
  goal: number | null = null,
  name = NAME,
): void {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal, better })}\n`);
}

/** The series' name for a count: the bench's own, with how many server processes. */
function seriesName(processes: number): string {
  return `${NAME}, ${processes} server process${processes === 1 ? '' : 'es'}`;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface CrashEvent {
  event: string;
  roundId: string;
  elapsedMs: number | null;
}

/** The bench's own watcher: drives the players and counts the ticks every watcher should get. */
async function monitor(base: string, onEvent: (e: CrashEvent) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${IM_PATH}?watch=${WatchChannel.Crash}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { object?: string; event?: string; data?: { roundId?: string; elapsedMs?: number } };
    if (m.object !== ImObject.Crash || !m.event || !m.data?.roundId) return;
    onEvent({ event: m.event, roundId: m.data.roundId, elapsedMs: m.data.elapsedMs ?? null });
  });
  return ws;
}

class ClientProcess {
  readonly proc: ChildProcess;
  private waiters: Array<(m: FromWorker) => void> = [];
  private readonly inbox: FromWorker[] = [];
  exited = false;

  constructor() {
    this.proc = fork(path.join(here, 'client-worker.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.proc.on('message', (m: FromWorker) => {
      const w = this.waiters.shift();
      if (w) w(m);
      else this.inbox.push(m);
    });
    this.proc.once('exit', () => {
      this.exited = true;
      for (const w of this.waiters.splice(0)) w({ type: 'error', message: 'client process exited' });
    });
  }

  send(m: ToWorker): void {
    this.proc.send(m);
  }

  /** The next message, including one that came before anyone asked. */
  next(): Promise<FromWorker> {
    const m = this.inbox.shift();
    if (m) return Promise.resolve(m);
    if (this.exited) return Promise.resolve({ type: 'error', message: 'client process exited' });
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  kill(): void {
    if (!this.exited) this.proc.kill('SIGKILL');
  }
}

/** Splits `total` into `parts` near-equal whole shares. */
function shares(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

async function main(): Promise<void> {
  for (const processes of PROCESSES) await measure(processes);
}

/** One whole run with the server as `processes` processes; the single-process run reports everything. */
async function measure(processes: number): Promise<void> {
  const full = processes === 1;
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-realtime-'));
  const schema = `bench_rt_${randomBytes(4).toString('hex')}`;
  const db: OpenDatabaseOptions = PG_URL
    ? { databaseUrl: PG_URL, dataDir: null, schema }
    : { databaseUrl: null, dataDir: path.join(tmp, 'data') };
  const port = randomInt(18100, 19000);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Payment providers, SMS gateways and the like stay in the embedded sandbox / outbox.
  for (const k of Object.keys(env)) if (/^(PAWAPAY|MTN|PAYMENT|SMS|AT|DATABASE|REDIS)_|^NODE_OPTIONS$/.test(k)) delete env[k];
  Object.assign(env, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // As in production: development re-parses every answer against the contract.
    ANSWER_CHECKS: 'off',
    DATA_DIR: path.join(tmp, 'data'),
    CRASH_BETTING_MS: String(BETTING_MS),
    CRASH_PAUSE_MS: String(PAUSE_MS),
    // Every client is 127.0.0.1: the per-IP flood guard would refuse the players' calls.
    RATE_LIMIT_PER_MINUTE: '0',
    // ...and so would the cap on watch sockets per address: the bench's own watcher, then the guests.
    WATCH_SOCKETS_PER_IP: String(Math.min(10_000, CLIENTS - PLAYERS + 1)),
    ...(PG_URL ? { DATABASE_URL: withSearchPath(PG_URL, schema) } : {}),
    ...(REDIS_URL ? { REDIS_URL, REDIS_PREFIX: `bench-rt-${randomBytes(4).toString('hex')}:` } : {}),
    WORKERS: String(processes),
  });
  const server = new ServerUnderTest(root, port, port === 18999 ? 18100 : port + 1, env, full);
  const clients: ClientProcess[] = [];
  let watcher: WebSocket | null = null;
  // An interrupted bench (Ctrl-C, a CI timeout) takes its server and client processes with it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.killNow();
      for (const c of clients) c.kill();
      rmSync(tmp, { recursive: true, force: true });
      process.exit(130);
    });
  }
  try {
    say(
      `${CLIENTS} sockets (${CLIENTS - PLAYERS} watchers, ${PLAYERS} players) from ${WORKERS} client processes; ` +
        `${processes} server process${processes === 1 ? '' : 'es'}; ${PG_URL ? 'PostgreSQL' : 'PGlite'}, ${REDIS_URL ? 'Redis' : 'in-process'} bus`,
    );
    const mobiles = await seedPlayers(db, PLAYERS, BALANCE, schema);
    await server.start();
    if (processes > 1) await server.waitForWorkers();
    say(`server up on ${server.base} (pid ${server.pid}${full ? '' : `, workers ${server.workerPids().join(' ')}`})`);
    const players = new Players(server.base, mobiles);
    await players.login();
    const stake = Math.max(100, await players.minStake());

    const baseline = full ? await server.settledRss() : 0;
    say(`${PLAYERS} players logged in${full ? `; server RSS ${(baseline / 2 ** 20).toFixed(1)} MiB` : ''}`);
    const connectStarted = performance.now();
    const watcherShares = shares(CLIENTS - PLAYERS, WORKERS);
    const tokenShares = shares(PLAYERS, WORKERS);
    let tokenAt = 0;
    for (let i = 0; i < WORKERS; i++) {
      const c = new ClientProcess();
      clients.push(c);
      const tokens = players.sessionTokens.slice(tokenAt, tokenAt + (tokenShares[i] ?? 0));
      tokenAt += tokens.length;
      c.send({ cmd: 'connect', url: server.base, watchers: watcherShares[i] ?? 0, tokens, concurrency: CONNECT_CONCURRENCY });
    }
    let open = 0;
    let slowestConnectMs = 0;
    for (const c of clients) {
      const m = await c.next();
      if (m.type === 'error') throw new Error(`client process: ${m.message}`);
      if (m.type !== 'connected') throw new Error(`client process answered ${m.type}`);
      open += m.open;
      slowestConnectMs = Math.max(slowestConnectMs, m.ms);
      if (m.failed > 0) say(`${m.failed} sockets refused; first: ${m.firstError ?? '?'}`);
    }
    const connectS = (performance.now() - connectStarted) / 1000;
    say(
      `${open} sockets open in ${connectS.toFixed(1)} s (${(slowestConnectMs / 1000).toFixed(1)} s after the client processes were up)`,
    );
    if (open < CLIENTS * 0.99) throw new Error(`only ${open} of ${CLIENTS} sockets opened`);
    if (!server.running) throw new Error(`server died\n${server.tail()}`);
    await sleep(2_000);
    const loaded = full ? await server.settledRss() : 0;

    // Measured rounds: from the next `starting` on.
    for (const c of clients) c.send({ cmd: 'record' });
    const recordFrom = performance.now();
    const fanOutBefore = full ? await fanOutTotals(server.base) : NO_TOTALS;
    const ticks = new Map<string, number>();
    const cashOutRuns: Array<Promise<void>> = [];
    let rounds = 0;
    let flightMs = 0;
    let flightCpuS = 0;
    let firstCpu: CpuSample | null = null;
    let lastCpu: CpuSample | null = null;
    let startedCpu: CpuSample | null = null;
    let measuring: string | null = null;
    let betsPlaced = 0;
    let betting: Promise<void> = Promise.resolve();
    const done = new Promise<void>((resolve, reject) => {
      const onEvent = (e: CrashEvent): void => {
        if (e.event === 'starting') {
          if (rounds >= MIN_ROUNDS && flightMs >= MIN_FLIGHT_MS) return;
          if (rounds >= MAX_ROUNDS) return;
          measuring = e.roundId;
          firstCpu ??= server.cpu();
          betting = players.betAll(stake).then((n) => {
            betsPlaced += n;
          });
          betting.catch(reject);
          return;
        }
        if (e.roundId !== measuring) return;
        if (e.event === 'started') {
          startedCpu = server.cpu();
          ticks.set(e.roundId, 0);
          // Bets still on their way when betting closed are in this round all the same.
          cashOutRuns.push(betting.then(() => players.cashOutAll()).catch(reject));
        } else if (e.event === 'tick') {
          ticks.set(e.roundId, (ticks.get(e.roundId) ?? 0) + 1);
        } else if (e.event === 'crashed') {
          lastCpu = server.cpu();
          if (startedCpu) flightCpuS += lastCpu.cpuS - startedCpu.cpuS;
          startedCpu = null;
          measuring = null;
          rounds += 1;
          flightMs += e.elapsedMs ?? 0;
          say(`round ${e.roundId}: flight ${((e.elapsedMs ?? 0) / 1000).toFixed(1)} s, ${ticks.get(e.roundId) ?? 0} ticks`);
          if ((rounds >= MIN_ROUNDS && flightMs >= MIN_FLIGHT_MS) || rounds >= MAX_ROUNDS) resolve();
        }
      };
      monitor(server.base, onEvent).then((ws) => (watcher = ws), reject);
    });
    const guard = setInterval(() => {
      if (!server.running) process.stderr.write(`server died\n${server.tail()}\n`);
    }, 1_000);
    try {
      await Promise.race([
        done,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('rounds did not finish in 10 minutes')), 600_000).unref(),
        ),
      ]);
    } finally {
      clearInterval(guard);
    }
    await Promise.all(cashOutRuns);
    if (!server.running) throw new Error(`server died\n${server.tail()}`);

    await sleep(300);
    const fanOutAfter = full ? await fanOutTotals(server.base) : NO_TOTALS;
    const recordedS = (performance.now() - recordFrom) / 1000;
    const results: WorkerResult[] = [];
    for (const c of clients) {
      const reply = c.next();
      c.send({ cmd: 'stop' });
      const m = await reply;
      if (m.type !== 'result') throw new Error(`client process: ${m.type === 'error' ? m.message : m.type}`);
      results.push(m);
    }

    // Fan-out and deliveries.
    const latency = new Histogram();
    for (const r of results) latency.add(Histogram.fromSparse(r.latency));
    const watchers = results.reduce((a, r) => a + r.watchers, 0);
    let expected = 0;
    let received = 0;
    for (const [roundId, n] of ticks) {
      expected += n * watchers;
      for (const r of results) received += r.ticksByRound[roundId] ?? 0;
    }
    const dropped = results.reduce((a, r) => a + r.dropped, 0);
    const bytes = results.reduce((a, r) => a + r.bytes, 0);
    // What one viewer receives in an hour of play at the game's pace, with PLAYERS betting on both
    // panels every round.
    const feedBytes = results.reduce((a, r) => a + r.feedBytes, 0);
    const feedMBPerHour = watchersOf(results) > 0 ? ((feedBytes / watchersOf(results) / recordedS) * 3600) / 1e6 : 0;

    // Cash-outs.
    const outs = players.cashOuts;
    const serverTimes = outs.flatMap((o) => (o.serverMs === null ? [] : [o.serverMs]));
    const clientTimes = outs.map((o) => o.clientMs);
    const paid = outs.filter((o) => o.code === 0).length;
    const late = outs.filter((o) => LATE_CODES.has(o.code)).length;
    const unanswered = outs.filter((o) => o.code === NO_ANSWER).length;
    const failed = outs.length - paid - late - unanswered;
    if (outs.length > 0 && serverTimes.length === 0) throw new Error('cash-outs carried no Server-Timing header');

    const cpuS = firstCpu && lastCpu ? (lastCpu as CpuSample).cpuS - (firstCpu as CpuSample).cpuS : 0;
    const wallS = firstCpu && lastCpu ? ((lastCpu as CpuSample).at - (firstCpu as CpuSample).at) / 1000 : 0;
    const totalTicks = [...ticks.values()].reduce((a, b) => a + b, 0);
    const perConnKiB = (loaded - baseline) / open / 1024;

    const fanP95 = latency.percentile(95);
    const cashP99 = percentile(serverTimes, 99);
    const series = seriesName(processes);
    report('fan-out p50', latency.percentile(50), 'ms', 'lower', null, series);
    report('fan-out p95', fanP95, 'ms', 'lower', GOALS.fanOutP95Ms, series);
    report('fan-out p99', latency.percentile(99), 'ms', 'lower', null, series);
    report('fan-out max', latency.max, 'ms', 'lower', null, series);
    report('deliveries missed', expected - received, 'count', 'lower', null, series);
    report('deliveries', received, 'count', 'higher', null, series);
    report('cash-out server p99', cashP99, 'ms', 'lower', GOALS.cashOutServerP99Ms, series);
    report('server CPU, measured rounds', wallS > 0 ? (cpuS / wallS) * 100 : 0, '% of a core', 'lower', null, series);
    if (!full) {
      say(`${processes} processes: fan-out p95 ${fanP95.toFixed(1)} ms; ticks delivered ${received} of ${expected}`);
      return;
    }
    report('fan-out p50', latency.percentile(50), 'ms', 'lower');
    report('fan-out p95', fanP95, 'ms', 'lower', GOALS.fanOutP95Ms);
    report('fan-out p99', latency.percentile(99), 'ms', 'lower');
    report('fan-out max', latency.max, 'ms', 'lower');
    report('deliveries missed', expected - received, 'count', 'lower');
    report('feed per viewer per hour of play', feedMBPerHour, 'MB', 'lower', GOALS.feedMBPerHour);
    report('cash-out server p50', percentile(serverTimes, 50), 'ms', 'lower');
    report('cash-out server p99', cashP99, 'ms', 'lower', GOALS.cashOutServerP99Ms);
    report('cash-out client p50', percentile(clientTimes, 50), 'ms', 'lower');
    report('cash-out client p99', percentile(clientTimes, 99), 'ms', 'lower');
    report('cash-outs unanswered', unanswered, 'count', 'lower');
    report('RSS per idle connection', perConnKiB, 'KiB', 'lower', GOALS.idleKiB);
    report('server RSS before sockets', baseline / 2 ** 20, 'MiB', 'lower');
    report('server RSS with sockets', loaded / 2 ** 20, 'MiB', 'lower');
    const broadcasts = fanOutAfter.count - fanOutBefore.count;
    const frames = fanOutAfter.frames - fanOutBefore.frames;
    const writeS = fanOutAfter.sum - fanOutBefore.sum;
    report('server write time per broadcast (mean)', broadcasts > 0 ? (writeS * 1000) / broadcasts : 0, 'ms', 'lower');
    report('server write time per socket', frames > 0 ? (writeS * 1e6) / frames : 0, 'µs', 'lower');
    report('server CPU, measured rounds', wallS > 0 ? (cpuS / wallS) * 100 : 0, '% of a core', 'lower');
    report('server CPU per tick (flight)', totalTicks > 0 ? (flightCpuS * 1000) / totalTicks : 0, 'ms', 'lower');

    say('');
    say(
      `measured ${rounds} rounds, ${(flightMs / 1000).toFixed(1)} s of flight, ${totalTicks} ticks, over ${wallS.toFixed(1)} s`,
    );
    say(`sockets: ${open} open (${watchers} watchers), connected in ${connectS.toFixed(1)} s, ${dropped} dropped during the run`);
    say(
      `events measured: ${latency.total.toLocaleString('en-US')}; ticks delivered ${received.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')}; ${(bytes / 2 ** 20).toFixed(1)} MiB received`,
    );
    say(
      `bets placed ${betsPlaced}, not placed by code ${JSON.stringify(Object.fromEntries(players.betRefusals))} ` +
        `(0: too late, queued and cancelled), ${players.unansweredBets} unanswered`,
    );
    say(`cash-outs ${outs.length}: ${paid} paid, ${late} too late, ${unanswered} unanswered, ${failed} other`);
    say(`server CPU ${cpuS.toFixed(2)} s over ${wallS.toFixed(1)} s; in flight ${flightCpuS.toFixed(2)} s`);
    say(
      `watch broadcasts ${broadcasts}: ${frames.toLocaleString('en-US')} frames written in ${writeS.toFixed(2)} s ` +
        `(${broadcasts > 0 ? ((writeS * 1000) / broadcasts).toFixed(1) : '0'} ms a broadcast, ${frames > 0 ? ((writeS * 1e6) / frames).toFixed(1) : '0'} µs a socket)`,
    );
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    say(`${verdict(fanP95 <= GOALS.fanOutP95Ms)} fan-out p95 ${fanP95.toFixed(1)} ms (goal <= ${GOALS.fanOutP95Ms} ms)`);
    say(
      `${verdict(cashP99 <= GOALS.cashOutServerP99Ms)} cash-out server p99 ${cashP99.toFixed(2)} ms (goal <= ${GOALS.cashOutServerP99Ms} ms)`,
    );
    say(
      `${verdict(feedMBPerHour <= GOALS.feedMBPerHour)} feed per viewer ${feedMBPerHour.toFixed(2)} MB an hour of play (goal <= ${GOALS.feedMBPerHour} MB)`,
    );
    say(
      `${verdict(perConnKiB <= GOALS.idleKiB)} RSS per idle connection ${perConnKiB.toFixed(2)} KiB (goal <= ${GOALS.idleKiB} KiB)`,
    );
    if (failed > 0)
      throw new Error(
        `${failed} cash-outs failed: ${JSON.stringify(outs.filter((o) => o.code !== 0 && !LATE_CODES.has(o.code)).slice(0, 5))}`,
      );
  } finally {
    (watcher as WebSocket | null)?.terminate();
    for (const c of clients) c.kill();
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
    if (PG_URL) await dropSchema(PG_URL, schema);
  }
}

const NO_TOTALS = { sum: 0, count: 0, frames: 0 };

function watchersOf(results: readonly WorkerResult[]): number {
  return results.reduce((a, r) => a + r.watchers, 0);
}

/** The watch fan-out series of the server's /metrics (fan-out-metrics.ts), summed over labels. */
async function fanOutTotals(base: string): Promise<{ sum: number; count: number; frames: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const total = (name: string): number =>
    text
      .split('\n')
      .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
      .reduce((a, l) => a + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
  return {
    sum: total('ws_watch_fanout_seconds_sum'),
    count: total('ws_watch_fanout_seconds_count'),
    frames: total('ws_watch_frames_total'),
  };
}

/** The server has no schema setting: PostgreSQL takes the search path as a connection option. */
function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`realtime bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
