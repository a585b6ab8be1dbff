import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { SelfExclusionService } from './self-exclusion.service.js';

export function registerSelfExclusionRoutes(
  app: FastifyInstance,
  selfExclusion: SelfExclusionService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.selfExclusion, sessions, (input, ctx) => selfExclusion.submit(ctx.auth.memberId, input));
}
