/**
 * The VIP club (docs/product-rules/vip.md): yearly points from settled real-money bets (the
 * `vip-points` stream consumer), the levels V1 to V20 they reach, the `vip` staff setting with each
 * level's threshold and benefits, the member calls, and the standing memberInfo shows. The benefit
 * claims are a later piece of work: they read `VipService.personalLevel` and the settings' benefits.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import { vipPointsConsumer } from './vip-points.consumer.js';
import { vipAnnouncer } from './vip-push.js';
import { registerVipRoutes } from './vip.routes.js';
import { VipService } from './vip.service.js';
import { vipSettingStore, type VipSettingStore } from './vip-settings.js';

export { VIP_POINTS_CONSUMER, vipPointsConsumer } from './vip-points.consumer.js';
export { VipService, type VipStanding } from './vip.service.js';
export { readVipSettings } from './vip-settings.js';

export interface VipModule {
  vip: VipService;
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
}): VipModule {
  const vip = new VipService(d);
  d.activity.register(vipPointsConsumer({ ...d, announce: vipAnnouncer(d.bus) }));
  return {
    vip,
    settingStore: vipSettingStore(() => d.clock.now()),
    register: (app) => registerVipRoutes(app, vip, d.sessions),
  };
}
