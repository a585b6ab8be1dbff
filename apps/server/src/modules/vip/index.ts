/**
 * The VIP club (docs/product-rules/vip.md): yearly points from settled real-money bets (the
 * `vip-points` stream consumer), the levels V1 to V20 they reach, the `vip` staff setting with each
 * level's threshold and benefits, the member calls, the standing memberInfo shows, and the benefit
 * claims (level-up and daily rewards), paid through the reward path after the eligibility check.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { VipBenefitsService } from './vip-benefits.service.js';
import { vipPointsConsumer } from './vip-points.consumer.js';
import { vipAnnouncer } from './vip-push.js';
import { registerVipRoutes } from './vip.routes.js';
import { VipService } from './vip.service.js';
import { vipSettingStore, type VipSettingStore } from './vip-settings.js';

export { VIP_POINTS_CONSUMER, vipPointsConsumer } from './vip-points.consumer.js';
export { VipService, type VipStanding } from './vip.service.js';
export { VIP_DAILY_CAMPAIGN, VIP_LEVEL_UP_CAMPAIGN, VipBenefitsService } from './vip-benefits.service.js';
export { readVipSettings } from './vip-settings.js';

export interface VipModule {
  vip: VipService;
  benefits: VipBenefitsService;
  /** The `vip` setting, handed to the config module's settings (composition). */
  settingStore: VipSettingStore;
  register(app: FastifyInstance): void;
}

export function createVipModule(d: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  market: MarketCode;
  timeZone: string;
  sessions: SessionResolver;
  activity: ActivityConsumers;
  rewards: RewardsService;
  eligibility: EligibilityService;
}): VipModule {
  const vip = new VipService(d);
  const benefits = new VipBenefitsService({ ...d, vip });
  d.activity.register(vipPointsConsumer({ ...d, announce: vipAnnouncer(d.bus) }));
  return {
    vip,
    benefits,
    settingStore: vipSettingStore(() => d.clock.now()),
    register: (app) => registerVipRoutes(app, { ...d, vip, benefits }),
  };
}
