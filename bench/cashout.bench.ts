/**
 * Cash-out bench (issue 12 item 10): the crash engine's own handling time of a manual cash-out,
 * from the call to the durable answer (decision and win committed by the group commit), with
 * PLAYERS players each holding a bet and all cashing out at random moments of one flight
 * (WINDOW_MS), on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (in a schema of its
 * own), else on PGlite in memory. Goal: p99 ≤ 5 ms (reference performance.md §7 row 14).
 *
 * Baseline, measured in the same run on the same database with the same arrival schedule: one
 * transaction per cash-out (a conditional UPDATE of one row, committed alone), as the engine did
 * before the group commit. HTTP and the session lookup are not in either figure (the realtime
 * bench measures them, Server-Timing `app;dur`).
 *
 * The engine runs on the real clock and timers; the betting window, which must outlast placing
 * every bet, is cut short once they are all placed by moving the engine's clock forward.
 * Knobs: BENCH_CASHOUT_PLAYERS (10000), BENCH_CASHOUT_WINDOW_MS (10000: 1,000 cash-outs a second at the default players).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { toMinor } from '@nyota/contract/money/minor';
import { MemoryBus } from '../apps/server/src/platform/bus/memory-bus.js';
import { migrateToLatest, openDatabase, type Db, type OpenDatabaseOptions } from '../apps/server/src/platform/db/database.js';
import { LedgerService } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { SeamlessWallet } from '../apps/server/src/modules/ledger/seamless-wallet.js';
import { CrashEngine } from '../apps/server/src/modules/games/crash/crash-engine.js';
import { CrashRepo } from '../apps/server/src/modules/games/crash/crash.repo.js';
import { pickChain } from '../apps/server/src/modules/games/crash/crash.test-kit.js';
import { elapsedFor, multiplierAt } from '../apps/server/src/modules/games/crash/crash-math.js';
import { SkippableTimers } from './support/skippable-timers.js';

const num = (name: string, fallback: number): number => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const PLAYERS = num('BENCH_CASHOUT_PLAYERS', 10_000);
const WINDOW_MS = num('BENCH_CASHOUT_WINDOW_MS', 10_000);
const PG_URL = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? null;
const GOAL_P99_MS = 5;
const STAKE = 100;
/** Bets being placed at once (each is a few statements; the ledger batches their debits). */
const PLACING = 64;
const NAME = `crash cash-out, ${PLAYERS.toLocaleString('en-US')} players in one flight, ${PG_URL ? 'PostgreSQL' : 'PGlite'}`;

function report(metric: string, value: number, baseline: number | null, goal: number | null = null): void {
  process.stdout.write(`${JSON.stringify({ name: NAME, metric, value, unit: 'ms', baseline, goal, better: 'lower' })}\n`);
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs `fn` for each item at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

/** Calls `fn` for each item at its own moment within `windowMs`; returns each call's duration. */
async function onSchedule<T>(items: readonly T[], windowMs: number, fn: (item: T) => Promise<unknown>): Promise<number[]> {
  const at = items.map(() => randomInt(0, windowMs));
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    items.map(async (item, i) => {
      await sleep(Math.max(0, (at[i] ?? 0) - (performance.now() - t0)));
      const started = performance.now();
      await fn(item);
      times.push(performance.now() - started);
    }),
  );
  return times;
}

async function fundAll(ledger: LedgerService, members: readonly string[]): Promise<void> {
  await eachLimited(members, PLACING, async (memberId) => {
    await ledger.transfer({
      idempotencyKey: `bench-cashout:${memberId}`,
      kind: 'deposit',
      legs: [
        {
          from: { system: 'clearing:sandbox', kind: 'cash' },
          to: { member: memberId, kind: 'cash' },
          amount: toMinor(10 * STAKE),
        },
      ],
    });
  });
}

