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
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { PromotionMessagesService } from '../messages/index.js';
import type { RewardsService } from '../rewards/index.js';
import type { AuditService } from '../staff/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { announceStarted } from './promotion-announcer.js';
import { PromotionsConsole } from './promotions-console.service.js';
import { registerPromotionConsoleRoutes } from './promotions-console.routes.js';
import { registerPromotionRoutes } from './promotions.routes.js';
import { PromotionsService } from './promotions.service.js';

export { PromotionsConsole } from './promotions-console.service.js';
export { PromotionsService, campaignOf, type Lang, type LivePromotion } from './promotions.service.js';
export { announceStarted } from './promotion-announcer.js';
export { defaultPromotions } from './promotion-defaults.js';

export interface PromotionsModule {
  promotions: PromotionsService;
  /** Staff list, create and change promotions (docs/staff-console.md#promotions). */
  editor: PromotionsConsole;
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
  staff: { audit: Pick<AuditService, 'append'>; sessions: StaffSessionResolver };
  /** The most a promotion's budget may be set to in its editor (campaign funding's four-eyes threshold). */
  budgetLimit: { max: number; currencySymbol: string };
}): PromotionsModule {
  const promotions = new PromotionsService(d);
  const editor = new PromotionsConsole({
    db: d.db,
    clock: d.clock,
    repo: promotions.repo,
    audit: d.staff.audit,
    budgetLimit: d.budgetLimit,
  });
  return {
    promotions,
    editor,
    async register(app) {
      await promotions.seedDefaults();
      registerPromotionRoutes(app, promotions, d.sessions);
      registerPromotionConsoleRoutes(app, editor, d.staff.sessions);
    },
    schedule: (scheduler) =>
      scheduler.every('promotion-announce', ANNOUNCE_CHECK_MS, async () => void (await announceStarted({ ...d, promotions }))),
  };
}
