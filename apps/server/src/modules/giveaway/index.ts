/**
 * Giveaways (docs/product-rules/giveaways.md): rounds of cash presents with a budget each, claimed
 * once per member through the reward path from the round's campaign budget, automatic presents,
 * a guest's sign-up that claims in one step (auth's own sign-up), the `giveaway` setting (rounds,
 * presents, budgets; versioned and audited by the config module) and the staff view of claims.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { GiveawayConsole } from './giveaway-console.js';
import type { RegisterDeps } from './giveaway-register.js';
import { giveawaySettingStore, type GiveawaySettingStore } from './giveaway-settings.js';
import { registerGiveawayRoutes, registerGiveawayStaffRoutes } from './giveaway.routes.js';
import { GiveawayService, type GiveawayDeps } from './giveaway.service.js';

export { GiveawayService } from './giveaway.service.js';
export { campaignOf as giveawayCampaign } from './giveaway-claims.js';
export { giveawaySettingStore, readGiveawaySettings } from './giveaway-settings.js';

export interface GiveawayModule {
  giveaway: GiveawayService;
  /** The `giveaway` setting, handed to the config module's settings (composition). */
  settingStore: GiveawaySettingStore;
  register(app: FastifyInstance): void;
}

export function createGiveawayModule(
  d: GiveawayDeps & {
    register: RegisterDeps;
    sessions: SessionResolver;
    staffSessions: StaffSessionResolver;
  },
): GiveawayModule {
  const giveaway = new GiveawayService(d);
  const console = new GiveawayConsole({ db: d.db, repo: giveaway.claims.repo });
  return {
    giveaway,
    settingStore: giveawaySettingStore(() => d.clock.now()),
    register: (app) => {
      registerGiveawayRoutes(app, { giveaway, register: d.register, sessions: d.sessions });
      registerGiveawayStaffRoutes(app, console, d.staffSessions);
    },
  };
}
