/**
 * The reward path's promises: a grant pays once per key however often or concurrently it is asked;
 * a campaign's budget is never overspent, whatever the concurrency (PostgreSQL runs them truly in
 * parallel); a grant the budget cannot pay changes nothing; a large grant waits for a staff decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import { AppError } from '../../platform/http/app-error.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { LedgerService, verifyLedger } from '../ledger/index.js';
import { createMembers } from '../ledger/ledger.test-kit.js';
import { BonusType, RewardsService, type RewardGrant } from './index.js';

let database: TestDatabase;
let ledger: LedgerService;
let rewards: RewardsService;
const clock = new ManualClock(new Date('2026-11-20T10:00:00Z'));
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService({ db: database.db, bus: new MemoryBus() });
  rewards = new RewardsService({ db: database.db, clock, ledger, holdAbove: 100_000 });
});
afterAll(() => database.close());

async function campaign(budget: number, type = BonusType.CASH): Promise<string> {
  const name = `test-${(n += 1)}`;
  if (budget > 0) await rewards.fund(name, type, budget, `fund:${name}`);
  return name;
}

const grant = (c: string, memberId: string, amount: number, period = '2026-11-20'): RewardGrant => ({
  campaign: c,
  memberId,
  source: { kind: 'sign-in', id: 'daily', period },
  bonusType: BonusType.CASH,
  amount,
});

const codeOf = (err: unknown) => (err instanceof AppError ? err.code : err);

describe('rewards', () => {
  it('pays from the budget once per source, member and period', async () => {
    const c = await campaign(10_000);
    const [m = ''] = await createMembers(database.db, 1);
    const first = await rewards.grant(grant(c, m, 500));
    expect(first.created).toBe(true);
    expect(first.reward.status).toBe('paid');
    expect(first.balances).toEqual([{ memberId: m, kind: 'cash', balance: 500 }]);
    const again = await rewards.grant(grant(c, m, 500));
    expect(again.created).toBe(false);
    expect(again.reward.id).toBe(first.reward.id);
    await rewards.grant(grant(c, m, 500, '2026-11-21'));
    expect((await ledger.balances(m)).cash).toBe(1_000);
    expect(await rewards.budgetLeft(c, BonusType.CASH)).toBe(9_000);
  });

  it('refuses a grant the budget cannot pay, and writes nothing', async () => {
    const c = await campaign(300);
    const [m = ''] = await createMembers(database.db, 1);
    await expect(rewards.grant(grant(c, m, 500))).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.REWARD_BUDGET_EXHAUSTED);
    expect(await rewards.forMember(m)).toEqual([]);
    expect((await ledger.balances(m)).cash).toBe(0);
    expect(await rewards.budgetLeft(c, BonusType.CASH)).toBe(300);
    // A campaign never funded has nothing to give.
    const empty = await campaign(0);
    await expect(rewards.grant(grant(empty, m, 1))).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.REWARD_BUDGET_EXHAUSTED);
  });

  it('never overspends a budget under concurrent claims, and pays each member once', async () => {
    const c = await campaign(1_000);
    const members = await createMembers(database.db, 60);
    // Every member asks three times at once: 180 claims for 10 payable grants of 100.
    const claims = members.flatMap((m) => [0, 1, 2].map(() => rewards.grant(grant(c, m, 100))));
    const settled = await Promise.allSettled(claims);
    const refused = settled.filter((s) => s.status === 'rejected');
    for (const r of refused) expect(codeOf(r.reason)).toBe(ErrorCode.REWARD_BUDGET_EXHAUSTED);
    const paidMembers = new Set(
      settled.flatMap((s) => (s.status === 'fulfilled' && s.value.reward.status === 'paid' ? [s.value.reward.memberId] : [])),
    );
    expect(paidMembers.size).toBe(10);
    expect(await rewards.budgetLeft(c, BonusType.CASH)).toBe(0);
    let total = 0;
    for (const m of members) total += (await ledger.balances(m)).cash;
    expect(total).toBe(1_000);
    const verified = await verifyLedger(database.db);
    expect(verified.ok).toBe(true);
  });

  it('holds a grant above the threshold until staff decide', async () => {
    const c = await campaign(1_000_000);
    const [m = '', other = ''] = await createMembers(database.db, 2);
    const held = await rewards.grant(grant(c, m, 150_000));
    expect(held.reward.status).toBe('held');
    expect((await ledger.balances(m)).cash).toBe(0);
    expect((await rewards.held()).map((r) => r.id)).toContain(held.reward.id);
    const paid = await rewards.approveHeld(held.reward.id, 'checker');
    expect(paid.reward.status).toBe('paid');
    expect((await ledger.balances(m)).cash).toBe(150_000);
    await expect(rewards.approveHeld(held.reward.id, 'checker')).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.VALIDATION);
    const second = await rewards.grant(grant(c, other, 200_000));
    await rewards.rejectHeld(second.reward.id, 'checker');
    expect((await ledger.balances(other)).cash).toBe(0);
    expect((await rewards.forMember(other))[0]?.status).toBe('rejected');
  });

  it('leaves bonus money to the bonus module', async () => {
    const c = await campaign(1_000);
    const [m = ''] = await createMembers(database.db, 1);
    await expect(rewards.grant({ ...grant(c, m, 100), bonusType: BonusType.TRIAL })).rejects.toThrow(/bonus module/);
  });
});
