/**
 * Rewards (DESIGN.md §8, docs/product-rules/rewards.md): the one path every grant takes, from a
 * campaign's budget account to the member, once per source, member and period. Features (sign-in
 * bonus, tasks, cash rain, referrals...) call `grant`; they never move reward money themselves.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi } from '../ledger/index.js';
import { RewardsService } from './rewards.service.js';

export { RewardsService, rewardKey, type GrantOutcome, type RewardGrant, type RewardSource } from './rewards.service.js';
export { BonusType, accountKindOf, budgetAccountOf, isBonusType, type BonusTypeValue } from './reward-types.js';
export type { StoredReward, RewardStatus } from './rewards.repo.js';

export interface RewardsModule {
  rewards: RewardsService;
}

export function createRewardsModule(deps: { db: Db; clock: Clock; ledger: LedgerApi; holdAbove: number }): RewardsModule {
  return { rewards: new RewardsService(deps) };
}
