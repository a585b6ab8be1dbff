import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { RealityCheckService } from './reality-check.service.js';
import type { TimeOutService } from './time-out.service.js';

export function registerTimeOutRoutes(
  app: FastifyInstance,
  timeOut: TimeOutService,
  realityCheck: RealityCheckService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.timeOut, sessions, (input, ctx) => timeOut.submit(ctx.auth.memberId, input.period, ctx.auth.sessionId));
  defineRoute(app, routes.timeOutStatus, sessions, (_input, ctx) => timeOut.status(ctx.auth.memberId));
  defineRoute(app, routes.realityCheck, sessions, (_input, ctx) => realityCheck.interval(ctx.auth.memberId));
  defineRoute(app, routes.realityCheckSet, sessions, (input, ctx) =>
    realityCheck.setInterval(ctx.auth.memberId, input.intervalMinutes),
  );
  defineRoute(app, routes.realityCheckSummary, sessions, (input, ctx) =>
    realityCheck.summary(ctx.auth.memberId, new Date(input.since)),
  );
}
