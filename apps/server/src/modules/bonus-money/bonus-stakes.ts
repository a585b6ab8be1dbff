/**
 * How a real-money stake is paid when the member holds bonus money (docs/product-rules/bonus-money.md#staking):
 * cash first, the rest from the active bonus, and a prize split in the same proportion, so winnings
 * from bonus stakes stay bonus while the bonus is wagered. A stake that needs bonus money is capped
 * by the bonus's maximum stake. The active grant's row is locked for the stake's transaction.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerApi, SystemAccountName } from '../ledger/index.js';
import { budgetAccountOf } from '../rewards/index.js';
import type { BonusGrantsRepo } from './bonus-grants.repo.js';

export interface StakeSplit {
  cash: number;
  bonus: number;
}

/** A stake's split, with the grant its bonus share came from (null when it used none). */
export interface FundedStake extends StakeSplit {
  grantId: string | null;
}

/**
 * Where a grant's bonus money coming back from a bet goes (its stake refunded, or its prize's bonus
 * share): the member's trial account while the grant is the active one (null), else the grant's
 * campaign budget, as if it had been in the trial account when the grant ended.
 */
export type TrialHome = SystemAccountName | null;

export interface StakeFunding {
  split(trx: Db, memberId: string, stake: number): Promise<FundedStake>;
  /**
   * Locks the grants (in id order, so two callers cannot deadlock) and says where each one's bonus
   * money goes now. The caller moves the money in the same transaction, so a grant cannot end between
   * the answer and the move: money for an ended grant never lands in the trial account.
   */
  trialHomes(trx: Db, grantIds: readonly string[]): Promise<Map<string, TrialHome>>;
}

/** The prize's bonus share: the stake's bonus share of it, floored (the rest is cash). */
export function prizeSplit(split: StakeSplit, prize: number): StakeSplit {
  const stake = split.cash + split.bonus;
  const bonus = stake > 0 ? Math.floor((prize * split.bonus) / stake) : 0;
  return { cash: prize - bonus, bonus };
}

export class BonusStakes implements StakeFunding {
  constructor(
    private readonly ledger: LedgerApi,
    private readonly grants: BonusGrantsRepo,
    private readonly market: Pick<MarketPreset, 'currencySymbol'>,
  ) {}

  async split(trx: Db, memberId: string, stake: number): Promise<FundedStake> {
    const allCash = { cash: stake, bonus: 0, grantId: null };
    const b = await this.ledger.balances(memberId, { trx });
    if (b.cash >= stake || b.trial <= 0) return allCash;
    const grant = await this.grants.active(trx, memberId, true);
    // Trial money with no active grant is not stakeable; the cash leg alone is then refused if short.
    if (!grant) return allCash;
    if (stake > grant.maxStake) {
      throw new AppError(ErrorCode.BONUS_MAX_STAKE, 'errors.bonus_max_stake', {
        max: formatMoneyInText(grant.maxStake, this.market.currencySymbol),
      });
    }
    return { cash: b.cash, bonus: stake - b.cash, grantId: grant.id };
  }

  async trialHomes(trx: Db, grantIds: readonly string[]): Promise<Map<string, TrialHome>> {
    const homes = new Map<string, TrialHome>();
    for (const g of await this.grants.lockMany(trx, [...new Set(grantIds)])) {
      homes.set(g.id, g.status === 'active' ? null : budgetAccountOf(g.campaign));
    }
    const missing = grantIds.find((id) => !homes.has(id));
    if (missing !== undefined) throw new Error(`bonus grant ${missing} not found`);
    return homes;
  }
}
