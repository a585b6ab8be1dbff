/**
 * Pays, holds or refuses a qualified referral (docs/product-rules/invites.md#pay-out). The inviter
 * must be eligible (eligibility, purpose `bonus`): a self-excluded inviter's referral is refused; one
 * held back for a while (time-out, limit lock, concern or harm review) waits, asked again every
 * hour, and is refused only if still held back 30 days after it qualified, so a break costs the
 * inducement while it lasts, not what the friend earned. A suspicious pattern holds it for staff;
 * otherwise the referral bonus is granted through
 * the reward path with a key per invitee, in the transaction that moves the referral from
 * `qualified` (a conditional row lock), with the inviter's `referral.qualified` fact. A second
 * settle, concurrent or replayed, finds it no longer qualified; the reward key is the backstop.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { HoldReason } from '@nyota/contract/staff/routes-invite';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { appendActivity } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { MemberBalanceChange } from '../ledger/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { InviteBudgets } from './invite-budgets.js';
import { readInviteSettings } from './invite-settings.js';
import { readSignals, type ReferralSignals, type SignalReaders } from './referral-signals.js';
import { ReferralsRepo, type ReferralRow } from './referrals.repo.js';

export const REFERRAL_CAMPAIGN = 'referral';
/** How often a waiting referral asks eligibility again, and how long after qualifying it may wait. */
export const REFERRAL_RETRY_MS = 60 * 60 * 1000;
export const REFERRAL_WAIT_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** The one restriction a referral does not wait out: self-exclusion is a decision to stop. */
const REFUSED_AT_ONCE = 'self_exclusion';

export interface SettlerDeps {
  db: Db;
  clock: Clock;
  rewards: Pick<RewardsService, 'grant' | 'publish' | 'fund'>;
  eligibility: Pick<EligibilityService, 'check'>;
  readers: SignalReaders;
}

export class ReferralSettler {
  readonly repo = new ReferralsRepo();
  /** Settles run one at a time on a node, so two invitees sharing a device cannot both pass the repeat check. */
  private chain: Promise<unknown> = Promise.resolve();
  readonly budgets: InviteBudgets;

  constructor(private readonly d: SettlerDeps) {
    this.budgets = new InviteBudgets(d.rewards);
  }

  async settleAll(ids: readonly string[]): Promise<void> {
    const run = this.chain.then(async () => {
      for (const id of ids) await this.settle(id);
    });
    this.chain = run.catch(() => undefined);
    await run;
  }

  /** Leader job: settles what a lost after-commit left qualified. */
  async settleDue(limit = 50): Promise<number> {
    const ids = await this.repo.dueQualified(this.d.db, this.d.clock.now(), limit);
    if (ids.length > 0) await this.settleAll(ids);
    return ids.length;
  }

  private async settle(id: string): Promise<void> {
    const seen = await this.repo.byId(this.d.db, id);
    if (!seen || seen.status !== 'qualified') return;
    if (seen.retryAt && seen.retryAt > this.d.clock.now()) return;
    const { referral: rules } = await readInviteSettings(this.d.db);
    // The programme's switch: qualified referrals wait, and pay once it is on again.
    if (!rules.enabled) return;
    const allowed = await this.d.eligibility.check(seen.inviterId, { purpose: 'bonus' });
    const signals = await readSignals(this.d.db, seen, rules, this.d.readers);
    await this.budgets.seed(REFERRAL_CAMPAIGN);
    const balances = await this.d.db.transaction().execute(async (trx) => {
      const r = await this.repo.lockIn(trx, id, 'qualified');
      if (!r) return [];
      const at = this.d.clock.now();
      const base = { signals, amount: null, rewardId: null, decidedBy: null, at };
      if (!allowed.ok) {
        const waitedEnough = at.getTime() - (r.qualifiedAt ?? at).getTime() >= REFERRAL_WAIT_MAX_MS;
        if (allowed.reason !== REFUSED_AT_ONCE && !waitedEnough) {
          await this.repo.wait(trx, id, new Date(at.getTime() + REFERRAL_RETRY_MS), allowed.reason);
          return [];
        }
        await this.repo.settle(trx, id, { ...base, status: 'refused', holdReasons: [], note: allowed.reason });
        return [];
      }
      if (signals.reasons.length > 0) {
        await this.repo.settle(trx, id, { ...base, status: 'held', holdReasons: signals.reasons, note: null });
        return [];
      }
      return this.payIn(trx, r, rules.bonusAmount, { signals, decidedBy: null, note: null });
    });
    await this.d.rewards.publish({ balances });
  }

  /**
   * The grant and the referral's move to `paid`, in the caller's transaction (a settle, or a staff
   * approval); a budget that cannot pay holds it instead (reason `budget`).
   */
  async payIn(
    trx: Db,
    r: ReferralRow,
    amount: number,
    o: { signals: ReferralSignals | null; decidedBy: string | null; note: string | null },
  ): Promise<MemberBalanceChange[]> {
    const at = this.d.clock.now();
    const grant = {
      campaign: REFERRAL_CAMPAIGN,
      memberId: r.inviterId,
      source: { kind: 'referral', id: r.inviteeId, period: 'once' },
      bonusType: BonusType.CASH,
      amount,
    };
    let outcome;
    try {
      outcome = await this.d.rewards.grant(grant, { trx });
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.REWARD_BUDGET_EXHAUSTED)) throw err;
      const holdReasons: HoldReason[] = ['budget'];
      await this.repo.settle(trx, r.id, { ...o, status: 'held', holdReasons, amount: null, rewardId: null, at });
      return [];
    }
    await this.repo.settle(trx, r.id, {
      ...o,
      status: 'paid',
      holdReasons: r.holdReasons,
      amount,
      rewardId: outcome.reward.id,
      at,
    });
    if (outcome.created) {
      await appendActivity(trx, {
        kind: 'referral.qualified',
        memberId: r.inviterId,
        at,
        payload: { referralId: r.id, inviteeId: r.inviteeId },
      });
    }
    return outcome.balances;
  }
}
