/**
 * The mall and the exchange (docs/product-rules/mall.md): items bought with coins or diamonds
 * (prizes through the reward path, bonus money and vouchers through their modules), raffles with a
 * provably fair draw run by a leader-only job, the exchange of coins and diamonds for cash from VIP
 * level 4, the `mall` setting (items and rates, versioned and audited by the config module) and the
 * staff views.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi } from '../ledger/index.js';
import type { RewardsService } from '../rewards/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { ExchangeService } from './exchange.service.js';
import { MallBudgets } from './mall-budgets.js';
import { MallConsole } from './mall-console.js';
import { mallSettingStore, type MallSettingStore } from './mall-settings.js';
import { registerMallRoutes, registerMallStaffRoutes } from './mall.routes.js';
import { MallService } from './mall.service.js';
import { RaffleService } from './raffle.service.js';

export { EXCHANGE_CAMPAIGN, ExchangeService, cashFor } from './exchange.service.js';
export { MALL_CAMPAIGN } from './mall-prizes.js';
export { MallService } from './mall.service.js';
export { RaffleService } from './raffle.service.js';
export { readMallSettings } from './mall-settings.js';

export interface MallModule {
  mall: MallService;
  raffles: RaffleService;
  exchange: ExchangeService;
  /** The `mall` setting, handed to the config module's settings (composition). */
  settingStore: MallSettingStore;
  register(app: FastifyInstance): void;
  /** Leader-only: draws the raffles whose time has come. */
  schedule(scheduler: Scheduler): void;
}

const DRAW_CHECK_MS = 5_000;

export function createMallModule(d: {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerApi;
  rewards: RewardsService;
  bonus: Pick<BonusMoneyService, 'grant' | 'publish'>;
  vouchers: Pick<VouchersService, 'grant' | 'publish'>;
  eligibility: Pick<EligibilityService, 'check'>;
  level: (memberId: string) => Promise<number>;
  mobiles: (memberIds: readonly string[]) => Promise<Map<string, string>>;
  sessions: SessionResolver;
  staffSessions: StaffSessionResolver;
}): MallModule {
  const budgets = new MallBudgets(d.rewards);
  const raffles = new RaffleService({ ...d, budgets });
  const mall = new MallService({ ...d, budgets, raffles });
  const exchange = new ExchangeService({ ...d, budgets });
  const console = new MallConsole({ db: d.db, raffles: raffles.repo, redemptions: mall.redemptions, exchanges: exchange.repo });
  return {
    mall,
    raffles,
    exchange,
    settingStore: mallSettingStore(() => d.clock.now()),
    register: (app) => {
      registerMallRoutes(app, { mall, raffles, exchange, sessions: d.sessions });
      registerMallStaffRoutes(app, console, d.staffSessions);
    },
    schedule: (scheduler) => scheduler.every('mall-raffle-draws', DRAW_CHECK_MS, async () => void (await raffles.drawDue())),
  };
}
