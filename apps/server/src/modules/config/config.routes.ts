import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/clock.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { PublicCachePolicy } from '../../platform/http/public-caching.js';
import { ConfigService } from './config.service.js';
import type { PublicConfig } from './public-config.js';
import type { ServedMarketSource } from './served-market.js';

export interface ConfigRoutesDeps {
  db: Db;
  clock: Clock;
  sessions: SessionResolver;
  market: ServedMarket;
  publicConfig: PublicConfig;
  /** The market with the staff's market texts over deps.market. */
  servedMarket: Pick<ServedMarketSource, 'current'>;
}

/**
 * A browser reuses config for 5 s, then revalidates in the background for up to 25 s more: an
 * operator's change reaches a returning player within about half a minute, a new visit at once.
 */
export const CONFIG_CACHE: PublicCachePolicy = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 25 };
/** As config: staff edit the market texts (contact links, USSD code, home slides) in the console. */
export const MARKET_CACHE: PublicCachePolicy = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 25 };

export function registerConfigRoutes(app: FastifyInstance, deps: ConfigRoutesDeps): ConfigService {
  const { publicConfig } = deps;
  defineRoute(app, routes.queryGlobalByType, deps.sessions, (input) => publicConfig.itemsOfType(input.type));
  app.publicReads.cache(routes.queryGlobalByType, CONFIG_CACHE);
  // Also written into index.html by the web routes; this call serves the Vite dev server and other clients.
  defineRoute(app, routes.market, deps.sessions, () => deps.servedMarket.current());
  app.publicReads.cache(routes.market, MARKET_CACHE);
  return new ConfigService(deps.db);
}
