/** Transport of the cash-rain calls (contract: api/cash-rain.ts) and their staff views. */
import type { FastifyInstance } from 'fastify';
import { cashRainRoutes as routes } from '@nyota/contract/api/cash-rain';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { CashRainConsole } from './cash-rain-console.js';
import type { CashRainService } from './cash-rain.service.js';

export function registerCashRainRoutes(app: FastifyInstance, rain: CashRainService, sessions: SessionResolver): void {
  defineRoute(app, routes.cashRainCfg, sessions, (_input, ctx) => rain.cfg(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.cashRainDrawStatus, sessions, (input, ctx) => rain.drawStatus(input.id, ctx.auth?.memberId ?? null));
  defineRoute(app, routes.cashRainGifts, sessions, (input, ctx) => rain.gifts(ctx.auth.memberId, input.id));
  defineRoute(app, routes.cashRainMemberStatus, sessions, async (_input, ctx) => ({
    memberStatus: await rain.memberStatus(ctx.auth?.memberId ?? null),
  }));
}

export function registerCashRainStaffRoutes(app: FastifyInstance, c: CashRainConsole, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.cashRainRounds, s, () => c.rounds());
  defineStaffRoute(app, r.cashRainRound, s, (input) => c.round(Number(input.id)));
}
