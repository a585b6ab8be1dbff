import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { ResponsibleGamblingService } from './responsible-gambling.service.js';

export function registerResponsibleGamblingRoutes(
  app: FastifyInstance,
  service: ResponsibleGamblingService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.saferPlayLimits, sessions, (_input, ctx) => service.view(ctx.auth.memberId));
  defineRoute(app, routes.saferPlaySetLimit, sessions, (input, ctx) => service.set(ctx.auth.memberId, input));
}
