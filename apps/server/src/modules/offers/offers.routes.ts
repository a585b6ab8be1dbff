/** Transport of the bonus offers (contract: routes-bonuses.ts). */
import type { FastifyInstance } from 'fastify';
import type { MarketCode } from '@nyota/contract/markets';
import { routes } from '@nyota/contract/api/routes';
import type { Db } from '../../platform/db/database.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { bonusTermsPage } from './bonus-terms-page.js';
import type { SevenDayBonusService } from './seven-day-bonus.service.js';
import type { SignInBonusService } from './sign-in-bonus.service.js';

export function registerOfferRoutes(
  app: FastifyInstance,
  d: { db: Db; market: MarketCode; signIn: SignInBonusService; sevenDay: SevenDayBonusService; sessions: SessionResolver },
): void {
  const { signIn, sevenDay, sessions } = d;
  defineRoute(app, routes.signInBonus, sessions, (_input, ctx) => signIn.view(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.signInBonusClaim, sessions, (_input, ctx) => signIn.claim(ctx.auth.memberId));
  defineRoute(app, routes.sevenDayBonus, sessions, (_input, ctx) => sevenDay.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, routes.sevenDayClaimAll, sessions, (_input, ctx) => sevenDay.claimAll(ctx.auth.memberId, ctx.lang));
  defineRoute(app, routes.bonusTerms, sessions, (_input, ctx) => bonusTermsPage(d.db, d.market, ctx.lang));
}
