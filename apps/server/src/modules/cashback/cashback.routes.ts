/** Transport of the weekly cashback and trial fund (contract: api/cashback.ts). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { CashbackService } from './cashback.service.js';
import type { TrialFundService } from './trial-fund.service.js';

export function registerCashbackRoutes(
  app: FastifyInstance,
  d: { cashback: CashbackService; trialFund: TrialFundService; sessions: SessionResolver },
): void {
  const { cashback, trialFund, sessions } = d;
  defineRoute(app, routes.cashback, sessions, (_input, ctx) => cashback.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, routes.cashbackClaim, sessions, (_input, ctx) => cashback.claim(ctx.auth.memberId, ctx.lang));
  defineRoute(app, routes.trialFund, sessions, (_input, ctx) => trialFund.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, routes.trialFundClaim, sessions, (_input, ctx) => trialFund.claim(ctx.auth.memberId, ctx.lang));
}
