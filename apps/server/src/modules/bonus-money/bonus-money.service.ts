/**
 * Bonus money (DESIGN.md §8, docs/product-rules/bonus-money.md): grants with frozen terms, one
 * wagered at a time (the rest queue), wagering counted from settled stakes, and the end of a grant:
 * completed (the balance becomes cash up to the conversion cap), expired or forfeited (it goes back
 * to the campaign). Every change to a member's trial balance happens with their active grant's row
 * locked, so reading that balance to close a grant cannot race a bet.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { appendActivity } from '../activity/index.js';
import type { LedgerApi, MemberBalanceChange } from '../ledger/index.js';
import type { RewardSource, RewardsService } from '../rewards/index.js';
import { BonusGrantsRepo, type BonusGrant } from './bonus-grants.repo.js';
import { BonusLedger } from './bonus-ledger.js';
import { BonusProgress } from './bonus-progress.js';
import { bonusTermsSchema, type BonusTerms } from './bonus-terms.js';

export interface BonusGrantRequest {
  campaign: string;
  memberId: string;
  source: RewardSource;
  amount: number;
  terms: BonusTerms;
}

export interface BonusOutcome {
  grant: BonusGrant;
  created: boolean;
  balances: MemberBalanceChange[];
}

const DAY_MS = 86_400_000;

export class BonusMoneyService {
  readonly grants = new BonusGrantsRepo();
  private readonly moves: BonusLedger;
  /** The `TrialAccount/Progress` pushes, sent after commit. */
  readonly progress: BonusProgress;

  constructor(private readonly d: { db: Db; bus: EventBus; clock: Clock; ledger: LedgerApi; rewards: RewardsService }) {
    this.moves = new BonusLedger(d.ledger);
    this.progress = new BonusProgress(d, this.grants);
  }

  /**
   * Grants bonus money (in the caller's transaction when given); it becomes active if none is.
   * Without a transaction the pushes are sent here; with one, the caller sends them after its
   * commit with `publish`.
   */
  async grant(req: BonusGrantRequest, opts: { trx?: Db } = {}): Promise<BonusOutcome> {
    const terms = bonusTermsSchema.parse(req.terms);
    const run = (trx: Db) => this.grantIn(trx, req, terms);
    if (opts.trx) return run(opts.trx);
    const outcome = await this.d.db.transaction().execute(run);
    await this.publish(outcome);
    return outcome;
  }

  /** The balance and progress pushes of a committed grant (nothing for a repeated one). */
  async publish(outcome: BonusOutcome): Promise<void> {
    if (!outcome.created) return;
    await this.d.ledger.publishBalances(outcome.balances);
    await this.progress.publish([{ memberId: outcome.grant.memberId, grantId: outcome.grant.id, reason: 'granted' }]);
  }

  private async grantIn(trx: Db, req: BonusGrantRequest, terms: BonusTerms): Promise<BonusOutcome> {
    const { reward, created } = await this.d.rewards.recordTrial(trx, req);
    const existing = created ? undefined : await this.grants.byReward(trx, reward.id);
    if (existing) return { grant: existing, created: false, balances: [] };
    try {
      await this.moves.reserve(trx, reward.id, req.campaign, req.amount);
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE) {
        throw new AppError(ErrorCode.REWARD_BUDGET_EXHAUSTED, 'errors.reward_budget_exhausted');
      }
      throw err;
    }
    const now = this.d.clock.now();
    const grant = await this.grants.insert(trx, {
      memberId: req.memberId,
      rewardId: reward.id,
      campaign: req.campaign,
      amount: req.amount,
      wageringMultiple: terms.wageringMultiple,
      wageringRequired: req.amount * terms.wageringMultiple,
      contributions: terms.contributions,
      maxStake: terms.maxStake,
      maxConversion: terms.maxConversion,
      expiresAt: new Date(now.getTime() + terms.validDays * DAY_MS),
      createdAt: now,
    });
    await appendActivity(trx, {
      kind: 'bonus.granted',
      memberId: req.memberId,
      at: now,
      payload: { grantId: grant.id, campaign: req.campaign, amount: req.amount, expiresAt: grant.expiresAt.toISOString() },
    });
    const balances = await this.activateNext(trx, req.memberId);
    const after = (await this.grants.lock(trx, grant.id)) ?? grant;
    return { grant: after, created: true, balances };
  }

  /** Makes the oldest queued grant active when the member has none active. */
  async activateNext(trx: Db, memberId: string): Promise<MemberBalanceChange[]> {
    if (await this.grants.active(trx, memberId, true)) return [];
    const next = await this.grants.nextQueued(trx, memberId, this.d.clock.now());
    if (!next) return [];
    const balances = await this.moves.activate(trx, next.rewardId, next.campaign, memberId, next.amount);
    const at = this.d.clock.now();
    await this.grants.markActive(trx, next.id, at);
    // No wagering asked (0x): it is cash at once, up to its cap.
    if (next.wageringRequired === 0)
      return [...balances, ...(await this.close(trx, { ...next, status: 'active', activatedAt: at }, 'completed'))];
    return balances;
  }

  /**
   * Closes the member's active grant (`completed` converts up to the cap; the others return it all)
   * and activates the next; the grant's row must be locked by the caller.
   */
  async close(trx: Db, g: BonusGrant, to: 'completed' | 'expired' | 'forfeited'): Promise<MemberBalanceChange[]> {
    const balance = (await this.d.ledger.balances(g.memberId, { trx })).trial;
    const converted = to === 'completed' ? Math.min(balance, g.maxConversion) : 0;
    if (!(await this.grants.end(trx, g.id, ['active'], to, this.d.clock.now(), converted))) return [];
    await this.ended(trx, g, to, converted);
    const moved = await this.moves.close(trx, g.rewardId, { campaign: g.campaign, memberId: g.memberId, balance, converted });
    return [...moved, ...(await this.activateNext(trx, g.memberId))];
  }

  /** The player gives up the active bonus (its balance goes back; own cash is untouched). */
  async forfeit(memberId: string, grantId: string): Promise<MemberBalanceChange[]> {
    const balances = await this.d.db.transaction().execute(async (trx) => {
      const g = await this.grants.lock(trx, grantId);
      if (!g || g.memberId !== memberId || g.status !== 'active')
        throw new AppError(ErrorCode.NOT_FOUND, 'errors.bonus_not_active');
      return this.close(trx, g, 'forfeited');
    });
    await this.d.ledger.publishBalances(balances);
    await this.progress.publish([{ memberId, grantId, reason: 'forfeited' }]);
    return balances;
  }

  /** Grants past their expiry: a queued one returns its reserve, an active one its balance. */
  async expireDue(limit = 200): Promise<number> {
    const due = await this.grants.due(this.d.db, this.d.clock.now(), limit);
    for (const g of due) {
      const ended = await this.d.db.transaction().execute(async (trx) => this.expireOne(trx, g.id));
      if (!ended) continue;
      await this.d.ledger.publishBalances(ended);
      await this.progress.publish([{ memberId: g.memberId, grantId: g.id, reason: 'expired' }]);
    }
    return due.length;
  }

  /**
   * Open grants that expire within `withinMs` and whose member has not been told: marked and put on
   * the stream in one transaction, so each is announced once (the inbox turns it into a message).
   */
  async warnExpiring(withinMs = DAY_MS, limit = 200): Promise<number> {
    return this.d.db.transaction().execute(async (trx) => {
      const now = this.d.clock.now();
      const due = await this.grants.markExpiryWarned(trx, now, new Date(now.getTime() + withinMs), limit);
      const facts = due.map((g) => ({
        kind: 'bonus.expiring' as const,
        memberId: g.memberId,
        at: now,
        payload: { grantId: g.id, amount: g.amount, expiresAt: g.expiresAt.toISOString() },
      }));
      if (facts.length > 0) await appendActivity(trx, ...facts);
      return due.length;
    });
  }

  private async ended(trx: Db, g: BonusGrant, outcome: 'completed' | 'expired' | 'forfeited', converted: number) {
    await appendActivity(trx, {
      kind: 'bonus.ended',
      memberId: g.memberId,
      at: this.d.clock.now(),
      payload: { grantId: g.id, outcome, converted },
    });
  }

  /** Ends one grant past its expiry; null when it was not (any more) due. */
  private async expireOne(trx: Db, id: string): Promise<MemberBalanceChange[] | null> {
    const locked = await this.grants.lock(trx, id);
    if (!locked || locked.expiresAt > this.d.clock.now()) return null;
    if (locked.status === 'active') return this.close(trx, locked, 'expired');
    if (locked.status !== 'queued') return null;
    if (!(await this.grants.end(trx, id, ['queued'], 'expired', this.d.clock.now(), null))) return null;
    await this.ended(trx, locked, 'expired', 0);
    await this.moves.unreserve(trx, locked.rewardId, locked.campaign, locked.amount);
    return [];
  }

  async forMember(memberId: string, limit = 50): Promise<BonusGrant[]> {
    return this.grants.forMember(this.d.db, memberId, limit);
  }
}
