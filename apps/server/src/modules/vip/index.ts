/**
 * The VIP club (docs/product-rules/vip.md): yearly points from settled real-money bets (the
 * `vip-points` stream consumer), the levels V1 to V20 they reach, the `vip` staff setting with each
 * level's threshold and benefits, the member calls, the standing memberInfo shows, and the benefit
 * claims (level-up, daily and holiday rewards), paid through the reward path after the eligibility
 * check; which members' withdrawals the staff queue reviews first; the staff player page's VIP panel.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { CashbackHistory } from '../cashback/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { VipBenefitsService } from './vip-benefits.service.js';
import { vipPointsConsumer } from './vip-points.consumer.js';
import { vipAnnouncer } from './vip-push.js';
import { registerVipRoutes } from './vip.routes.js';
import { registerVipStaffRoutes } from './vip-staff.routes.js';
import { VipStaffService } from './vip-staff.service.js';
import { VipService } from './vip.service.js';
import { vipSettingStore, type VipSettingStore } from './vip-settings.js';

export { VIP_POINTS_CONSUMER, vipPointsConsumer } from './vip-points.consumer.js';
export { VipService, type VipStanding } from './vip.service.js';
export { VIP_DAILY_CAMPAIGN, VIP_HOLIDAY_CAMPAIGN, VIP_LEVEL_UP_CAMPAIGN, VipBenefitsService } from './vip-benefits.service.js';
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
  staffSessions: StaffSessionResolver;
  memberExists(memberId: string): Promise<boolean>;
  /** The cashback module's claims of a member, shown on the staff panel. */
  cashbackHistory?: (memberId: string) => Promise<CashbackHistory>;
}): VipModule {
  const vip = new VipService(d);
  const benefits = new VipBenefitsService({ ...d, vip });
  const staff = new VipStaffService({ ...d, vip, benefits });
  d.activity.register(vipPointsConsumer({ ...d, announce: vipAnnouncer(d.bus, d.eligibility) }));
  return {
    vip,
    benefits,
    settingStore: vipSettingStore(() => d.clock.now()),
    register: (app) => {
      registerVipRoutes(app, { ...d, vip, benefits });
      registerVipStaffRoutes(app, { staffSessions: d.staffSessions, staff, memberExists: d.memberExists });
    },
  };
}
