/** Transport of the bonus offers (contract: routes-bonuses.ts). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { SignInBonusService } from './sign-in-bonus.service.js';

export function registerOfferRoutes(app: FastifyInstance, signIn: SignInBonusService, sessions: SessionResolver): void {
  defineRoute(app, routes.signInBonus, sessions, (_input, ctx) => signIn.view(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.signInBonusClaim, sessions, (_input, ctx) => signIn.claim(ctx.auth.memberId));
}
