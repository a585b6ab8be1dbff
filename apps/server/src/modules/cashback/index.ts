/**
 * Weekly cashback and the weekly trial fund (docs/product-rules/cashback.md): the `cashback` stream
 * consumer keeps each member's weekly cash results; claims pay through the one reward path (cash)
 * and bonus money (the trial fund), after the campaign and eligibility checks.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { CampaignSeed } from './campaign-seed.js';
import { cashbackHistoryOf, type CashbackHistory } from './cashback-history.js';
import { cashbackConsumer } from './cashback.consumer.js';
import { registerCashbackRoutes } from './cashback.routes.js';
import { CashbackService } from './cashback.service.js';
import { TrialFundService } from './trial-fund.service.js';

export { CASHBACK_CONSUMER, cashbackConsumer } from './cashback.consumer.js';
export { CASHBACK_CAMPAIGN, CashbackService } from './cashback.service.js';
export { TRIAL_FUND_CAMPAIGN, TrialFundService } from './trial-fund.service.js';
export { weekOf, weekStartsAt, claimWindowOf } from './cashback-week.js';
export type { CashbackHistory } from './cashback-history.js';

export interface CashbackModule {
  cashback: CashbackService;
  trialFund: TrialFundService;
  /** A member's cashback claims and trial-fund weeks, newest first (the staff player page). */
  history(memberId: string): Promise<CashbackHistory>;
  register(app: FastifyInstance): void;
}

export function createCashbackModule(d: {
  db: Db;
  clock: Clock;
  market: Pick<MarketPreset, 'code' | 'timeZone' | 'currencySymbol'>;
  rewards: RewardsService;
  bonus: BonusMoneyService;
  eligibility: EligibilityService;
  activity: ActivityConsumers;
  sessions: SessionResolver;
  memberSince(memberId: string): Promise<Date | null>;
}): CashbackModule {
  const seed = new CampaignSeed(d.rewards);
  const cashback = new CashbackService({ ...d, seed });
  const trialFund = new TrialFundService({ ...d, seed });
  d.activity.register(cashbackConsumer({ clock: d.clock, timeZone: d.market.timeZone }));
  return {
    cashback,
    trialFund,
    history: (memberId) => cashbackHistoryOf(d.rewards, memberId),
    register: (app) => registerCashbackRoutes(app, { cashback, trialFund, sessions: d.sessions }),
  };
}
