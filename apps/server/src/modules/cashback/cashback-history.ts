/**
 * A member's weekly cashback claims and trial-fund weeks as staff read them (the player page's VIP
 * panel): both are rewards of this module's campaigns, read through the rewards module.
 */
import type { RewardsService, StoredReward } from '../rewards/index.js';
import { CASHBACK_CAMPAIGN } from './cashback.service.js';
import { TRIAL_FUND_CAMPAIGN } from './trial-fund.service.js';

export interface CashbackHistory {
  cashback: StoredReward[];
  trialFund: StoredReward[];
}

/** The latest `limit` grants of the two campaigns, newest first, split by campaign. */
export async function cashbackHistoryOf(rewards: RewardsService, memberId: string, limit = 50): Promise<CashbackHistory> {
  const rows = await rewards.forMember(memberId, limit * 2, [CASHBACK_CAMPAIGN, TRIAL_FUND_CAMPAIGN]);
  return {
    cashback: rows.filter((r) => r.campaign === CASHBACK_CAMPAIGN).slice(0, limit),
    trialFund: rows.filter((r) => r.campaign === TRIAL_FUND_CAMPAIGN).slice(0, limit),
  };
}
