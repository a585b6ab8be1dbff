/** Transport of the harm-markers staff API (contract: routes-harm.ts). */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { AppError } from '../../platform/http/app-error.js';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { HarmMarkersService } from './harm-markers.service.js';

export interface HarmRouteDeps {
  staffSessions: StaffSessionResolver;
  harm: HarmMarkersService;
  /** The member's phone number as staff read it (local format), or null for an unknown id. */
  mobileOf(memberId: string): Promise<string | null>;
}

export function registerHarmRoutes(app: FastifyInstance, d: HarmRouteDeps): void {
  const { staffSessions: s, harm } = d;
  defineStaffRoute(app, r.playerHarmMarkers, s, async (input) => {
    if ((await d.mobileOf(input.memberId)) === null) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return harm.forPlayer(input.memberId);
  });
  defineStaffRoute(app, r.harmReviewQueue, s, async () => {
    const open = await harm.queue();
    const items = await Promise.all(open.map(async (o) => ({ ...o, mobile: (await d.mobileOf(o.memberId)) ?? '' })));
    return { items };
  });
  defineStaffRoute(app, r.closeHarmReview, s, async (input, ctx) => {
    await harm.closeReview({ id: ctx.staff.id, username: ctx.staff.username }, input.memberId, input.note);
    return { done: true };
  });
}
