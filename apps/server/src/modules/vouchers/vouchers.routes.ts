/** Transport of the voucher calls (contract: routes-vouchers.ts). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { VouchersService } from './vouchers.service.js';

export function registerVoucherRoutes(app: FastifyInstance, vouchers: VouchersService, sessions: SessionResolver): void {
  defineRoute(app, routes.vouchersValid, sessions, (_input, ctx) => vouchers.valid(ctx.auth.memberId));
  defineRoute(app, routes.vouchersUsed, sessions, (input, ctx) => vouchers.used(ctx.auth.memberId, input));
  defineRoute(app, routes.vouchersExpired, sessions, (input, ctx) => vouchers.expired(ctx.auth.memberId, input));
  defineRoute(app, routes.voucherUse, sessions, (input, ctx) => vouchers.use(ctx.auth.memberId, input.id));
}
