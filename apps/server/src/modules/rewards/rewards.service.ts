/**
 * The one reward path (DESIGN.md §8, docs/product-rules/rewards.md): every grant of every feature is
 * a `rewards` row, unique per source, member and period, paid by one ledger transfer from its
 * campaign's budget account. A replayed or concurrent grant of the same key returns the first; a
 * budget that cannot pay refuses the grant whole (the ledger CHECK of migration 0036 is the guard);
 * a grant above the four-eyes threshold is held until a staff member decides it.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor, type Minor } from '@nyota/contract/money/minor';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { sqlState, type LedgerApi, type MemberBalanceChange, type TransferRequest } from '../ledger/index.js';
import { accountKindOf, budgetAccountOf, BonusType, type BonusTypeValue } from './reward-types.js';
import { RewardsRepo, type CampaignRewardTotals, type StoredReward } from './rewards.repo.js';

export interface RewardSource {
  /** What gives it: 'sign-in', 'first-deposit', 'cash-rain', 'task', 'manual'... */
  kind: string;
  /** Which one: a task id, a round id, an offer id. */
  id: string;
  /** Which period it belongs to: a market day, an ISO week, 'once'. */
  period: string;
}

export interface RewardGrant {
  campaign: string;
  memberId: string;
  source: RewardSource;
  bonusType: BonusTypeValue;
  amount: number;
  /** The staff member whose action makes this grant (a manual grant); they may not approve it if held. */
  causedBy?: string;
}

/** Runs in a held grant's deciding transaction (the staff audit row), so both commit or neither. */
export type DecisionHook = (trx: Db, decided: StoredReward) => Promise<void>;

export interface GrantOutcome {
  reward: StoredReward;
  /** False when the key was granted before (the first grant is returned). */
  created: boolean;
  /** Member balances to push after commit (empty when held or replayed). */
  balances: MemberBalanceChange[];
}

export interface RewardsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerApi;
  /** Grants above this amount (minor units of their unit) wait for a staff decision. */
  holdAbove: number;
}

const CHECK_VIOLATION = '23514';

export function rewardKey(g: Pick<RewardGrant, 'campaign' | 'memberId' | 'source'>): string {
  return `${g.campaign}:${g.source.kind}:${g.source.id}:${g.memberId}:${g.source.period}`;
}

export class RewardsService {
  private readonly repo = new RewardsRepo();

  constructor(private readonly d: RewardsDeps) {}

  /**
   * Grants in the caller's transaction when given one (a claim and its reward commit together),
   * else in its own; the caller pushes `balances` after commit (`publish`).
   */
  async grant(g: RewardGrant, opts: { trx?: Db } = {}): Promise<GrantOutcome> {
    if (g.bonusType === BonusType.TRIAL) throw new Error('bonus money is granted with its terms by the bonus module');
    const amount = toMinor(g.amount);
    if (amount <= 0) throw new Error(`reward amount must be positive, got ${g.amount}`);
    const run = async (trx: Db) => this.grantIn(trx, g, amount);
    return opts.trx ? run(opts.trx) : this.d.db.transaction().execute(run);
  }

  /**
   * The reward row of a bonus-money grant (type 2), in the bonus module's transaction; that module
   * moves the money and keeps the terms. Returns the first row when the key was granted before.
   */
  async recordTrial(trx: Db, g: Omit<RewardGrant, 'bonusType'>): Promise<{ reward: StoredReward; created: boolean }> {
    const key = rewardKey(g);
    const first = await this.repo.byKey(trx, key);
    if (first) return { reward: first, created: false };
    const row = {
      memberId: g.memberId,
      campaign: g.campaign,
      sourceKind: g.source.kind,
      sourceId: g.source.id,
      period: g.source.period,
      bonusType: BonusType.TRIAL,
      amount: toMinor(g.amount),
      idempotencyKey: key,
      createdAt: this.d.clock.now(),
      status: 'paid' as const,
      transferId: null,
      causedBy: null,
    };
    const inserted = await this.repo.insert(trx, row);
    if (inserted) return { reward: inserted, created: true };
    const winner = await this.repo.byKey(trx, key);
    if (!winner) throw new Error(`reward ${key} vanished`);
    return { reward: winner, created: false };
  }

  async publish(outcome: Pick<GrantOutcome, 'balances'>): Promise<void> {
    if (outcome.balances.length > 0) await this.d.ledger.publishBalances(outcome.balances);
  }

  private async grantIn(trx: Db, g: RewardGrant, amount: Minor): Promise<GrantOutcome> {
    const key = rewardKey(g);
    const first = await this.repo.byKey(trx, key);
    if (first) return { reward: first, created: false, balances: [] };
    const held = amount > this.d.holdAbove;
    const paid = held ? null : await this.pay(trx, g, amount, key);
    const base = {
      memberId: g.memberId,
      campaign: g.campaign,
      sourceKind: g.source.kind,
      sourceId: g.source.id,
      period: g.source.period,
      bonusType: g.bonusType,
      amount,
      idempotencyKey: key,
      causedBy: g.causedBy ?? null,
      createdAt: this.d.clock.now(),
    };
    const inserted = await this.repo.insert(trx, {
      ...base,
      status: held ? 'held' : 'paid',
      transferId: paid?.transferId ?? null,
    });
    if (inserted) return { reward: inserted, created: true, balances: paid?.memberBalances ?? [] };
    // A concurrent grant of the same key committed first; its ledger transfer (same key) was replayed.
    const winner = await this.repo.byKey(trx, key);
    if (!winner) throw new Error(`reward ${key} vanished`);
    return { reward: winner, created: false, balances: [] };
  }

