/** Transport of the giveaway calls (contract: api/routes-giveaway.ts) and their staff view. */
import type { FastifyInstance } from 'fastify';
import { giveawayRoutes as routes } from '@nyota/contract/api/routes-giveaway';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { setSessionCookie, wantsCookieSession } from '../../platform/http/session-cookie.js';
import type { GiveawayConsole } from './giveaway-console.js';
import { registerAndClaim, type RegisterDeps } from './giveaway-register.js';
import type { GiveawayService } from './giveaway.service.js';

export function registerGiveawayRoutes(
  app: FastifyInstance,
  d: { giveaway: GiveawayService; register: RegisterDeps; sessions: SessionResolver },
): void {
  const { giveaway, sessions } = d;
  defineRoute(app, routes.giveawayBasic, sessions, (input, ctx) =>
    giveaway.basic(ctx.auth?.memberId ?? null, input.id, ctx.lang),
  );
  defineRoute(app, routes.giveawayGifts, sessions, (input, ctx) =>
    giveaway.claimByMember(ctx.auth.memberId, input.id, input.mobile, ctx.deviceId),
  );
  defineRoute(app, routes.giveawayAutoGifts, sessions, (_input, ctx) => giveaway.autoGifts(ctx.auth.memberId));
  defineRoute(app, routes.giveawayRegister, sessions, async (input, ctx, tools) => {
    const client = { ip: ctx.ip, deviceId: ctx.deviceId, userAgent: ctx.userAgent, lang: ctx.lang };
    const data = await registerAndClaim(giveaway, d.register, input, client);
    // As sign-up does: the web app gets its session as the HttpOnly cookie, never in the body.
    if (!wantsCookieSession(tools.req)) return data;
    setSessionCookie(tools.reply, tools.req, data.token);
    return { ...data, token: '' };
  });
}

export function registerGiveawayStaffRoutes(app: FastifyInstance, c: GiveawayConsole, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.giveawayOverview, s, (input) => c.overview(input.roundId));
}
