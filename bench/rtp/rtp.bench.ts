/**
 * RTP bench: NYOTA_BENCH_RTP_ROUNDS (default 10^7) rounds of every game through the real byte stream
 * and hash chain, measured return against the published one with a 99.9% interval (stats.ts):
 *  - crash: auto cash-out at 1.01x, 2x, 10x, 100x, 200x and holding to the forced 200x, each vs 1 − edge;
 *  - Savanna Sunset slot: whole-round RTP (free spins included) vs SAVANNA_PUBLISHED_RTP_BP, hit rate
 *    and free-spin rate vs the published stats;
 *  - coin and diamond spin: return of each prize kind per unit of cost vs wheelStats;
 *  - virtual football: every market with a random offered selection per match vs the exact priced
 *    return; that must stay at or under 1 − margin (odds round down, so it sits a little below).
 * A metric fails when its published (football: priced) value is outside the interval, or a football
 * market's interval lies wholly above 1 − margin; any failure exits 1. With ~25 checks at 99.9% a
 * correct build fails about one run in 40 by chance: rerun with the printed seed to tell chance from a bug.
 *
 * Seeds: everything derives from a base seed (NYOTA_BENCH_RTP_SEED, else random and printed); the same
 * seed and round count give the same numbers on any number of workers. Chunks of rounds are played on
 * worker threads (NYOTA_BENCH_RTP_WORKERS, default one per core), one game at a time, so rounds/s is
 * the whole machine's rate. NYOTA_BENCH_RTP_GAMES=crash,slot picks games.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  CRASH_DEFAULT_HOUSE_EDGE_BP,
  COIN_SPIN_TABLE,
  DIAMOND_SPIN_TABLE,
  SAVANNA_LEAGUE,
  SAVANNA_PUBLISHED_RTP_BP,
  SAVANNA_PUBLISHED_STATS,
  SAVANNA_SLOT,
  bigFractionToNumber,
  fractionValue,
  slotRtp,
  wheelStats,
  type WheelTable,
} from '@nyota/fairness';
import { Z_999, intervalContains, type RtpEstimate } from '@nyota/fairness/stats';
import {
  CRASH_STRATEGIES,
  FOOTBALL_MARKET_KEYS,
  FOOTBALL_STAKE,
  GAMES,
  crashStrategyKey,
  wheelKinds,
  type ChunkResult,
  type Game,
} from './games.js';
import { MergedTally } from './tally.js';
import type { ChunkReply, ChunkTask } from './worker.js';

const ROUNDS = Number(process.env['NYOTA_BENCH_RTP_ROUNDS'] ?? 10_000_000);
const WORKERS = Number(process.env['NYOTA_BENCH_RTP_WORKERS'] ?? availableParallelism());
const BASE_SEED = process.env['NYOTA_BENCH_RTP_SEED'] ?? randomBytes(16).toString('hex');
const SELECTED = (process.env['NYOTA_BENCH_RTP_GAMES'] ?? GAMES.join(','))
  .split(',')
  .map((g) => g.trim())
  .filter((g): g is Game => (GAMES as readonly string[]).includes(g));

if (!Number.isSafeInteger(ROUNDS) || ROUNDS < 2) throw new RangeError('NYOTA_BENCH_RTP_ROUNDS must be an integer >= 2');
if (!Number.isSafeInteger(WORKERS) || WORKERS < 1) throw new RangeError('NYOTA_BENCH_RTP_WORKERS must be a positive integer');
if (SELECTED.length === 0) throw new RangeError(`NYOTA_BENCH_RTP_GAMES must name some of ${GAMES.join(', ')}`);

/** Fixed by the round count alone (never by the worker count), so the chunk seeds are too. */
const CHUNK_ROUNDS = Math.min(200_000, Math.ceil(ROUNDS / 8));

interface MetricSpec {
  /** Key of the tally in a ChunkResult. */
  readonly key: string;
  readonly label: string;
  /** Turns the tallied integers into a return per unit staked (or a rate). */
  readonly scale: number;
  readonly published: number;
  /** The exact value where the math modules give one beyond the published figure. */
  readonly exact?: number;
  /** Football: the published 1 − margin is a ceiling and the priced value (from the run) is checked. */
  readonly ceiling?: boolean;
}

const EDGE_RTP = (10_000 - CRASH_DEFAULT_HOUSE_EDGE_BP) / 10_000;

