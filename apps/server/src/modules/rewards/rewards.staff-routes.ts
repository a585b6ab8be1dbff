/** Transport of the campaign console's budget and held-grant routes (docs/staff-console.md#campaigns). */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { RewardsConsole } from './rewards-console.js';

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });

export function registerRewardsStaffRoutes(app: FastifyInstance, c: RewardsConsole, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.campaignBudgets, s, async () => ({ items: await c.budgets(), fundFourEyesAbove: c.fundFourEyesAbove }));
  defineStaffRoute(app, r.fundCampaign, s, async (input, ctx) => c.fund(actorOf(ctx.staff), input));
  defineStaffRoute(app, r.heldRewards, s, async () => ({ items: await c.held() }));
  defineStaffRoute(app, r.approveHeldReward, s, async (input, ctx) =>
    c.decide(actorOf(ctx.staff), input.id, 'approve', input.reason),
  );
  defineStaffRoute(app, r.rejectHeldReward, s, async (input, ctx) =>
    c.decide(actorOf(ctx.staff), input.id, 'reject', input.reason),
  );
}
