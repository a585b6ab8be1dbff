/**
 * Concurrency (reliability-and-security.md §6 scenarios 1 and 2): many workers move money among
 * ten members, a sharded house and system accounts at once, while a reader checks that every
 * snapshot sums to zero. On PostgreSQL (TEST_DATABASE_URL) the workers share a pool of 40
 * connections; on PGlite, one session serialises them, so a smaller run checks the same things.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test-support/test-database.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { refText } from './accounts.js';
import type { AccountRef, SystemAccountName, TransferRequest } from './ledger.api.js';
import { LedgerService } from './ledger.service.js';
import { createMembers, fund } from './ledger.test-kit.js';
import { verifyLedger } from './ledger-verify.js';

const onPostgres = testDatabaseUrl() !== null;
const WORKERS = onPostgres ? 64 : 8;
const OPS_PER_WORKER = onPostgres ? 60 : 40;
const RACERS = onPostgres ? 100 : 30;

let base: TestDatabase;
let h: DatabaseHandle;
let ledger: LedgerService;

beforeAll(async () => {
  base = await createTestDatabase();
  h = base;
  if (onPostgres) {
    // A wider pool on the same database, so the workers really run side by side.
    h = await openDatabase({ databaseUrl: base.url, dataDir: null, poolSize: 40 });
  }
});
afterAll(async () => {
  if (h !== base) await h.close();
  await base.close();
});

const cash = (member: string): AccountRef => ({ member, kind: 'cash' });
const sys = (name: SystemAccountName): AccountRef => ({ system: name, kind: 'cash' });
const pick = <T>(xs: readonly T[]): T => xs[randomInt(xs.length)]!;

function isInsufficient(err: unknown): boolean {
  return err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE;
}

// Batched (the default: concurrent requests share statements) and one transfer per statement on
// as many connections as the pool has, where lock order alone keeps transactions apart.
const POSTINGS = onPostgres
  ? [
      { label: 'batched', posting: {} },
      { label: 'one transfer per statement', posting: { maxBatch: 1, maxInFlight: 40 } },
    ]
  : [{ label: 'batched', posting: {} }];

describe.each(POSTINGS)('ledger under concurrency ($label)', ({ posting }) => {
  beforeAll(() => {
    ledger = new LedgerService({ db: h.db, bus: new MemoryBus(), posting });
  });

  it(`keeps every invariant with ${WORKERS} workers moving money at once`, { timeout: 120_000 }, async () => {
    const members = await createMembers(h.db, 10);
    const tag = randomUUID().slice(0, 8);
    const house = `house:c${tag}` as SystemAccountName;
    const clearing = `clearing:c${tag}` as SystemAccountName;
    for (const m of members) {
      await ledger.transfer({
        idempotencyKey: `seed:${m}:${tag}`,
        kind: 'deposit',
        legs: [{ from: sys(clearing), to: cash(m), amount: toMinor(5_000) }],
      });
    }
    const seedLegs = members.map((m) => ({ from: sys(clearing), to: cash(m), amount: 5_000 }));

    const ops: ((m: string, other: string) => TransferRequest['legs'])[] = [
      (m) => [{ from: cash(m), to: sys(house), amount: toMinor(1 + randomInt(200)) }],
      (m) => [{ from: sys(house), to: cash(m), amount: toMinor(1 + randomInt(300)) }],
      (m, o) => [{ from: cash(m), to: cash(o), amount: toMinor(1 + randomInt(400)) }],
      (m) => [{ from: cash(m), to: sys('withdraw_reserve'), amount: toMinor(1 + randomInt(500)) }],
      (m) => [{ from: sys(clearing), to: cash(m), amount: toMinor(1 + randomInt(300)) }],
      (m, o) => [
        { from: cash(m), to: sys(house), amount: toMinor(1 + randomInt(200)) },
        { from: cash(m), to: sys('tax_payable'), amount: toMinor(1 + randomInt(20)) },
        { from: cash(o), to: cash(m), amount: toMinor(1 + randomInt(100)) },
      ],
    ];

    const acked: TransferRequest[] = [];
    const unexpected: unknown[] = [];
    let refused = 0;
    let running = true;
    const snapshotSums: number[] = [];

    // Jepsen-bank style reader: every snapshot of the run's accounts sums to zero.
    const reader = (async () => {
      while (running) {
        const { rows } = await sql<{ total: string | number | null }>`
          select sum(balance) as total from ledger_accounts
          where kind = 'cash' and (member_id = any (${members}::bigint[])
            or system_name in (${house}, ${clearing}, 'withdraw_reserve', 'tax_payable'))`.execute(h.db);
        snapshotSums.push(Number(rows[0]?.total ?? 0));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const before = await systemTotals(['withdraw_reserve', 'tax_payable']);
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; i < OPS_PER_WORKER; i++) {
          const m = pick(members);
          let o = pick(members);
          if (o === m) o = members[(members.indexOf(m) + 1) % members.length]!;
          const req: TransferRequest = { idempotencyKey: `conc:${tag}:${w}:${i}`, kind: 'conc', legs: pick(ops)(m, o) };
          try {
            await ledger.transfer(req);
            acked.push(req);
          } catch (err) {
            if (isInsufficient(err)) refused += 1;
            else unexpected.push(err);
          }
        }
      }),
    );
    running = false;
    await reader;

    expect(unexpected).toEqual([]);
    expect(acked.length + refused).toBe(WORKERS * OPS_PER_WORKER);
    expect(acked.length).toBeGreaterThan(WORKERS * OPS_PER_WORKER * 0.5);
    // The shared system accounts also collect other tests' money: compare their movement only.
    const after = await systemTotals(['withdraw_reserve', 'tax_payable']);
    expect(snapshotSums.length).toBeGreaterThan(0);
    for (const s of snapshotSums) expect(s).toBe(snapshotSums[0]);

    // Every acknowledged transfer is stored once, and the balances are exactly their sum.
    const stored = await h.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('idempotency_key', 'like', `conc:${tag}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(acked.length);
    const expected = new Map<string, number>();
    for (const leg of [...seedLegs, ...acked.flatMap((r) => r.legs)]) {
      expected.set(refText(leg.from), (expected.get(refText(leg.from)) ?? 0) - leg.amount);
      expected.set(refText(leg.to), (expected.get(refText(leg.to)) ?? 0) + leg.amount);
    }
    for (const m of members) {
      const b = (await ledger.balances(m)).cash;
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBe(expected.get(refText(cash(m))) ?? 0);
    }
    expect(await ledger.systemBalance(house, 'cash')).toBe(expected.get(refText(sys(house))) ?? 0);
    expect(await ledger.systemBalance(clearing, 'cash')).toBe(expected.get(refText(sys(clearing))) ?? 0);
    expect(after.withdraw_reserve - before.withdraw_reserve).toBe(expected.get(refText(sys('withdraw_reserve'))) ?? 0);
    expect(after.tax_payable - before.tax_payable).toBe(expected.get(refText(sys('tax_payable'))) ?? 0);

    const report = await verifyLedger(h.db);
    expect(report.violations).toEqual([]);
  });

  it(`lets exactly one of ${RACERS} simultaneous withdraw-everything requests through`, { timeout: 60_000 }, async () => {
    const [m] = await createMembers(h.db, 1);
    await fund(ledger, m!, 9_000);
    const tag = randomUUID().slice(0, 8);
    const attempt = (amount: number, i: number) =>
      ledger
        .transfer({
          idempotencyKey: `race:${tag}:${amount}:${i}`,
          kind: 'withdraw',
          legs: [{ from: cash(m!), to: sys('withdraw_reserve'), amount: toMinor(amount) }],
        })
        .then(
          () => 'ok' as const,
          (err: unknown) => (isInsufficient(err) ? ('refused' as const) : err),
        );

    const all = await Promise.all(Array.from({ length: RACERS }, (_, i) => attempt(9_000, i)));
    expect(all.filter((r) => r === 'ok')).toHaveLength(1);
    expect(all.filter((r) => r === 'refused')).toHaveLength(RACERS - 1);
    expect((await ledger.balances(m!)).cash).toBe(0);

    // floor(balance / amount) succeed when each takes a third.
    await fund(ledger, m!, 9_000);
    const thirds = await Promise.all(Array.from({ length: RACERS }, (_, i) => attempt(3_000, i)));
    expect(thirds.filter((r) => r === 'ok')).toHaveLength(3);
    expect(thirds.filter((r) => r === 'refused')).toHaveLength(RACERS - 3);
    expect((await ledger.balances(m!)).cash).toBe(0);
  });

  it('never deadlocks when members pay each other in both directions at once', { timeout: 60_000 }, async () => {
    const members = await createMembers(h.db, 4);
    for (const m of members) await fund(ledger, m, 100_000);
    const tag = randomUUID().slice(0, 8);
    const results = await Promise.allSettled(
      Array.from({ length: onPostgres ? 400 : 100 }, (_, i) => {
        const a = members[i % 4]!;
        const b = members[(i + 1 + (i % 3)) % 4]!;
        return ledger.transfer({
          idempotencyKey: `cross:${tag}:${i}`,
          kind: 'p2p',
          // Both directions inside one transfer and across transfers: lock order is the only defence.
          legs: [
            { from: cash(a), to: cash(b), amount: toMinor(5) },
            { from: cash(b), to: cash(a), amount: toMinor(3) },
          ],
        });
      }),
    );
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([]);
    let total = 0;
    for (const m of members) total += (await ledger.balances(m)).cash;
    expect(total).toBe(400_000);
  });
});

async function systemTotals(
  names: ('withdraw_reserve' | 'tax_payable')[],
): Promise<Record<'withdraw_reserve' | 'tax_payable', number>> {
  const out = { withdraw_reserve: 0, tax_payable: 0 };
  for (const n of names) out[n] = await ledger.systemBalance(n, 'cash');
  return out;
}