function wheelSpecs(table: WheelTable): MetricSpec[] {
  const stats = wheelStats(table);
  return wheelKinds(table).map((kind) => {
    const expected = stats.expected[kind as keyof typeof stats.expected];
    if (!expected) throw new Error(`${table.game}: no expected value for ${kind}`);
    return {
      key: kind,
      label: kind === table.cost.kind ? `RTP (${kind})` : `${kind} per ${table.cost.kind} staked`,
      scale: 1 / table.cost.amount,
      published: fractionValue(expected) / table.cost.amount,
    };
  });
}

function specsFor(game: Game): MetricSpec[] {
  switch (game) {
    case 'crash':
      return CRASH_STRATEGIES.map((s) => ({
        key: crashStrategyKey(s),
        label: crashStrategyKey(s),
        scale: 1 / 100,
        published: EDGE_RTP,
      }));
    case 'slot': {
      const exact = slotRtp(SAVANNA_SLOT);
      return [
        {
          key: 'rtp',
          label: 'RTP incl. free spins',
          scale: 1 / SAVANNA_SLOT.paylines.length,
          published: SAVANNA_PUBLISHED_RTP_BP / 10_000,
          exact: bigFractionToNumber(exact.rtp),
        },
        { key: 'hit rate', label: 'hit rate', scale: 1, published: SAVANNA_PUBLISHED_STATS.hitRateBp / 10_000 },
        {
          key: 'free-spin rate',
          label: 'free-spin rate',
          scale: 1,
          published: SAVANNA_PUBLISHED_STATS.freeSpinRatePer100k / 100_000,
          exact: bigFractionToNumber(exact.freeSpinTrigger),
        },
      ];
    }
    case 'coinspin':
      return wheelSpecs(COIN_SPIN_TABLE);
    case 'diamondspin':
      return wheelSpecs(DIAMOND_SPIN_TABLE);
    case 'football':
      return FOOTBALL_MARKET_KEYS.map((market) => ({
        key: market,
        label: `${market} random selection`,
        scale: 1 / FOOTBALL_STAKE,
        published: (10_000 - SAVANNA_LEAGUE.marginBp) / 10_000,
        ceiling: true,
      }));
  }
}

/** Plays every chunk of one game on the pool; results merged in chunk order so the sums are reproducible. */
async function playGame(workers: readonly Worker[], game: Game): Promise<ChunkResult[]> {
  const tasks: ChunkTask[] = [];
  for (let chunk = 0, left = ROUNDS; left > 0; chunk += 1, left -= CHUNK_ROUNDS)
    tasks.push({ game, baseSeed: BASE_SEED, chunk, rounds: Math.min(CHUNK_ROUNDS, left) });
  const results: ChunkResult[] = new Array<ChunkResult>(tasks.length);
  let next = 0;
  let done = 0;
  const progressEvery = Math.max(1, Math.ceil(tasks.length / 5));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const send = (): void => {
            const task = tasks[next];
            if (!task) {
              worker.off('message', onReply);
              resolve();
              return;
            }
            next += 1;
            worker.postMessage(task);
          };
          const onReply = (reply: ChunkReply): void => {
            if (!reply.result) {
              worker.off('message', onReply);
              reject(new Error(`${game} chunk ${reply.task.chunk}: ${reply.error ?? 'no result'}`));
              return;
            }
            results[reply.task.chunk] = reply.result;
            done += 1;
            if (done % progressEvery === 0 && done < tasks.length)
              process.stderr.write(`rtp ${game}: ${done}/${tasks.length} chunks\n`);
            send();
          };
          worker.on('message', onReply);
          send();
        }),
    ),
  );
  return results;
}

interface Row {
  readonly game: Game;
  readonly spec: MetricSpec;
  readonly estimate: RtpEstimate;
  /** The value the interval must contain: the published one, or for football the priced return. */
  readonly checked: number;
  readonly ok: boolean;
}

function summarise(game: Game, results: readonly ChunkResult[]): Row[] {
  return specsFor(game).map((spec) => {
    const tally = new MergedTally();
    let expectedSum = 0;
    for (const result of results) {
      const t = result.tallies[spec.key];
      if (!t) throw new Error(`${game}: chunk without ${spec.key}`);
      tally.merge(t);
      expectedSum += result.expected[spec.key] ?? 0;
    }
    const estimate = tally.estimate(spec.scale, Z_999);
    if (spec.ceiling) {
      const priced = expectedSum / tally.rounds;
      const ok = intervalContains(estimate, priced) && priced <= spec.published && estimate.low <= spec.published;
      return { game, spec: { ...spec, exact: priced }, estimate, checked: priced, ok };
    }
    return { game, spec, estimate, checked: spec.published, ok: intervalContains(estimate, spec.published) };
  });
}

