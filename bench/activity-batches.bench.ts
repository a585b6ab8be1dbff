/**
 * Where the activity stream's time goes, one part at a time (docs/activity-stream.md#bench): the
 * producer's appends, and each consumer alone catching up on EVENTS settled bets (ms per batch of
 * 500 and statements per batch, BEGIN and COMMIT not counted), then all of them together as the
 * leader's job runs them (`runAll`, three side by side). Two rounds; the second, warm, is reported.
 * No competing load: the cost of each part, not the lag (activity.bench.ts measures that).
 *
 * Knobs: BENCH_ACTIVITY_EVENTS (default 5,000), BENCH_ACTIVITY_DBS ("pglite,postgres").
 */
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import { onEachDatabase } from './support/each-database.js';
import { migrateToLatest, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { ActivityConsumers, appendActivity, type ActivityConsumer } from '../apps/server/src/modules/activity/index.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { bet, registerBenchConsumers } from './support/activity-consumers.js';

const EVENTS = Number(process.env['BENCH_ACTIVITY_EVENTS'] ?? 5000);
const DBS = new Set((process.env['BENCH_ACTIVITY_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const PLAYERS = 200;
const BATCH = 500;
const PER_TX = 10;
const quiet = { warn: () => undefined, error: (o: object) => process.stderr.write(`${JSON.stringify(o)}\n`) };

function report(name: string, metric: string, value: number, unit: string) {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal: null, better: 'lower' })}\n`);
}

/** Collects what the setup registers, so each consumer can be run alone. */
class Collecting extends ActivityConsumers {
  readonly list: ActivityConsumer[] = [];
  override register(consumer: ActivityConsumer): void {
    this.list.push(consumer);
    super.register(consumer);
  }
}

/** Counts the statements Kysely sends (BEGIN and COMMIT do not pass through plugins). */
function counter(): { plugin: KyselyPlugin; count: () => number } {
  let n = 0;
  return {
    plugin: {
      transformQuery: (args) => {
        n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    count: () => n,
  };
}

/** EVENTS bets in transactions of PER_TX, ten transactions at a time; ms per 1,000 bets. */
async function append(handle: DatabaseHandle, players: string[], from: number): Promise<number> {
  const t0 = performance.now();
  for (let n = 0; n < EVENTS; n += PER_TX * 10) {
    const txs = Array.from({ length: 10 }, (_, t) => {
      const events = Array.from({ length: PER_TX }, (_, i) => {
        const k = from + n + t * PER_TX + i;
        return bet(players[k % players.length] ?? '', k);
      });
      return handle.db.transaction().execute((trx) => appendActivity(trx, ...events));
    });
    await Promise.all(txs);
  }
  return ((performance.now() - t0) * 1000) / EVENTS;
}

async function round(handle: DatabaseHandle, players: string[], all: Collecting, n: number, label: string, last: boolean) {
  const name = `activity batches (${label})`;
  const perThousand = await append(handle, players, n * EVENTS * 2);
  if (last) report(name, 'append 1,000 bets (tx of 10)', Math.round(perThousand), 'ms');
  const batches = EVENTS / BATCH;
  for (const consumer of all.list) {
    const c = counter();
    const solo = new ActivityConsumers(handle.db.withPlugin(c.plugin), systemClock, quiet, null);
    solo.register(consumer);
    const t0 = performance.now();
    await solo.drain();
    const ms = performance.now() - t0;
    if (!last) continue;
    report(name, `${consumer.name}: ms per batch`, Number((ms / batches).toFixed(1)), 'ms');
    report(name, `${consumer.name}: statements per batch`, Number((c.count() / batches).toFixed(1)), 'stmts');
  }
  // The same consumers together, as the leader's job runs them, on EVENTS more bets.
  await append(handle, players, n * EVENTS * 2 + EVENTS);
  const c = counter();
  const together = new ActivityConsumers(handle.db.withPlugin(c.plugin), systemClock, quiet, null);
  for (const consumer of all.list) together.register(consumer);
  const t0 = performance.now();
  await together.runAll(60_000);
  await together.drain();
  const ms = performance.now() - t0;
  if (!last) return;
  report(name, `all ${all.list.length} consumers (runAll): ms per 500 bets`, Number((ms / batches).toFixed(1)), 'ms');
  report(
    name,
    `all ${all.list.length} consumers (runAll): statements per 500 bets`,
    Number((c.count() / batches).toFixed(1)),
    'stmts',
  );
}

async function benchBatches(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateToLatest(handle.db);
  const players = await createMembers(handle.db, PLAYERS);
  const all = new Collecting(handle.db, systemClock, quiet, null);
  await registerBenchConsumers(handle, all, players);
  all.register({ name: 'read-only', apply: async () => undefined });
  for (let n = 0; n < 2; n++) await round(handle, players, all, n, label, n === 1);
}

await onEachDatabase(DBS, 'activity_batches', benchBatches);
