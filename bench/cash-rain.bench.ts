/**
 * Cash rain at the top of a round (docs/product-rules/cash-rain.md#load), on embedded PGlite and
 * PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://root@127.0.0.1:5432/test, a
 * schema of its own, dropped afterwards): GRABBERS members (default 10,000) grab in the same second
 * one round cut by the default tier table (985 packets, pot 1,000,000). Goals: every packet claimed
 * once, exactly the pot paid and never more, one award per member, every other answer "empty", the
 * round's budget left at zero, the ledger verified clean. Also grabs answered per second and p99.
 *
 * Knobs: BENCH_RAIN_GRABBERS, BENCH_RAIN_DBS ("pglite,postgres").
 */
import { performance } from 'node:perf_hooks';
import { CASH_RAIN_DEFAULT_POT, CASH_RAIN_DEFAULT_TIERS, cashRainPacketCount } from '@nyota/fairness/cash-rain';
import { onEachDatabase } from './support/each-database.js';
import { migrateToLatest, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { MemoryBus } from '../apps/server/src/platform/bus/memory-bus.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { AppError } from '../apps/server/src/platform/http/app-error.js';
import { LedgerService } from '../apps/server/src/modules/ledger/index.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger-verify.js';
import { BonusType, RewardsService } from '../apps/server/src/modules/rewards/index.js';
import { CASH_RAIN_CAMPAIGN, CashRainService } from '../apps/server/src/modules/cash-rain/index.js';
import { cashRainSettingStore } from '../apps/server/src/modules/cash-rain/cash-rain-settings.js';

const GRABBERS = Number(process.env['BENCH_RAIN_GRABBERS'] ?? 10_000);
const DBS = new Set((process.env['BENCH_RAIN_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const PACKETS = cashRainPacketCount(CASH_RAIN_DEFAULT_TIERS);

function report(name: string, metric: string, value: number, unit: string, goal: number | null, better: 'higher' | 'lower') {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal, better })}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function grabAll(rain: CashRainService, members: readonly string[], roundId: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const settled = await Promise.allSettled(
    members.map(async (m) => {
      const t0 = performance.now();
      try {
        return await rain.gifts(m, roundId);
      } finally {
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { settled, latencies, seconds: (performance.now() - started) / 1000 };
}

async function benchRain(handle: DatabaseHandle, label: string): Promise<void> {
  const db = handle.db;
  await migrateToLatest(db);
  const ledger = new LedgerService({ db, bus: new MemoryBus() });
  const rewards = new RewardsService({ db, clock: systemClock, ledger, holdAbove: 1_000_000 });
  const now = Date.now();
  const round = { key: 'bench', begin: new Date(now - 1_000).toISOString(), end: new Date(now + 3_600_000).toISOString() };
  const rain = new CashRainService({
    db,
    clock: systemClock,
    timeZone: 'Africa/Lusaka',
    rewards,
    eligibility: { check: async () => ({ ok: true as const }) },
    hasDeposited: async () => true,
  });
  const store = cashRainSettingStore({ rounds: rain.rounds, rewards, now: () => new Date() });
  const doc = { title: 'Bench', rounds: [{ ...round, tiers: CASH_RAIN_DEFAULT_TIERS.map((t) => ({ ...t })) }] };
  await db.transaction().execute((trx) => store.write(trx, doc));
  const roundId = (await rain.rounds.all(db))[0]?.id ?? 0;
  const members = await createMembers(db, GRABBERS);
  const { settled, latencies, seconds } = await grabAll(rain, members, roundId);
  const won = settled.filter((s) => s.status === 'fulfilled').length;
  const otherFailures = settled.filter(
    (s) => s.status === 'rejected' && !(s.reason instanceof AppError && s.reason.key === 'errors.cash_rain_empty'),
  ).length;
  const claims = await rain.rounds.claimsOf(db, roundId);
  let cashPaid = 0;
  for (const m of members) cashPaid += (await ledger.balances(m)).cash;
  const budgetLeft = await rewards.budgetLeft(CASH_RAIN_CAMPAIGN, BonusType.CASH);
  const verified = await verifyLedger(db);
  const sorted = [...latencies].sort((a, b) => a - b);
  const name = `cash rain bench (${label})`;
  const expected = Math.min(GRABBERS, PACKETS);
  report(name, `${GRABBERS} grabbers, ${PACKETS} packets: awards`, won, 'awards', expected, 'lower');
  report(
    name,
    `${GRABBERS} grabbers: members with more than one packet`,
    claims.length - new Set(claims.map((c) => c.memberId)).size,
    'members',
    0,
    'lower',
  );
  report(
    name,
    `${GRABBERS} grabbers: cash paid (pot ${CASH_RAIN_DEFAULT_POT})`,
    cashPaid,
    'minor',
    CASH_RAIN_DEFAULT_POT,
    'lower',
  );
  report(name, `${GRABBERS} grabbers: budget left after the round`, budgetLeft, 'minor', 0, 'lower');
  report(name, `${GRABBERS} grabbers: failures other than empty`, otherFailures, 'grabs', 0, 'lower');
  report(name, `${GRABBERS} grabbers: grabs answered per s`, Math.round(GRABBERS / seconds), '/s', null, 'higher');
  report(name, `${GRABBERS} grabbers: answer p99`, Math.round(percentile(sorted, 99)), 'ms', null, 'lower');
  report(name, 'ledger verify violations', verified.ok ? 0 : verified.violations.length, 'violations', 0, 'lower');
}

await onEachDatabase(DBS, 'cash_rain', benchRain);
