/**
 * Mall redemptions under contention (issue 16), on embedded PGlite and PostgreSQL (BENCH_DATABASE_URL,
 * else DATABASE_URL, else postgres://root@127.0.0.1:5432/test, a schema of its own, dropped
 * afterwards): REDEEMERS members (default 1,000), each holding coins for one price, redeem at once
 * an item with STOCK left (default 100). Goals: exactly STOCK sold, exactly STOCK prices debited and
 * STOCK prizes paid, every other answer "sold out", the ledger verified clean. Also redemptions/s and p99.
 *
 * Knobs: BENCH_MALL_REDEEMERS, BENCH_MALL_STOCK, BENCH_MALL_DBS ("pglite,postgres").
 */
import { performance } from 'node:perf_hooks';
import { onEachDatabase } from './support/each-database.js';
import { toMinor } from '@nyota/contract/money/minor';
import { DEFAULT_MALL_SETTINGS, type MallItem } from '@nyota/contract/staff/mall-settings-schemas';
import { migrateToLatest, type DatabaseHandle } from '../apps/server/src/platform/db/database.js';
import { MemoryBus } from '../apps/server/src/platform/bus/memory-bus.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { AppError } from '../apps/server/src/platform/http/app-error.js';
import { LedgerService } from '../apps/server/src/modules/ledger/index.js';
import { createMembers } from '../apps/server/src/modules/ledger/ledger.test-kit.js';
import { verifyLedger } from '../apps/server/src/modules/ledger/ledger-verify.js';
import { RewardsService } from '../apps/server/src/modules/rewards/index.js';
import { MallBudgets } from '../apps/server/src/modules/mall/mall-budgets.js';
import { mallSettingStore } from '../apps/server/src/modules/mall/mall-settings.js';
import { MallService } from '../apps/server/src/modules/mall/mall.service.js';
import { RaffleService } from '../apps/server/src/modules/mall/raffle.service.js';

const REDEEMERS = Number(process.env['BENCH_MALL_REDEEMERS'] ?? 1000);
const STOCK = Number(process.env['BENCH_MALL_STOCK'] ?? 100);
const DBS = new Set((process.env['BENCH_MALL_DBS'] ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const PRICE = 5_000;
const PRIZE = 100;
const ITEM_ID = 77;

function report(name: string, metric: string, value: number, unit: string, goal: number | null, better: 'higher' | 'lower') {
  process.stdout.write(`${JSON.stringify({ name, metric, value, unit, baseline: null, goal, better })}\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const notUsed = () => Promise.reject(new Error('the bench item gives cash'));

async function benchMall(handle: DatabaseHandle, label: string): Promise<void> {
  const db = handle.db;
  await migrateToLatest(db);
  const ledger = new LedgerService({ db, bus: new MemoryBus() });
  const rewards = new RewardsService({ db, clock: systemClock, ledger, holdAbove: 1_000_000 });
  const budgets = new MallBudgets(rewards);
  const eligibility = { check: async () => ({ ok: true as const }) };
  const raffles = new RaffleService({ db, clock: systemClock, rewards, eligibility, budgets, mobiles: async () => new Map() });
  const item: MallItem = {
    id: ITEM_ID,
    type: 1,
    paymentType: 1,
    name: { en: 'Bench cash', sw: 'Pesa ya kipimo' },
    enabled: true,
    price: PRICE,
    amount: PRIZE,
    stock: STOCK,
    perDay: 10,
    perMember: 10,
    minLevel: 0,
    startAt: null,
    endAt: null,
    terms: null,
    voucher: null,
    raffle: null,
  };
  const settings = { items: [item], exchange: DEFAULT_MALL_SETTINGS.exchange };
  await db.transaction().execute((trx) => mallSettingStore(() => new Date()).write(trx, settings));
  const mall = new MallService({
    db,
    clock: systemClock,
    timeZone: 'Africa/Lusaka',
    ledger,
    rewards,
    bonus: { grant: notUsed, publish: notUsed },
    vouchers: { grant: notUsed, publish: notUsed },
    eligibility,
    level: async () => 0,
    budgets,
    raffles,
  });
  const members = await createMembers(db, REDEEMERS);
  for (const m of members) {
    const leg = {
      from: { system: 'promotion_expense' as const, kind: 'coin' as const },
      to: { member: m, kind: 'coin' as const },
      amount: toMinor(PRICE),
    };
    await ledger.transfer({ idempotencyKey: `bench-mall-fund:${m}`, kind: 'promotion', legs: [leg] });
  }
  const expenseBefore = await ledger.systemBalance('promotion_expense', 'coin');
  const latencies: number[] = [];
  const started = performance.now();
  const settled = await Promise.allSettled(
    members.map(async (m) => {
      const t0 = performance.now();
      try {
        return await mall.redeem(m, ITEM_ID, 'en');
      } finally {
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sold = settled.filter((s) => s.status === 'fulfilled').length;
  const otherFailures = settled.filter(
    (s) => s.status === 'rejected' && !(s.reason instanceof AppError && s.reason.key === 'errors.mall_out_of_stock'),
  ).length;
  const debited = (await ledger.systemBalance('promotion_expense', 'coin')) - expenseBefore;
  let cashPaid = 0;
  for (const m of members) cashPaid += (await ledger.balances(m)).cash;
  const verified = await verifyLedger(db);
  const sorted = [...latencies].sort((a, b) => a - b);
  const name = `mall bench (${label})`;
  report(name, `${REDEEMERS} redeemers, stock ${STOCK}: items sold`, sold, 'items', STOCK, 'lower');
  report(name, `${REDEEMERS} redeemers, stock ${STOCK}: prices debited`, debited / PRICE, 'prices', STOCK, 'lower');
  report(name, `${REDEEMERS} redeemers, stock ${STOCK}: prizes paid`, cashPaid / PRIZE, 'prizes', STOCK, 'lower');
  report(name, `${REDEEMERS} redeemers: failures other than sold out`, otherFailures, 'redemptions', 0, 'lower');
  report(name, `${REDEEMERS} redeemers: redemptions answered per s`, Math.round(REDEEMERS / seconds), '/s', null, 'higher');
  report(name, `${REDEEMERS} redeemers: answer p99`, Math.round(percentile(sorted, 99)), 'ms', null, 'lower');
  report(name, 'ledger verify violations', verified.ok ? 0 : verified.violations.length, 'violations', 0, 'lower');
}

await onEachDatabase(DBS, 'mall', benchMall);
