import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/clock.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { PublicCachePolicy } from '../../platform/http/public-caching.js';
import { ConfigService } from './config.service.js';
import type { PublicConfig } from './public-config.js';

export interface ConfigRoutesDeps {
  db: Db;
  clock: Clock;
  sessions: SessionResolver;
  market: ServedMarket;
  publicConfig: PublicConfig;
}

/**
 * A browser reuses config for 5 s, then revalidates in the background for up to 25 s more: an
 * operator's change reaches a returning player within about half a minute, a new visit at once.
 */
export const CONFIG_CACHE: PublicCachePolicy = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 25 };
/** The market changes only with a deploy (its settings are the process's environment). */
export const MARKET_CACHE: PublicCachePolicy = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };

export function registerConfigRoutes(app: FastifyInstance, deps: ConfigRoutesDeps): ConfigService {
  const { publicConfig } = deps;
  defineRoute(app, routes.queryGlobalByType, deps.sessions, (input) => publicConfig.itemsOfType(input.type));
  app.publicReads.cache(routes.queryGlobalByType, CONFIG_CACHE);
  // Also written into index.html by the web routes; this call serves the Vite dev server and other clients.
  defineRoute(app, routes.market, deps.sessions, () => Promise.resolve(deps.market));
  app.publicReads.cache(routes.market, MARKET_CACHE);
  return new ConfigService(deps.db);
}
