/** Records calls of the wallet seed §7: transport only, rules live in RecordsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { sessionGone } from '../../platform/http/app-error.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import type { RecordsService } from './records.service.js';

function memberOf(ctx: RequestContext): string {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth.memberId;
}

export function registerRecordRoutes(app: FastifyInstance, records: RecordsService, sessions: SessionResolver): void {
  defineRoute(app, routes.depositRecords, sessions, (input, ctx) => records.deposits(memberOf(ctx), ctx.lang, input));
  defineRoute(app, routes.withdrawRecords, sessions, (input, ctx) => records.withdrawals(memberOf(ctx), ctx.lang, input));
  defineRoute(app, routes.depositRecord, sessions, (input, ctx) => records.deposit(memberOf(ctx), ctx.lang, input.id));
  defineRoute(app, routes.withdrawRecord, sessions, (input, ctx) => records.withdrawal(memberOf(ctx), ctx.lang, input.id));
}
