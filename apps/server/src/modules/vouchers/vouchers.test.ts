/**
 * Vouchers' promises: a grant is a type 5 reward, once per source; a copy is used once however
 * many uses race (PostgreSQL runs them truly in parallel) and pays its value in cash from the
 * campaign; a voucher with a minimum needs a deposit made after it, each deposit used once; the
 * lists page by maxId; expiry retires what is left; the ledger balances throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import { AppError } from '../../platform/http/app-error.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { LedgerService, verifyLedger } from '../ledger/index.js';
import { createMembers } from '../ledger/ledger.test-kit.js';
import { BonusType, RewardsService } from '../rewards/index.js';
import { VouchersService, type CreditedDeposit, type VoucherGrant } from './index.js';

let database: TestDatabase;
let ledger: LedgerService;
let rewards: RewardsService;
let vouchers: VouchersService;
const clock = new ManualClock(new Date('2026-11-20T10:00:00Z'));
const deposits = new Map<string, CreditedDeposit[]>();
let restricted = new Set<string>();
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService({ db: database.db, bus: new MemoryBus() });
  rewards = new RewardsService({ db: database.db, clock, ledger, holdAbove: 1_000_000 });
  const eligibility = {
    check: async (memberId: string) =>
      restricted.has(memberId)
        ? { ok: false as const, reason: 'test', messageKey: 'eligibility.rg_concern' as const }
        : { ok: true as const },
  };
  vouchers = new VouchersService({
    db: database.db,
    clock,
    ledger,
    rewards,
    eligibility,
    deposits: async (m) => deposits.get(m) ?? [],
  });
});
afterAll(() => database.close());

async function campaign(): Promise<string> {
  const name = `vouchers-${(n += 1)}`;
  await rewards.fund(name, BonusType.VOUCHER, 1_000_000, `fund:${name}:v`);
  await rewards.fund(name, BonusType.CASH, 1_000_000, `fund:${name}:c`);
  return name;
}

const grantOf = (c: string, memberId: string, over: Partial<VoucherGrant> = {}): VoucherGrant => ({
  campaign: c,
  memberId,
  source: { kind: 'promotion', id: 'test', period: 'once' },
  name: 'Test voucher',
  amount: 500,
  copies: 1,
  minAmount: 0,
  validDays: 7,
  ...over,
});

const codeOf = (err: unknown) => (err instanceof AppError ? `${err.code}:${err.key}` : err);

describe('vouchers', () => {
  it('grants once per source through the reward path, into the voucher account', async () => {
    const c = await campaign();
    const [m = ''] = await createMembers(database.db, 1);
    const first = await vouchers.grant(grantOf(c, m, { copies: 3 }));
    expect(first.created).toBe(true);
    expect(first.balances).toEqual([{ memberId: m, kind: 'voucher', balance: 1_500 }]);
    const again = await vouchers.grant(grantOf(c, m, { copies: 3 }));
    expect(again.created).toBe(false);
    expect(again.voucher?.id).toBe(first.voucher?.id);
    const valid = await vouchers.valid(m);
    expect(valid.balance).toBe(1_500);
    expect(valid.list).toMatchObject([{ type: 5, amount: 500, copies: 3, copiesTotal: 3, minAmount: 0, status: 'valid' }]);
  });

  it('uses one copy once, paying its value in cash; the last copy moves it to used', async () => {
    const c = await campaign();
    const [m = ''] = await createMembers(database.db, 1);
    const { voucher } = await vouchers.grant(grantOf(c, m, { copies: 2 }));
    const id = voucher?.id ?? '';
    const first = await vouchers.use(m, id);
    expect(first).toMatchObject({ paid: 500, depositNo: null, used: { status: 'used', voucherId: id, copies: 1 } });
    expect(await ledger.balances(m)).toMatchObject({ cash: 500, voucher: 500 });
    expect((await vouchers.valid(m)).list).toMatchObject([{ copies: 1 }]);
    await vouchers.use(m, id);
    expect((await vouchers.valid(m)).list).toEqual([]);
    await expect(vouchers.use(m, id).catch(codeOf)).resolves.toBe(`${ErrorCode.OFFER_UNAVAILABLE}:errors.voucher_not_valid`);
    expect(await ledger.balances(m)).toMatchObject({ cash: 1_000, voucher: 0 });
    const used = await vouchers.used(m, { size: 10 });
    expect(used.list.map((u) => u.status)).toEqual(['used', 'used']);
    expect(used.nextMaxId).toBeNull();
  });

  it('a voucher used twice at once is used once', async () => {
    const c = await campaign();
    const members = await createMembers(database.db, 3);
    for (const m of members) {
      const { voucher } = await vouchers.grant(grantOf(c, m));
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => vouchers.use(m, voucher?.id ?? '')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected') expect(codeOf(r.reason)).toBe(`${ErrorCode.OFFER_UNAVAILABLE}:errors.voucher_not_valid`);
      expect(await ledger.balances(m)).toMatchObject({ cash: 500, voucher: 0 });
    }
    expect((await verifyLedger(database.db)).ok).toBe(true);
  });

  it('needs a deposit of the minimum made after the grant, and each deposit pays one copy', async () => {
    const c = await campaign();
    const [m = ''] = await createMembers(database.db, 1);
    deposits.set(m, [{ id: 'before', amount: 10_000, at: new Date(clock.now().getTime() - 1_000) }]);
    const { voucher } = await vouchers.grant(grantOf(c, m, { copies: 3, minAmount: 5_000 }));
    const id = voucher?.id ?? '';
    await expect(vouchers.use(m, id).catch(codeOf)).resolves.toBe(`${ErrorCode.OFFER_UNAVAILABLE}:errors.voucher_needs_deposit`);
    const later = new Date(clock.now().getTime() + 1_000);
    deposits.set(m, [
      { id: 'small', amount: 4_999, at: later },
      { id: 'big', amount: 5_000, at: later },
    ]);
    expect((await vouchers.use(m, id)).depositNo).toBe('big');
    await expect(vouchers.use(m, id).catch(codeOf)).resolves.toBe(`${ErrorCode.OFFER_UNAVAILABLE}:errors.voucher_needs_deposit`);
    expect(await ledger.balances(m)).toMatchObject({ cash: 500, voucher: 1_000 });
  });

  it('refuses a member who may not receive a bonus, and another member’s voucher, changing nothing', async () => {
    const c = await campaign();
    const [m = '', other = ''] = await createMembers(database.db, 2);
    const { voucher } = await vouchers.grant(grantOf(c, m));
    await expect(vouchers.use(other, voucher?.id ?? '').catch(codeOf)).resolves.toBe(
      `${ErrorCode.OFFER_UNAVAILABLE}:errors.voucher_not_found`,
    );
    restricted = new Set([m]);
    await expect(vouchers.use(m, voucher?.id ?? '').catch(codeOf)).resolves.toBe(
      `${ErrorCode.REWARD_NOT_ELIGIBLE}:eligibility.rg_concern`,
    );
    restricted = new Set();
    expect(await ledger.balances(m)).toMatchObject({ cash: 0, voucher: 500 });
  });

  it('expires what is left back to the campaign; lists page by maxId', async () => {
    const c = await campaign();
    const [m = ''] = await createMembers(database.db, 1);
    for (const id of ['a', 'b', 'c'])
      await vouchers.grant(grantOf(c, m, { source: { kind: 'test', id, period: 'once' }, validDays: 1 }));
    const before = await rewards.budgetLeft(c, BonusType.VOUCHER);
    clock.advance(86_400_000);
    // Past its end it is listed as expired at once, before the job has run.
    expect((await vouchers.valid(m)).list).toEqual([]);
    const page1 = await vouchers.expired(m, { size: 2 });
    expect(page1.list).toHaveLength(2);
    const page2 = await vouchers.expired(m, { size: 2, maxId: page1.nextMaxId ?? undefined });
    expect(page2.list).toHaveLength(1);
    expect(page2.nextMaxId).toBeNull();
    expect(await vouchers.expireDue()).toBeGreaterThanOrEqual(3);
    expect(await vouchers.expireDue()).toBe(0);
    expect((await ledger.balances(m)).voucher).toBe(0);
    expect(await rewards.budgetLeft(c, BonusType.VOUCHER)).toBe(before + 1_500);
    expect((await vouchers.expired(m, { size: 10 })).list.map((v) => v.status)).toEqual(['expired', 'expired', 'expired']);
    expect((await verifyLedger(database.db)).ok).toBe(true);
  });
});
