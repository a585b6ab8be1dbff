/** Transport of the VIP club's calls (contract: api/vip.ts, api/vip-benefits.ts). */
import type { FastifyInstance } from 'fastify';
import { vipBenefitRoutes as benefitRoutes } from '@nyota/contract/api/routes-vip-benefits';
import { vipRoutes as routes } from '@nyota/contract/api/vip';
import type { Clock } from '../../platform/clock.js';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { benefitTerms } from './vip-benefit-terms.js';
import type { VipBenefitsService } from './vip-benefits.service.js';
import type { VipService } from './vip.service.js';

export function registerVipRoutes(
  app: FastifyInstance,
  d: { vip: VipService; benefits: VipBenefitsService; sessions: SessionResolver; clock: Clock; timeZone: string },
): void {
  const { vip, benefits, sessions } = d;
  defineRoute(app, routes.vipPersonalLevel, sessions, (_input, ctx) => vip.personalLevel(ctx.auth.memberId));
  defineRoute(app, routes.vipLevels, sessions, (input, ctx) => benefits.levels(ctx.auth?.memberId ?? null, input.extra === '1'));
  defineRoute(app, benefitRoutes.vipBenefitsMy, sessions, (input, ctx) => benefits.my(ctx.auth.memberId, input.levelId));
  defineRoute(app, benefitRoutes.vipBenefitsStatus, sessions, (input, ctx) =>
    benefits.statuses(ctx.auth.memberId, input.benefitsIds),
  );
  defineRoute(app, benefitRoutes.vipBenefitClaim, sessions, (input, ctx) => benefits.claim(ctx.auth.memberId, input.benefitsId));
  defineRoute(app, benefitRoutes.vipBenefitLogs, sessions, (input, ctx) => benefits.logs(ctx.auth.memberId, input));
  defineRoute(app, benefitRoutes.vipBenefitSettings, sessions, async (input, ctx) =>
    benefitTerms(await benefits.settings(), input.benefitId, { now: d.clock.now(), timeZone: d.timeZone, lang: ctx.lang }),
  );
}
