import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { Db } from '../../platform/db/database.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { ConfigService } from './config.service.js';

export interface ConfigRoutesDeps {
  db: Db;
  sessions: SessionResolver;
  market: ServedMarket;
}

export function registerConfigRoutes(app: FastifyInstance, deps: ConfigRoutesDeps): ConfigService {
  const config = new ConfigService(deps.db);
  defineRoute(app, routes.queryGlobalByType, deps.sessions, (input) => config.globalByType(input.type));
  // Also written into index.html by the web routes; this call serves the Vite dev server and other clients.
  defineRoute(app, routes.market, deps.sessions, () => Promise.resolve(deps.market));
  return config;
}
