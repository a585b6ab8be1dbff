/** The chains of links/5: transport only. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import { chainView, type ChainSaltService } from './chain-salt.service.js';

export function registerChainSaltRoutes(app: FastifyInstance, service: ChainSaltService, sessions: SessionResolver): void {
  defineRoute(app, routes.fairnessChains, sessions, async () => ({ list: (await service.list()).map(chainView) }));
}
