/**
 * The campaign console's money side over the staff API: budgets show balance, paid and held; a
 * small funding moves at once with its audit row, a large one waits for a second person; a held
 * grant is decided by someone other than the staff member who caused it, and two deciders at once
 * pay it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { FourEyesRequest } from '@nyota/contract/staff/schemas';
import type { CampaignBudget } from '@nyota/contract/staff/schemas-campaigns';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { LedgerService, verifyLedger } from '../ledger/index.js';
import { createMembers } from '../ledger/ledger.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import type { StaffModule } from '../staff/index.js';
import { makeStaff, signIn, staffModuleOf, type StaffSignIn, type TestStaff } from '../staff/staff.test-kit.js';
import { BonusType, RewardsService } from './index.js';

let t: TestApp;
let mod: StaffModule;
let ledger: LedgerService;
let rewards: RewardsService;
let marketer: StaffSignIn;
let financeA: TestStaff;
let a: StaffSignIn;
let b: StaffSignIn;
let c: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  rewards = new RewardsService({ db: t.database.db, clock: t.clock, ledger, holdAbove: 100_000 });
  marketer = await signIn(t, await makeStaff(mod, 'marketing'));
  financeA = await makeStaff(mod, 'finance');
  a = await signIn(t, financeA);
  b = await signIn(t, await makeStaff(mod, 'finance'));
  c = await signIn(t, await makeStaff(mod, 'admin'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(() => t.close());

const budgets = async () => (await staffCall<{ items: CampaignBudget[] }>(t, marketer, r.campaignBudgets, {})).data.items;
const budgetOf = async (campaign: string) => (await budgets()).find((x) => x.campaign === campaign && x.unit === 'cash');
const fund = (who: StaffSignIn, campaign: string, amount: number) =>
  staffCall<{ outcome: string; requestId: string | null }>(t, who, r.fundCampaign, {
    campaign,
    unit: 'cash',
    amount,
    reason: 'launch',
  });

describe('campaign budgets', () => {
  it('funds at once up to the threshold, audited; above it a second person approves', async () => {
    const small = await fund(marketer, 'console-a', 50_000);
    expect(small.data).toEqual({ outcome: 'funded', requestId: null });
    expect(await budgetOf('console-a')).toEqual({ campaign: 'console-a', unit: 'cash', balance: 50_000, paid: 0, held: 0 });
    const [row] = await mod.audit.search({ target: 'budget:console-a', action: 'campaign.fund', limit: 5 });
    expect(row).toMatchObject({ before: { balance: 0 }, after: { balance: 50_000, amount: 50_000 }, reason: 'launch' });

    const large = await fund(marketer, 'console-a', 2_000_000);
    expect(large.data.outcome).toBe('requested');
    expect((await budgetOf('console-a'))?.balance).toBe(50_000);
    const id = large.data.requestId ?? '';
    const approve = (who: StaffSignIn) => staffCall<FourEyesRequest>(t, who, r.approveFourEyes, { id, reason: 'ok' });
    // Two checkers at once: the request is decided once, the money moves once.
    const answers = await Promise.all([approve(a), approve(b)]);
    expect(answers.map((x) => x.code).sort()).toEqual([0, ErrorCode.FOUR_EYES_DECIDED]);
    expect((await budgetOf('console-a'))?.balance).toBe(2_050_000);
  });

  it('refuses bad input and a role without the permission, changing nothing', async () => {
    expect((await fund(marketer, 'Bad Name', 100)).code).toBe(ErrorCode.VALIDATION);
    expect((await fund(marketer, 'console-b', 0)).code).toBe(ErrorCode.VALIDATION);
    const refused = await fund(support, 'console-b', 100);
    expect(refused.status).toBe(403);
    expect(await budgetOf('console-b')).toBeUndefined();
  });
});

describe('held grants', () => {
  const grant = (memberId: string, amount: number, causedBy?: string) =>
    rewards.grant({
      campaign: 'console-held',
      memberId,
      source: { kind: 'manual', id: 'goodwill', period: 'once' },
      bonusType: BonusType.CASH,
      amount,
      ...(causedBy ? { causedBy } : {}),
    });

  it('is paid once when two staff approve at once, not by the one who caused it', async () => {
    await rewards.fund('console-held', BonusType.CASH, 1_000_000, 'fund:console-held');
    const [m = ''] = await createMembers(t.database.db, 1);
    const held = (await grant(m, 150_000, financeA.id)).reward;
    expect(held.status).toBe('held');
    const list = await staffCall<{ items: { id: string; causedBy: string | null }[] }>(t, b, r.heldRewards, {});
    expect(list.data.items).toContainEqual(expect.objectContaining({ id: held.id, causedBy: financeA.username }));

    const decide = (who: StaffSignIn) =>
      staffCall<{ status: string }>(t, who, r.approveHeldReward, { id: held.id, reason: 'checked' });
    const own = await decide(a);
    expect(own.code).toBe(ErrorCode.FOUR_EYES_SAME_PERSON);
    expect((await ledger.balances(m)).cash).toBe(0);

    const answers = await Promise.all([decide(b), decide(c)]);
    expect(answers.map((x) => x.code).sort()).toEqual([0, ErrorCode.VALIDATION]);
    expect((await ledger.balances(m)).cash).toBe(150_000);
    expect(await budgetOf('console-held')).toMatchObject({ balance: 850_000, paid: 150_000, held: 0 });
    const audits = await mod.audit.search({ target: `reward:${held.id}`, limit: 5 });
    expect(audits.map((x) => x.action)).toEqual(['reward.approve']);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('a rejection pays nothing and is audited; the queue needs rewards.approve', async () => {
    const [m = ''] = await createMembers(t.database.db, 1);
    const held = (await grant(m, 120_000)).reward;
    expect((await budgetOf('console-held'))?.held).toBe(120_000);
    expect((await staffCall(t, marketer, r.heldRewards, {})).status).toBe(403);
    const done = await staffCall<{ status: string }>(t, b, r.rejectHeldReward, { id: held.id, reason: 'duplicate account' });
    expect(done.data.status).toBe('rejected');
    expect((await ledger.balances(m)).cash).toBe(0);
    const [row] = await mod.audit.search({ target: `reward:${held.id}`, limit: 5 });
    expect(row).toMatchObject({ action: 'reward.reject', after: { status: 'rejected' }, reason: 'duplicate account' });
    const again = await staffCall(t, c, r.approveHeldReward, { id: held.id, reason: 'x' });
    expect(again.code).toBe(ErrorCode.VALIDATION);
  });
});