/** One transaction per cash-out: the conditional UPDATE of one row, committed alone. */
async function baseline(db: Db): Promise<number[]> {
  await sql`create table bench_cashout_rows (id int primary key, status text not null, at timestamptz)`.execute(db);
  await sql`insert into bench_cashout_rows select g, 'open', null from generate_series(1, ${PLAYERS}) g`.execute(db);
  const ids = Array.from({ length: PLAYERS }, (_, i) => i + 1);
  return onSchedule(ids, WINDOW_MS, (id) =>
    sql`update bench_cashout_rows set status = 'cashed', at = now() where id = ${id} and status = 'open' returning id`.execute(
      db,
    ),
  );
}

async function engineRun(db: Db): Promise<{ times: number[]; paid: number }> {
  const bus = new MemoryBus();
  const ledger = new LedgerService({ db, bus });
  const timers = new SkippableTimers();
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (o: object, m: string) => say(`engine error: ${m} ${String(o)}`),
  };
  const engine = new CrashEngine({
    db,
    wallet: new SeamlessWallet(ledger),
    clock: timers.clock,
    timers,
    events: { broadcast: () => undefined, toMember: () => undefined },
    market: { currencySymbol: 'K' },
    log,
    nodeId: 'bench',
    // Betting lasts until every bet is placed (cut short below); the flight outlasts the window.
    timing: { bettingMs: 3_600_000 },
    newChain: { length: 10 },
    devSalt: true,
  });
  // A first game that flies long enough for every cash-out of the window.
  const needed = multiplierAt(WINDOW_MS + 5_000);
  const pick = pickChain([(cp) => cp >= needed]);
  await engine.createChain({ seed: pick.seed, salt: pick.salt, length: pick.length });
  await new CrashRepo().configs.insertConfig(
    db,
    {
      version: `bench-${randomBytes(4).toString('hex')}`,
      houseEdgeBp: 100,
      minStake: STAKE,
      maxStake: 100_000,
      maxWin: 1_000_000,
      roundLiabilityCap: 1e15,
    },
    new Date(),
  );
  const members = await createMembers(db, PLAYERS);
  await fundAll(ledger, members);
  await engine.start();
  const bets: { memberId: string; betId: string }[] = [];
  await eachLimited(members, PLACING, async (memberId, i) => {
    const r = await engine.placeBet({ memberId, label: `bench ${i}` }, { panel: 1, stake: STAKE, autoCashout: null });
    if (r.kind === 'placed') bets.push({ memberId, betId: r.bet.betId });
  });
  say(`${bets.length} bets placed`);
  await timers.fireLatest();
  // Cash-outs from 1.01x on (110 ms into the flight).
  await sleep(elapsedFor(101) + 10);
  let paid = 0;
  const times = await onSchedule(bets, WINDOW_MS, async (b) => {
    await engine.cashOut(b.memberId, b.betId);
    paid += 1;
  });
  await engine.stop();
  await bus.close();
  return { times, paid };
}

async function main(): Promise<void> {
  const schema = `bench_co_${randomBytes(4).toString('hex')}`;
  const opts: OpenDatabaseOptions = PG_URL
    ? { databaseUrl: PG_URL, dataDir: null, schema, poolSize: 10 }
    : { databaseUrl: null, dataDir: null };
  const database = await openDatabase(opts);
  try {
    await migrateToLatest(database.db);
    say(`${NAME}: ${PLAYERS} cash-outs at random moments of ${WINDOW_MS} ms`);
    const base = await baseline(database.db);
    const { times, paid } = await engineRun(database.db);
    if (paid !== times.length || paid === 0) throw new Error(`only ${paid} of ${times.length} cash-outs paid`);
    const b50 = percentile(base, 50);
    const b99 = percentile(base, 99);
    report('cash-out handling p50', percentile(times, 50), b50);
    report('cash-out handling p99', percentile(times, 99), b99, GOAL_P99_MS);
    report('cash-out handling max', Math.max(...times), Math.max(...base));
    say(
      `group commit: ${paid} paid, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; ` +
        `baseline (one commit per cash-out): p50 ${b50.toFixed(2)} ms, p99 ${b99.toFixed(2)} ms`,
    );
  } finally {
    await database.close();
    if (PG_URL) await dropSchema(PG_URL, schema);
  }
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
    process.stderr.write(`cash-out bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
