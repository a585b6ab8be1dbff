/** Appeal calls of the wallet seed §7: transport only, rules live in AppealsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { sessionGone } from '../../platform/http/app-error.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import type { AppealsService } from './appeals.service.js';

function memberOf(ctx: RequestContext): string {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth.memberId;
}

export function registerAppealRoutes(app: FastifyInstance, appeals: AppealsService, sessions: SessionResolver): void {
  defineRoute(app, routes.appealDeposit, sessions, (input, ctx) => appeals.submitDeposit(memberOf(ctx), ctx.lang, input));
  defineRoute(app, routes.appealWithdraw, sessions, (input, ctx) => appeals.submitWithdraw(memberOf(ctx), ctx.lang, input.id));
  defineRoute(app, routes.appealWork, sessions, (input, ctx) => appeals.work(memberOf(ctx), ctx.lang, input));
  defineRoute(app, routes.appealLogs, sessions, (input, ctx) => appeals.logs(memberOf(ctx), input.id));
}
