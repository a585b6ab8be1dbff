/** Transport of the mall and exchange calls (contract: api/routes-mall.ts) and their staff views. */
import type { FastifyInstance } from 'fastify';
import { mallRoutes as routes } from '@nyota/contract/api/routes-mall';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ExchangeService } from './exchange.service.js';
import type { MallConsole } from './mall-console.js';
import type { MallService } from './mall.service.js';
import type { RaffleService } from './raffle.service.js';

export function registerMallRoutes(
  app: FastifyInstance,
  d: { mall: MallService; raffles: RaffleService; exchange: ExchangeService; sessions: SessionResolver },
): void {
  const { mall, raffles, exchange, sessions } = d;
  defineRoute(app, routes.mallItems, sessions, (input, ctx) => mall.list(ctx.auth?.memberId ?? null, input, ctx.lang));
  defineRoute(app, routes.mallRedeem, sessions, (input, ctx) => mall.redeem(ctx.auth.memberId, input.raffleId, ctx.lang));
  defineRoute(app, routes.mallMyPrizes, sessions, (input, ctx) => mall.myPrizes(ctx.auth.memberId, input));
  defineRoute(app, routes.mallRaffle, sessions, (input, ctx) => raffles.view(input.raffleId, ctx.auth?.memberId ?? null));
  defineRoute(app, routes.exchangeCfg, sessions, (_input, ctx) => exchange.cfg(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.exchange, sessions, (input, ctx) =>
    exchange.exchange(ctx.auth.memberId, input.paymentType, input.amount),
  );
}

export function registerMallStaffRoutes(app: FastifyInstance, c: MallConsole, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.mallOverview, s, () => c.overview());
  defineStaffRoute(app, r.playerMall, s, (input) => c.player(input.memberId));
}
