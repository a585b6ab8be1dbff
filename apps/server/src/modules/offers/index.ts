/**
 * The bonus offers of the activity service (docs/product-rules/offers.md). Each offer is rules over
 * the shared parts: the eligibility function, the reward path and its campaign budgets, and the
 * `offers` setting staff edit.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { offerSettingStore, type OfferSettingStore } from './offer-settings.js';
import { registerOfferRoutes } from './offers.routes.js';
import { SevenDayBonusService } from './seven-day-bonus.service.js';
import { SignInBonusService } from './sign-in-bonus.service.js';
import { PayBillOfferService, type PayBillOfferLogger } from './pay-bill-offer.service.js';
import { routes } from '@nyota/contract/api/routes';
import type { MarketPreset } from '@nyota/contract/markets';
import { withCashbackPresets } from '@nyota/contract/staff/cashback-offer-schemas';
import { defineRoute } from '../../platform/http/define-route.js';
import type { ActivityConsumers } from '../activity/index.js';

export { SIGN_IN_CAMPAIGN } from './sign-in-bonus.service.js';
export { readOfferSettings } from './offer-settings.js';
export { SEVEN_DAY_CAMPAIGN } from './seven-day-bonus.service.js';
export { PAY_BILL_CAMPAIGN, PAY_BILL_CONSUMER, payBillBonus } from './pay-bill-offer.service.js';

export interface OffersModule {
  signIn: SignInBonusService;
  sevenDay: SevenDayBonusService;
  payBill: PayBillOfferService;
  /** The `offers` setting, handed to the config module's settings (composition). */
  settingStore: OfferSettingStore;
  register(app: FastifyInstance): void;
}

export function createOffersModule(d: {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardsService;
  /** Bonus money, for the offers that pay it (with their terms). */
  bonus: BonusMoneyService;
  eligibility: EligibilityService;
  sessions: SessionResolver;
  /** The pay-bill offer (pay-bill-offer.service.ts): the market, and the stream its bonus reads. */
  market: MarketPreset;
  activity: ActivityConsumers;
  log: PayBillOfferLogger;
}): OffersModule {
  const signIn = new SignInBonusService(d);
  const sevenDay = new SevenDayBonusService(d);
  const payBill = new PayBillOfferService(d);
  d.activity.register(payBill.consumer());
  return {
    signIn,
    sevenDay,
    payBill,
    settingStore: offerSettingStore(
      () => d.clock.now(),
      (s) => withCashbackPresets(s, d.market.code),
    ),
    register: (app) => {
      registerOfferRoutes(app, { db: d.db, market: d.market.code, signIn, sevenDay, sessions: d.sessions });
      defineRoute(app, routes.payBillDeposit, d.sessions, (_input, ctx) => payBill.view(ctx.lang));
    },
  };
}
