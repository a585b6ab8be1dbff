/**
 * The reward path under contention (issue 15's benches), on PostgreSQL (BENCH_DATABASE_URL, else
 * DATABASE_URL, else postgres://root@127.0.0.1:5432/test, a schema of its own, dropped afterwards)
 * and embedded PGlite:
 *  - one member's daily bonus claimed SAME_MEMBER times at once (default 500): paid exactly once;
 *  - a campaign with budget B = PAYABLE × 100 claimed by CLAIMANTS members at once (default 2,000):
 *    paid at most B, every refusal a budget refusal, the ledger verified clean; claims/s and p99.
 *
 * Knobs: BENCH_REWARDS_SAME_MEMBER, BENCH_REWARDS_CLAIMANTS, BENCH_REWARDS_PAYABLE, BENCH_REWARDS_DBS.
 */
import { performance } from 'node:perf_hooks';
import { onEachDatabase } from './support/each-database.js';
import { ErrorCode } from '@nyota/contract/error-codes';
import { migrateToLatest, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { MemoryBus } from '../apps/server/src/platform/bus/memory-bus.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { AppError } from '../apps/server/src/platform/http/app-error.js';
import { LedgerService } from '../apps/server/src/modules/ledger/index.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger-verify.js';
import { BonusType, RewardsService } from '../apps/server/src/modules/rewards/index.js';

const SAME_MEMBER = Number(process.env['BENCH_REWARDS_SAME_MEMBER'] ?? 500);
const CLAIMANTS = Number(process.env['BENCH_REWARDS_CLAIMANTS'] ?? 2000);
const PAYABLE = Number(process.env['BENCH_REWARDS_PAYABLE'] ?? 700);
const DBS = new Set((process.env['BENCH_REWARDS_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const AMOUNT = 100;

function report(name: string, metric: string, value: number, unit: string, goal: number | null, better: 'higher' | 'lower') {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal, better })}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed<T>(fn: () => Promise<T>, latencies: number[]): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    latencies.push(performance.now() - t0);
  }
}

async function benchRewards(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateToLatest(handle.db);
  const ledger = new LedgerService({ db: handle.db, bus: new MemoryBus() });
  const rewards = new RewardsService({ db: handle.db, clock: systemClock, ledger, holdAbove: 1_000_000 });
  const name = `rewards bench (${label})`;

  // One member, SAME_MEMBER claims of the same day's bonus at once.
  await rewards.fund('bench-daily', BonusType.COIN, 1_000_000, 'bench-daily-fund');
  const [member = ''] = await createMembers(handle.db, 1);
  const grant = () =>
    rewards.grant({
      campaign: 'bench-daily',
      memberId: member,
      source: { kind: 'sign-in', id: 'daily', period: 'today' },
      bonusType: BonusType.COIN,
      amount: AMOUNT,
    });
  const same = await Promise.allSettled(Array.from({ length: SAME_MEMBER }, grant));
  const created = same.filter((s) => s.status === 'fulfilled' && s.value.created).length;
  report(name, `${SAME_MEMBER} claims by one member: grants paid`, created, 'grants', 1, 'lower');
  report(
    name,
    `${SAME_MEMBER} claims by one member: coins received`,
    (await ledger.balances(member)).coin,
    'minor',
    AMOUNT,
    'lower',
  );

  // CLAIMANTS members, one claim each, on a budget that pays PAYABLE of them.
  const budget = PAYABLE * AMOUNT;
  await rewards.fund('bench-pot', BonusType.CASH, budget, 'bench-pot-fund');
  const members = await createMembers(handle.db, CLAIMANTS);
  const latencies: number[] = [];
  const started = performance.now();
  const settled = await Promise.allSettled(
    members.map((m) =>
      timed(
        () =>
          rewards.grant({
            campaign: 'bench-pot',
            memberId: m,
            source: { kind: 'pot', id: 'round-1', period: 'once' },
            bonusType: BonusType.CASH,
            amount: AMOUNT,
          }),
        latencies,
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const paid = settled.filter((s) => s.status === 'fulfilled').length;
  const otherFailures = settled.filter(
    (s) => s.status === 'rejected' && !(s.reason instanceof AppError && s.reason.code === ErrorCode.REWARD_BUDGET_EXHAUSTED),
  ).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const left = await rewards.budgetLeft('bench-pot', BonusType.CASH);
  const verified = await verifyLedger(handle.db);
  report(name, `${CLAIMANTS} claimants: claims per s`, Math.round(CLAIMANTS / seconds), '/s', null, 'higher');
  report(name, `${CLAIMANTS} claimants: claim p99`, Math.round(percentile(sorted, 99)), 'ms', null, 'lower');
  report(name, `${CLAIMANTS} claimants: paid beyond the budget`, paid * AMOUNT - budget + left, 'minor', 0, 'lower');
  report(name, `${CLAIMANTS} claimants: grants paid`, paid, 'grants', PAYABLE, 'lower');
  report(name, `${CLAIMANTS} claimants: failures other than the budget`, otherFailures, 'claims', 0, 'lower');
  report(name, 'ledger verify violations', verified.ok ? 0 : verified.violations.length, 'violations', 0, 'lower');
}

await onEachDatabase(DBS, 'rewards', benchRewards);
