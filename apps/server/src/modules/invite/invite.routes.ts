/** Transport of the invitation and cash-giving calls (contract: api/invite.ts) and the staff referral routes. */
import type { FastifyInstance } from 'fastify';
import { inviteRoutes as routes } from '@nyota/contract/api/invite';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { CashGivingService } from './cash-giving.service.js';
import type { ReferralConsole } from './referral-console.js';

export function registerInviteRoutes(app: FastifyInstance, giving: CashGivingService, sessions: SessionResolver): void {
  defineRoute(app, routes.inviteActivity, sessions, (input, ctx) => giving.activity(ctx.auth.memberId, input.id));
  defineRoute(app, routes.inviteTask, sessions, (input, ctx) => giving.task(ctx.auth.memberId, input.actId));
  defineRoute(app, routes.inviteTaskStart, sessions, (input, ctx) => giving.start(ctx.auth.memberId, input.actId));
  defineRoute(app, routes.inviteProcesses, sessions, (input, ctx) => giving.processes(ctx.auth.memberId, input));
  defineRoute(app, routes.inviteProcessOpen, sessions, (input, ctx) => giving.open(ctx.auth.memberId, input.processId));
  defineRoute(app, routes.inviteNotices, sessions, (input) => giving.notices(input.actId));
}

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });

export function registerInviteStaffRoutes(app: FastifyInstance, c: ReferralConsole, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.heldReferrals, s, async () => ({ items: await c.held() }));
  defineStaffRoute(app, r.approveReferral, s, (input, ctx) => c.decide(actorOf(ctx.staff), input.id, 'approve', input.reason));
  defineStaffRoute(app, r.rejectReferral, s, (input, ctx) => c.decide(actorOf(ctx.staff), input.id, 'reject', input.reason));
  defineStaffRoute(app, r.playerReferrals, s, async (input) => ({ items: await c.forMember(input.memberId) }));
}