const pct = (x: number, digits = 3): string => `${(x * 100).toFixed(digits)}%`;

function report(
  name: string,
  metric: string,
  value: number,
  unit: string,
  extra: { baseline?: number; goal?: number; better: 'higher' | 'lower' },
) {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, ...extra })}\n`);
}

// Workers do not inherit the tsx loader from `node --import tsx`: register it in the worker first.
const workerSource = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(new URL('./worker.ts', import.meta.url).href)});`;
const workers = Array.from({ length: WORKERS }, () => new Worker(workerSource, { eval: true }));
for (const w of workers)
  w.on('error', (error) => {
    process.stderr.write(`rtp worker: ${error.stack ?? error.message}\n`);
    process.exit(2);
  });

process.stdout.write(
  `RTP bench: ${ROUNDS.toLocaleString('en-US')} rounds per game in chunks of ${CHUNK_ROUNDS.toLocaleString('en-US')} on ${WORKERS} worker(s), ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n` +
    `base seed ${BASE_SEED} (reproduce: NYOTA_BENCH_RTP_SEED=${BASE_SEED} NYOTA_BENCH_RTP_ROUNDS=${ROUNDS} npm run bench -- rtp)\n`,
);

const WIDTHS = [12, 24, 11, 9, 22, 11, 9, 6, 9];
const line = (cells: readonly string[]): string =>
  `${cells
    .map((cell, c) => cell.padEnd(WIDTHS[c] ?? 0))
    .join('  ')
    .trimEnd()}\n`;

/** One game's rows, printed as soon as it finishes so a long run shows results as it goes. */
function printGame(game: Game, rows: readonly Row[], seconds: number): void {
  const rate = ROUNDS / seconds;
  for (const { spec, estimate, ok } of rows)
    process.stdout.write(
      line([
        game,
        spec.label,
        estimate.rounds.toLocaleString('en-US'),
        pct(estimate.rtp),
        `[${pct(estimate.low)}, ${pct(estimate.high)}]`,
        spec.ceiling ? `<= ${pct(spec.published)}` : pct(spec.published),
        spec.exact === undefined ? '' : pct(spec.exact, 4),
        ok ? 'yes' : 'NO',
        Math.round(rate).toLocaleString('en-US'),
      ]),
    );
  for (const { spec, estimate, checked, ok } of rows) {
    const name = `${game}: ${spec.label}`;
    report(name, 'measured', estimate.rtp * 100, '%', { baseline: checked * 100, better: 'higher' });
    report(name, '99.9% CI ±', (estimate.high - estimate.rtp) * 100, '%', { better: 'lower' });
    report(name, spec.ceiling ? 'priced in CI, <= 1 - margin' : 'published in CI', ok ? 1 : 0, 'bool', {
      goal: 1,
      better: 'higher',
    });
  }
  report(
    `${game}: ${ROUNDS.toLocaleString('en-US')} rounds in ${seconds.toFixed(0)} s, ${WORKERS} workers`,
    'throughput',
    rate,
    'rounds/s',
    {
      better: 'higher',
    },
  );
}

const rows: Row[] = [];
process.stdout.write(line(['game', 'metric', 'rounds', 'measured', '99.9% CI', 'published', 'exact', 'in CI', 'rounds/s']));
try {
  for (const game of SELECTED) {
    const started = performance.now();
    const results = await playGame(workers, game);
    const seconds = (performance.now() - started) / 1000;
    const gameRows = summarise(game, results);
    rows.push(...gameRows);
    printGame(game, gameRows, seconds);
  }
} finally {
  await Promise.all(workers.map((w) => w.terminate()));
}

const failed = rows.filter((r) => !r.ok);
for (const r of failed)
  process.stderr.write(
    `RTP check failed: ${r.game} ${r.spec.label}: ${pct(r.checked, 4)} outside [${pct(r.estimate.low, 4)}, ${pct(r.estimate.high, 4)}] (seed ${BASE_SEED})\n`,
  );
process.exit(failed.length > 0 ? 1 : 0);
