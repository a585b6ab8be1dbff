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
import type { LedgerApi } from '../ledger/index.js';
import type { BonusGrantsRepo } from './bonus-grants.repo.js';

export interface StakeSplit {
  cash: number;
  bonus: number;
}

export interface StakeFunding {
  split(trx: Db, memberId: string, stake: number): Promise<StakeSplit>;
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

  async split(trx: Db, memberId: string, stake: number): Promise<StakeSplit> {
    const b = await this.ledger.balances(memberId, { trx });
    if (b.cash >= stake || b.trial <= 0) return { cash: stake, bonus: 0 };
    const grant = await this.grants.active(trx, memberId, true);
    // Trial money with no active grant is not stakeable; the cash leg alone is then refused if short.
    if (!grant) return { cash: stake, bonus: 0 };
    if (stake > grant.maxStake) {
      throw new AppError(ErrorCode.BONUS_MAX_STAKE, 'errors.bonus_max_stake', {
        max: formatMoneyInText(grant.maxStake, this.market.currencySymbol),
      });
    }
    return { cash: b.cash, bonus: stake - b.cash };
  }
}