  private async pay(trx: Db, g: Pick<RewardGrant, 'campaign' | 'memberId' | 'bonusType'>, amount: Minor, key: string) {
    const kind = accountKindOf(g.bonusType);
    // A spent budget refuses at once, without taking the account's lock (the CHECK stays the guard).
    const left = await this.d.ledger.systemBalance(budgetAccountOf(g.campaign), kind, { trx });
    if (left < amount) throw new AppError(ErrorCode.REWARD_BUDGET_EXHAUSTED, 'errors.reward_budget_exhausted');
    const req: TransferRequest = {
      idempotencyKey: `reward:${key}`,
      kind: 'reward',
      legs: [{ from: { system: budgetAccountOf(g.campaign), kind }, to: { member: g.memberId, kind }, amount }],
      metadata: { campaign: g.campaign },
    };
    try {
      return await this.d.ledger.transfer(req, { trx });
    } catch (err) {
      // Only the budget can run short on this transfer (its other side is a member being paid); the
      // ledger reports the CHECK that stopped it as an insufficient balance.
      const short = sqlState(err) === CHECK_VIOLATION || (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE);
      if (short) throw new AppError(ErrorCode.REWARD_BUDGET_EXHAUSTED, 'errors.reward_budget_exhausted');
      throw err;
    }
  }

  /**
   * Pays a held grant (a staff decision); refused when it was decided already or when `by` caused it.
   * Two deciders at once: the row lock serialises them and the second finds it no longer held.
   */
  async approveHeld(id: string, by: string, hook?: DecisionHook): Promise<GrantOutcome> {
    return this.d.db.transaction().execute(async (trx) => {
      const held = await this.lockHeldFor(trx, id, by);
      const paid = await this.pay(trx, held, toMinor(held.amount), held.idempotencyKey);
      await this.repo.decide(trx, id, { status: 'paid', transferId: paid.transferId, by, at: this.d.clock.now() });
      const reward: StoredReward = { ...held, status: 'paid', transferId: paid.transferId };
      if (hook) await hook(trx, reward);
      return { reward, created: false, balances: paid.memberBalances };
    });
  }

  async rejectHeld(id: string, by: string, hook?: DecisionHook): Promise<void> {
    await this.d.db.transaction().execute(async (trx) => {
      const held = await this.lockHeldFor(trx, id, by);
      await this.repo.decide(trx, id, { status: 'rejected', transferId: null, by, at: this.d.clock.now() });
      if (hook) await hook(trx, { ...held, status: 'rejected' });
    });
  }

  private async lockHeldFor(trx: Db, id: string, by: string): Promise<StoredReward> {
    const held = await this.repo.lockHeld(trx, id);
    if (!held) throw new AppError(ErrorCode.VALIDATION, 'errors.reward_not_held');
    if (held.causedBy !== null && held.causedBy === by)
      throw new AppError(ErrorCode.FOUR_EYES_SAME_PERSON, 'errors.reward_same_person');
    return held;
  }

  /** Moves money into a campaign's budget from the promotion expense (staff funding a campaign). */
  async fund(campaign: string, type: BonusTypeValue, amount: number, idempotencyKey: string, opts: { trx?: Db } = {}) {
    const kind = accountKindOf(type);
    return this.d.ledger.transfer(
      {
        idempotencyKey,
        kind: 'budget_fund',
        legs: [
          {
            from: { system: 'promotion_expense', kind },
            to: { system: budgetAccountOf(campaign), kind },
            amount: toMinor(amount),
          },
        ],
        metadata: { campaign },
      },
      opts,
    );
  }

  async budgetLeft(campaign: string, type: BonusTypeValue, opts: { trx?: Db } = {}): Promise<Minor> {
    return this.d.ledger.systemBalance(budgetAccountOf(campaign), accountKindOf(type), opts);
  }

  /** The grant of this key, if any (has the member had it in this period?). */
  async find(g: Pick<RewardGrant, 'campaign' | 'memberId' | 'source'>): Promise<StoredReward | undefined> {
    return this.repo.byKey(this.d.db, rewardKey(g));
  }

  /** The member's grants, newest first; with `campaigns`, only theirs. */
  async forMember(memberId: string, limit = 50, campaigns?: readonly string[]): Promise<StoredReward[]> {
    return this.repo.forMember(this.d.db, memberId, limit, campaigns);
  }

  async held(limit = 100): Promise<StoredReward[]> {
    return this.repo.held(this.d.db, limit);
  }

  /** Paid and held sums per campaign and bonus type. */
  async totals(): Promise<CampaignRewardTotals[]> {
    return this.repo.totals(this.d.db);
  }
}
