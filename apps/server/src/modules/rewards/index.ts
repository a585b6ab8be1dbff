/**
 * Rewards (DESIGN.md §8, docs/product-rules/rewards.md): the one path every grant takes, from a
 * campaign's budget account to the member, once per source, member and period. Features (sign-in
 * bonus, tasks, cash rain, referrals...) call `grant`; they never move reward money themselves.
 * The campaign console (budgets, funding, held grants) binds its staff routes with `console`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { LedgerApi, LedgerFigures } from '../ledger/index.js';
import type { AuditService, FourEyesService, StaffService } from '../staff/index.js';
import { RewardsConsole } from './rewards-console.js';
import { RewardsService } from './rewards.service.js';
import { registerRewardsStaffRoutes } from './rewards.staff-routes.js';

export {
  RewardsService,
  rewardKey,
  type DecisionHook,
  type GrantOutcome,
  type RewardGrant,
  type RewardSource,
} from './rewards.service.js';
export { BonusType, accountKindOf, budgetAccountOf, isBonusType, type BonusTypeValue } from './reward-types.js';
export type { StoredReward, RewardStatus } from './rewards.repo.js';
export { CAMPAIGN_FUND, RewardsConsole } from './rewards-console.js';

export interface RewardsModule {
  rewards: RewardsService;
}

export function createRewardsModule(deps: { db: Db; clock: Clock; ledger: LedgerApi; holdAbove: number }): RewardsModule {
  return { rewards: new RewardsService(deps) };
}

export interface RewardsConsoleModule {
  console: RewardsConsole;
  register(app: FastifyInstance): void;
}

/** The staff side, built once the staff module exists; registers the `campaign.fund` four-eyes action. */
export function createRewardsConsoleModule(d: {
  db: Db;
  rewards: RewardsService;
  figures: Pick<LedgerFigures, 'budgetBalances'>;
  staff: { audit: AuditService; fourEyes: FourEyesService; staff: StaffService; sessions: StaffSessionResolver };
  fundFourEyesAbove: number;
}): RewardsConsoleModule {
  const c = new RewardsConsole({
    db: d.db,
    rewards: d.rewards,
    figures: d.figures,
    ...d.staff,
    fundFourEyesAbove: d.fundFourEyesAbove,
  });
  return { console: c, register: (app) => registerRewardsStaffRoutes(app, c, d.staff.sessions) };
}
