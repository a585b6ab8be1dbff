/**
 * Bonus money (DESIGN.md §8, docs/product-rules/bonus-money.md): type 2 rewards with frozen terms in
 * the member's trial account, staked after cash, wagered from the activity stream, converted to cash
 * up to a cap on completion or returned to the campaign on expiry or forfeit.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { registerBonusRoutes } from './bonus-money.routes.js';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { LedgerApi } from '../ledger/index.js';
import type { RewardsService } from '../rewards/index.js';
import { BonusMoneyService } from './bonus-money.service.js';
import { BonusStakes, type StakeFunding } from './bonus-stakes.js';
import { bonusWageringConsumer } from './bonus-wagering.consumer.js';

export { BonusMoneyService, type BonusGrantRequest, type BonusOutcome } from './bonus-money.service.js';
export { prizeSplit, type FundedStake, type StakeFunding, type StakeSplit, type TrialHome } from './bonus-stakes.js';
export { bonusTermsSchema, MAX_WAGERING_MULTIPLE, wageringOf, type BonusTerms } from './bonus-terms.js';
export type { BonusGrant, GrantStatus } from './bonus-grants.repo.js';
export type { GrantNote } from './bonus-progress.js';

export interface BonusMoneyModule {
  bonus: BonusMoneyService;
  register(app: FastifyInstance): void;
  /** How the games pay a real-money stake: cash first, then the active bonus. */
  stakes: StakeFunding;
  /** Leader-only, every minute: warns of grants expiring within a day, expires those past their end. */
  schedule(scheduler: Scheduler): void;
}

const EXPIRY_CHECK_MS = 60_000;

export function createBonusMoneyModule(d: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  ledger: LedgerApi;
  rewards: RewardsService;
  activity: ActivityConsumers;
  market: Pick<MarketPreset, 'currencySymbol'>;
  sessions: SessionResolver;
}): BonusMoneyModule {
  const bonus = new BonusMoneyService(d);
  d.activity.register(bonusWageringConsumer({ bonus, ledger: d.ledger }));
  return {
    bonus,
    register: (app) => registerBonusRoutes(app, { bonus, ledger: d.ledger, sessions: d.sessions }),
    stakes: new BonusStakes(d.ledger, bonus.grants, d.market),
    schedule: (scheduler) =>
      scheduler.every('bonus-expiry', EXPIRY_CHECK_MS, async () => {
        await bonus.warnExpiring();
        await bonus.expireDue();
      }),
  };
}
