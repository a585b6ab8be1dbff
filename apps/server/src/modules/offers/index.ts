/**
 * The bonus offers of the activity service (docs/product-rules/offers.md). Each offer is rules over
 * the shared parts: the eligibility function, the reward path and its campaign budgets, and the
 * `offers` setting staff edit.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { offerSettingStore, type OfferSettingStore } from './offer-settings.js';
import { registerOfferRoutes } from './offers.routes.js';
import { SignInBonusService } from './sign-in-bonus.service.js';

export { SIGN_IN_CAMPAIGN } from './sign-in-bonus.service.js';
export { readOfferSettings } from './offer-settings.js';

export interface OffersModule {
  signIn: SignInBonusService;
  /** The `offers` setting, handed to the config module's settings (composition). */
  settingStore: OfferSettingStore;
  register(app: FastifyInstance): void;
}

export function createOffersModule(d: {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardsService;
  eligibility: EligibilityService;
  sessions: SessionResolver;
}): OffersModule {
  const signIn = new SignInBonusService(d);
  return {
    signIn,
    settingStore: offerSettingStore(() => d.clock.now()),
    register: (app) => registerOfferRoutes(app, signIn, d.sessions),
  };
}
