import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { sessionGone } from '../../platform/http/app-error.js';
import type { SelfExclusionService } from './self-exclusion.service.js';

export function registerSelfExclusionRoutes(
  app: FastifyInstance,
  selfExclusion: SelfExclusionService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.selfExclusion, sessions, (input, ctx) => {
    if (!ctx.auth) throw sessionGone();
    return selfExclusion.submit(ctx.auth.memberId, input);
  });
}
