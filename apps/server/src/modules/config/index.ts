/** Operator settings (global_config) and the served market: read by other modules, served to clients. */
import type { FastifyInstance } from 'fastify';
import { registerConfigRoutes, type ConfigRoutesDeps } from './config.routes.js';

export { ConfigService } from './config.service.js';
export { CONFIG_CACHE, MARKET_CACHE, type ConfigRoutesDeps } from './config.routes.js';
export { PUBLIC_CONFIG_FRESH_MS } from './public-config.js';

export interface ConfigModule {
  register(app: FastifyInstance): void;
}

export function createConfigModule(deps: ConfigRoutesDeps): ConfigModule {
  return {
    register(app) {
      registerConfigRoutes(app, deps);
    },
  };
}
