/**
 * Promotions (docs/product-rules/vouchers-and-promotions.md#promotions): campaigns shown on
 * `promotion/{id?}` and the home banner, voucher promotions claimed through the vouchers module,
 * each announced once when it starts (inbox message and `Promotion/New` push).
 */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { PromotionMessagesService } from '../messages/index.js';
import type { RewardsService } from '../rewards/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { announceStarted } from './promotion-announcer.js';
import { registerPromotionRoutes } from './promotions.routes.js';
import { PromotionsService } from './promotions.service.js';

export { PromotionsService, campaignOf, type Lang, type LivePromotion } from './promotions.service.js';
export { announceStarted } from './promotion-announcer.js';
export { defaultPromotions } from './promotion-defaults.js';

export interface PromotionsModule {
  promotions: PromotionsService;
  register(app: FastifyInstance): Promise<void>;
  /** Leader-only: announces promotions as they start, every minute. */
  schedule(scheduler: Scheduler): void;
}

const ANNOUNCE_CHECK_MS = 60_000;

export function createPromotionsModule(d: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  market: MarketCode;
  rewards: RewardsService;
  vouchers: VouchersService;
  eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
  messages: Pick<PromotionMessagesService, 'sendPromotion'>;
  sessions: SessionResolver;
}): PromotionsModule {
  const promotions = new PromotionsService(d);
  return {
    promotions,
    async register(app) {
      await promotions.seedDefaults();
      registerPromotionRoutes(app, promotions, d.sessions);
    },
    schedule: (scheduler) =>
      scheduler.every('promotion-announce', ANNOUNCE_CHECK_MS, async () => void (await announceStarted({ ...d, promotions }))),
  };
}
