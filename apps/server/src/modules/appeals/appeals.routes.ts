/** Appeal calls (docs/product-rules/records-and-appeals.md#appeal-form): transport only, rules live in AppealsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { AppealsService } from './appeals.service.js';

export function registerAppealRoutes(app: FastifyInstance, appeals: AppealsService, sessions: SessionResolver): void {
  defineRoute(app, routes.appealDeposit, sessions, (input, ctx) => appeals.submitDeposit(ctx.auth.memberId, ctx.lang, input));
  defineRoute(app, routes.appealWithdraw, sessions, (input, ctx) =>
    appeals.submitWithdraw(ctx.auth.memberId, ctx.lang, input.id),
  );
  defineRoute(app, routes.appealWork, sessions, (input, ctx) => appeals.work(ctx.auth.memberId, ctx.lang, input));
  defineRoute(app, routes.appealLogs, sessions, (input, ctx) => appeals.logs(ctx.auth.memberId, input.id));
}
