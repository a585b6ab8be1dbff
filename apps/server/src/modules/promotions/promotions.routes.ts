/** Transport of the promotion calls (contract: routes-vouchers.ts). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { Lang, PromotionsService } from './promotions.service.js';

const langOf = (lang: string): Lang => (lang === 'sw' ? 'sw' : 'en');

export function registerPromotionRoutes(app: FastifyInstance, promotions: PromotionsService, sessions: SessionResolver): void {
  defineRoute(app, routes.promotions, sessions, (_input, ctx) => promotions.list(langOf(ctx.lang), ctx.auth?.memberId ?? null));
  defineRoute(app, routes.promotionInfo, sessions, (input, ctx) =>
    promotions.info(input.id, langOf(ctx.lang), ctx.auth?.memberId ?? null),
  );
  defineRoute(app, routes.promotionClaim, sessions, (input, ctx) =>
    promotions.claim(ctx.auth.memberId, input.id, langOf(ctx.lang)),
  );
}
