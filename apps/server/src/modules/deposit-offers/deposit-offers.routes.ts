/** Transport of the deposit offers (contract: packages/contract/src/api/deposit-offers.ts). */
import type { FastifyInstance } from 'fastify';
import { depositOfferRoutes as r } from '@nyota/contract/api/deposit-offers';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { FirstDepositService } from './first-deposit.service.js';
import type { NormalDepositService } from './normal-deposit.service.js';
import type { PackDepositService } from './pack-deposit.service.js';
import type { PromotionDepositService } from './promotion-deposit.service.js';

export function registerDepositOfferRoutes(
  app: FastifyInstance,
  s: {
    firstDeposit: FirstDepositService;
    pack: PackDepositService;
    promotion: PromotionDepositService;
    normal: NormalDepositService;
  },
  sessions: SessionResolver,
): void {
  const { firstDeposit, pack, promotion, normal } = s;
  defineRoute(app, r.firstDepositBonus, sessions, (_input, ctx) => firstDeposit.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, r.firstDepositBonusClaim, sessions, (input, ctx) =>
    firstDeposit.claim({ memberId: ctx.auth.memberId, mobile: ctx.auth.mobile, lang: ctx.lang }, input),
  );
  defineRoute(app, r.packDepositBonus, sessions, (_input, ctx) => pack.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, r.packDepositBonusClaim, sessions, (input, ctx) =>
    pack.claim({ memberId: ctx.auth.memberId, mobile: ctx.auth.mobile, lang: ctx.lang }, input),
  );
  defineRoute(app, r.promotionDepositBonus, sessions, (_input, ctx) => promotion.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, r.promotionDepositBonusClaim, sessions, (input, ctx) =>
    promotion.claim({ memberId: ctx.auth.memberId, mobile: ctx.auth.mobile, lang: ctx.lang }, input),
  );
  defineRoute(app, r.normalDepositBonus, sessions, (_input, ctx) => normal.view(ctx.auth?.memberId ?? null, ctx.lang));
  defineRoute(app, r.normalDepositBonusClaim, sessions, (input, ctx) =>
    normal.claim({ memberId: ctx.auth.memberId, mobile: ctx.auth.mobile, lang: ctx.lang }, input),
  );
}
