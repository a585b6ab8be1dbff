/**
 * Harm markers (DESIGN.md §10, docs/product-rules/responsible-gambling.md#harm-markers): counted
 * from the activity stream by a leader-only consumer; a marker over its threshold opens an
 * automatic review that holds back bonuses and marketing (the eligibility function asks
 * `underReview`) until staff review the player.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { AuditService } from '../staff/index.js';
import { HarmJudge } from './harm-judge.js';
import { harmMarkersConsumer } from './harm-markers.consumer.js';
import { registerHarmRoutes } from './harm-markers.routes.js';
import { HarmMarkersService } from './harm-markers.service.js';
import { harmSettingStore, type HarmSettingStore } from './harm-settings.js';

export type { HarmMarkersService } from './harm-markers.service.js';
export { isNight } from './harm-signals.js';

export interface HarmMarkersModuleDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  activity: ActivityConsumers;
  audit: Pick<AuditService, 'append'>;
  staffSessions: StaffSessionResolver;
  mobileOf(memberId: string): Promise<string | null>;
}

export interface HarmMarkersModule {
  harm: HarmMarkersService;
  /** The thresholds setting, handed to the config module's settings (composition). */
  settingStore: HarmSettingStore;
  register(app: FastifyInstance): void;
}

export function createHarmMarkersModule(d: HarmMarkersModuleDeps): HarmMarkersModule {
  const judge = new HarmJudge();
  d.activity.register(harmMarkersConsumer({ timeZone: d.timeZone, judge }));
  const harm = new HarmMarkersService({ db: d.db, clock: d.clock, judge, audit: d.audit });
  return {
    harm,
    settingStore: harmSettingStore(() => d.clock.now()),
    register: (app) => registerHarmRoutes(app, { staffSessions: d.staffSessions, harm, mobileOf: d.mobileOf }),
  };
}
