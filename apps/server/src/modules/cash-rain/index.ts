/**
 * Cash rain (docs/product-rules/cash-rain.md): timed rounds whose pot is cut before the round into
 * packets by a published tier table and shuffled with a committed seed (@nyota/fairness
 * cash-rain.ts); a member's one grab per round takes the next free packet and is paid through the
 * rewards module from the `cash-rain` campaign budget. Rounds are scheduled as the `cash_rain`
 * setting (versioned and audited by the config module); staff see each round's packets and claims.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { CashRainConsole } from './cash-rain-console.js';
import { cashRainSettingStore, type CashRainSettingStore } from './cash-rain-settings.js';
import { registerCashRainRoutes, registerCashRainStaffRoutes } from './cash-rain.routes.js';
import { CashRainService } from './cash-rain.service.js';

export { CashRainService } from './cash-rain.service.js';
export { CASH_RAIN_CAMPAIGN, readCashRainSettings } from './cash-rain-settings.js';

export interface CashRainModule {
  rain: CashRainService;
  /** The `cash_rain` setting, handed to the config module's settings (composition). */
  settingStore: CashRainSettingStore;
  register(app: FastifyInstance): void;
}

export function createCashRainModule(d: {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardsService;
  eligibility: Pick<EligibilityService, 'check'>;
  hasDeposited: (memberId: string) => Promise<boolean>;
  sessions: SessionResolver;
  staffSessions: StaffSessionResolver;
}): CashRainModule {
  const rain = new CashRainService(d);
  const staffView = new CashRainConsole({ db: d.db, clock: d.clock, rounds: rain.rounds });
  return {
    rain,
    settingStore: cashRainSettingStore({ rounds: rain.rounds, rewards: d.rewards, now: () => d.clock.now() }),
    register: (app) => {
      registerCashRainRoutes(app, rain, d.sessions);
      registerCashRainStaffRoutes(app, staffView, d.staffSessions);
    },
  };
}
