import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { Db } from '../../platform/db/database.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { ConfigService } from './config.service.js';

export interface ConfigRoutesDeps {
  db: Db;
  sessions: SessionResolver;
}

export function registerConfigRoutes(app: FastifyInstance, deps: ConfigRoutesDeps): ConfigService {
  const config = new ConfigService(deps.db);
  defineRoute(app, routes.queryGlobalByType, deps.sessions, (input) => config.globalByType(input.type));
  return config;
}
