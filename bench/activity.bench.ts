/**
 * The activity stream under game load: RATE settled bets a second (default 1,000) appended the way
 * the engines append them (each in a small transaction of its own settlement), for SECONDS (default
 * 20), while the stream's consumers run as the leader's job does (every 250 ms): bonus wagering
 * (every player has an active bonus, so each bet moves wagering progress), the harm markers, VIP
 * points (every bet earns points; thresholds low enough that players climb levels during the run,
 * so rises, their facts and pushes are part of the load), the weekly cashback (one row per member
 * and week per batch), the tasks (the default task centre and diamond tasks) and a counting one.
 * Every 100 ms the lag is sampled: the age of the oldest event the slowest of bonus wagering, harm
 * markers, VIP points, cashback and tasks has not applied.
 * Reported: the rate reached, how far the producer fell
 * behind the clock (open loop: a slow tick is caught up by the next), lag p50/p99/max (goal: p99 ≤ 1 s, the
 * promotions issue's budget for wagering progress) and whether every event was applied exactly once.
 * Measured on embedded PGlite (temporary data directory) and PostgreSQL (BENCH_DATABASE_URL, else
 * DATABASE_URL, else postgres://root@127.0.0.1:5432/test, in a schema of its own, dropped afterwards).
 *
 * Knobs: BENCH_ACTIVITY_RATE, BENCH_ACTIVITY_SECONDS, BENCH_ACTIVITY_DBS ("pglite,postgres"),
 * BENCH_ACTIVITY_TRACE=1 (every lag sample on stderr).
 */
import { performance } from 'node:perf_hooks';
import { onEachDatabase } from './support/each-database.js';
import { migrateToLatest, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { ActivityConsumers, appendActivity } from '../apps/server/src/modules/activity/index.js';
import { ActivityRepo } from '../apps/server/src/modules/activity/activity.repo.js';
import { TASKS_CONSUMER } from '../apps/server/src/modules/tasks/index.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { VIP_POINTS_CONSUMER } from '../apps/server/src/modules/vip/index.js';
import { bet, registerBenchConsumers } from './support/activity-consumers.js';

const RATE = Number(process.env['BENCH_ACTIVITY_RATE'] ?? 1000);
const SECONDS = Number(process.env['BENCH_ACTIVITY_SECONDS'] ?? 20);
const DBS = new Set((process.env['BENCH_ACTIVITY_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const PLAYERS = 200;
/** Appends happen every TICK_MS, in transactions of PER_TX bets (a crash round settles many at once). */
const TICK_MS = 50;
const PER_TX = 10;
const LAG_GOAL_MS = 1000;
/** The consumers whose lag is measured (the counter only checks exactly-once). */
const WATCHED = ['bonus-wagering', 'harm-markers', VIP_POINTS_CONSUMER, 'cashback', TASKS_CONSUMER];
/** At most this far behind the clock: the appends kept up with RATE. */
const BACKLOG_GOAL_MS = 500;

function report(name: string, metric: string, value: number, unit: string, goal: number | null, better: 'higher' | 'lower') {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal, better })}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Open loop: each tick appends every bet due by the clock since the start, so a slow tick is caught
 * up by the next rather than lost (the rate reached is then what the database sustained).
 */
async function produce(
  handle: DatabaseHandle,
  players: string[],
  started: number,
  stopAt: number,
): Promise<{ produced: number; backlogMs: number }> {
  let n = 0;
  let backlogMs = 0;
  while (performance.now() < stopAt) {
    const tickStart = performance.now();
    const due = Math.floor(((tickStart - started) * RATE) / 1000) - n;
    // How far behind the clock the producer was when this tick began: bets owed, in time.
    backlogMs = Math.max(backlogMs, (due * 1000) / RATE);
    const txs: Promise<void>[] = [];
    for (let i = 0; i < due; i += PER_TX) {
      const events = Array.from({ length: Math.min(PER_TX, due - i) }, () => {
        n += 1;
        return bet(players[n % players.length] ?? '', n);
      });
      txs.push(handle.db.transaction().execute((trx) => appendActivity(trx, ...events)));
    }
    await Promise.all(txs);
    const wait = TICK_MS - (performance.now() - tickStart);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return { produced: n, backlogMs: Math.round(backlogMs) };
}

/** One statement for all (the stream's own `standing` read): the sampler must not crowd PGlite's one connection. */
async function slowestLag(handle: DatabaseHandle, repo: ActivityRepo): Promise<number> {
  let worst = 0;
  for (const s of await repo.standing(handle.db, WATCHED)) {
    if (s.oldest) worst = Math.max(worst, Date.now() - s.oldest.getTime());
  }
  return worst;
}

async function benchStream(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateToLatest(handle.db);
  const players = await createMembers(handle.db, PLAYERS);
  const quiet = { warn: () => undefined, error: (o: object) => process.stderr.write(`${JSON.stringify(o)}\n`) };
  const consumers = new ActivityConsumers(handle.db, systemClock, quiet, null);
  let applied = 0;
  await registerBenchConsumers(handle, consumers, players);
  consumers.register({
    name: 'counter',
    apply: async (_trx, events) => void (applied += events.filter((e) => e.kind === 'bet.settled').length),
  });
  // The setup's own facts (200 bonus grants) are applied first: the clock starts on a stream caught up.
  await consumers.drain();
  const repo = new ActivityRepo();
  const lags: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      await consumers.runAll();
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (performance.now() - t0))));
    }
  })();
  const sampler = (async () => {
    while (running) {
      lags.push(await slowestLag(handle, repo));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const { produced, backlogMs } = await produce(handle, players, started, started + SECONDS * 1000);
  const rate = produced / ((performance.now() - started) / 1000);
  running = false;
  await Promise.all([loop, sampler]);
  await consumers.drain();
  if (process.env['BENCH_ACTIVITY_TRACE']) process.stderr.write(`lags ${lags.join(' ')}\n`);
  const sorted = [...lags].sort((a, b) => a - b);
  // The rate is informational (the last tick's commit time is in its denominator); whether the
  // database kept up with RATE is the backlog: a producer that falls behind owes ever more bets.
  report(`activity stream (${label})`, 'bets appended per s', Math.round(rate), '/s', null, 'higher');
  report(`activity stream (${label})`, 'producer backlog max', backlogMs, 'ms', BACKLOG_GOAL_MS, 'lower');
  report(`activity stream (${label})`, 'consumer lag p50', percentile(sorted, 50), 'ms', null, 'lower');
  report(`activity stream (${label})`, 'consumer lag p99', percentile(sorted, 99), 'ms', LAG_GOAL_MS, 'lower');
  report(`activity stream (${label})`, 'consumer lag max', sorted.at(-1) ?? 0, 'ms', null, 'lower');
  report(`activity stream (${label})`, 'events applied minus appended', applied - produced, 'events', 0, 'lower');
}

await onEachDatabase(DBS, 'activity', benchStream);
