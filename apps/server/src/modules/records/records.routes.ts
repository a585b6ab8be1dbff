/** Records calls (docs/product-rules/records-and-appeals.md#records-screen): transport only, rules live in RecordsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { RecordsService } from './records.service.js';

export function registerRecordRoutes(app: FastifyInstance, records: RecordsService, sessions: SessionResolver): void {
  defineRoute(app, routes.depositRecords, sessions, (input, ctx) => records.deposits(ctx.auth.memberId, ctx.lang, input));
  defineRoute(app, routes.withdrawRecords, sessions, (input, ctx) => records.withdrawals(ctx.auth.memberId, ctx.lang, input));
  defineRoute(app, routes.depositRecord, sessions, (input, ctx) => records.deposit(ctx.auth.memberId, ctx.lang, input.id));
  defineRoute(app, routes.withdrawRecord, sessions, (input, ctx) => records.withdrawal(ctx.auth.memberId, ctx.lang, input.id));
}
