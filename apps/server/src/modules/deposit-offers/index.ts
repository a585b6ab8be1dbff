/**
 * Deposit offers (docs/product-rules/deposit-offers.md): offers a player takes by depositing. A claim
 * starts a real deposit through payments' deposit flow and is written with it; the stream's
 * `deposit.succeeded` confirms it and the bonus money is granted once, through bonus-money and the
 * rewards' campaign budget, after the eligibility function says yes (asked at claim and at grant).
 */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi } from '../ledger/index.js';
import type { DepositService } from '../payments/index.js';
import type { RewardsService } from '../rewards/index.js';
import { DepositOfferSettler } from './deposit-offer-settler.js';
import { depositOffersConsumer } from './deposit-offers.consumer.js';
import { registerDepositOfferRoutes } from './deposit-offers.routes.js';
import { FirstDepositService } from './first-deposit.service.js';
import { NormalDepositService } from './normal-deposit.service.js';
import { PackDepositService } from './pack-deposit.service.js';
import { PromotionDepositService } from './promotion-deposit.service.js';

export { FIRST_DEPOSIT, DEPOSIT_OFFERS_CONSUMER, FirstDepositService } from './first-deposit.service.js';
export { DepositOfferSettler } from './deposit-offer-settler.js';
export { PACK_DEPOSIT, PackDepositService } from './pack-deposit.service.js';
export { PROMOTION_DEPOSIT, PromotionDepositService } from './promotion-deposit.service.js';
export { NORMAL_DEPOSIT, NormalDepositService } from './normal-deposit.service.js';
export { EVERY_DEPOSIT } from './every-deposit.js';

export interface DepositOffersModule {
  firstDeposit: FirstDepositService;
  settler: DepositOfferSettler;
  register(app: FastifyInstance): void;
  /** Leader-only: settles claims whose settling was lost with a node. */
  schedule(scheduler: Scheduler): void;
}

const SETTLE_CHECK_MS = 10_000;

export function createDepositOffersModule(d: {
  db: Db;
  clock: Clock;
  sessions: SessionResolver;
  eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
  deposits: Pick<DepositService, 'init'>;
  bonus: Pick<BonusMoneyService, 'grant'>;
  rewards: Pick<RewardsService, 'fund' | 'grant'>;
  ledger: Pick<LedgerApi, 'systemBalance' | 'publishBalances'>;
  activity: ActivityConsumers;
  memberSince(memberId: string): Promise<Date | null>;
  currencySymbol: string;
  market: MarketCode;
  timeZone: string;
}): DepositOffersModule {
  const settler = new DepositOfferSettler(d);
  d.activity.register(depositOffersConsumer({ clock: d.clock, settler, market: d.market, timeZone: d.timeZone }));
  const firstDeposit = new FirstDepositService(d);
  const pack = new PackDepositService(d);
  const promotion = new PromotionDepositService(d);
  const normal = new NormalDepositService(d);
  return {
    firstDeposit,
    settler,
    register: (app) => {
      app.decorate('depositOfferSettler', settler);
      registerDepositOfferRoutes(app, { firstDeposit, pack, promotion, normal }, d.sessions);
    },
    schedule: (scheduler) =>
      scheduler.every('deposit-offer-settle', SETTLE_CHECK_MS, async () => void (await settler.settleDue())),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles confirmed deposit-offer claims (tests settle directly to race it). */
    depositOfferSettler: DepositOfferSettler;
  }
}
