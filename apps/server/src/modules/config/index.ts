/** Operator settings (global_config) and the served market: read by other modules, served to clients; edited by staff. */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { AuditService } from '../staff/index.js';
import { ConfigRepo } from './config.repo.js';
import { registerConfigRoutes, type ConfigRoutesDeps } from './config.routes.js';
import { PublicConfig } from './public-config.js';
import { SettingsRepo } from './settings.repo.js';
import { registerSettingsRoutes } from './settings.routes.js';
import { SettingsService } from './settings.service.js';
import { ServedMarketSource } from './served-market.js';

export { ConfigService } from './config.service.js';
export { CONFIG_CACHE, MARKET_CACHE, type ConfigRoutesDeps } from './config.routes.js';
export { PUBLIC_CONFIG_FRESH_MS } from './public-config.js';
export { SettingsService } from './settings.service.js';

/** Published after a staff save commits; every node drops its public config snapshot. */
export const CONFIG_CHANGED_TOPIC = 'config.changed';

export { ServedMarketSource } from './served-market.js';

export interface ConfigModuleDeps extends Omit<ConfigRoutesDeps, 'publicConfig' | 'servedMarket'> {
  bus: EventBus;
  staff: { audit: Pick<AuditService, 'append'>; sessions: StaffSessionResolver };
}

export interface ConfigModule {
  settings: SettingsService;
  /** The market with the staff's texts over it: the web routes write it into index.html. */
  servedMarket: ServedMarketSource;
  register(app: FastifyInstance): Promise<void>;
}

export function createConfigModule(deps: ConfigModuleDeps): ConfigModule {
  const publicConfig = new PublicConfig(new ConfigRepo(deps.db), deps.clock);
  const repo = new SettingsRepo();
  const servedMarket = new ServedMarketSource(deps.market, deps.db, repo);
  const dropCaches = () => {
    publicConfig.invalidate();
    servedMarket.invalidate();
  };
  const settings = new SettingsService({
    db: deps.db,
    repo,
    audit: deps.staff.audit,
    clock: deps.clock,
    changed: async (type) => {
      // This node at once; the others when the bus delivers (at most once: their snapshot is a second old at worst).
      dropCaches();
      await deps.bus.publish(CONFIG_CHANGED_TOPIC, { type });
    },
  });
  return {
    settings,
    servedMarket,
    async register(app) {
      registerConfigRoutes(app, { ...deps, publicConfig, servedMarket });
      registerSettingsRoutes(app, settings, deps.staff.sessions);
      const unsubscribe = await deps.bus.subscribe(CONFIG_CHANGED_TOPIC, dropCaches);
      app.addHook('onClose', async () => unsubscribe());
    },
  };
}
