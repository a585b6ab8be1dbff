/** Transport of the withdrawal review queue: the contract's staff routes bound to the services. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { WithdrawalContext } from './withdrawal-context.js';
import type { WithdrawalReviewService } from './withdrawal-review.service.js';

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });

export function registerWithdrawalReviewRoutes(
  app: FastifyInstance,
  sessions: StaffSessionResolver,
  review: WithdrawalReviewService,
  context: WithdrawalContext,
): void {
  defineStaffRoute(app, r.withdrawalQueue, sessions, async (input) => review.queue(input));
  defineStaffRoute(app, r.withdrawalDetail, sessions, async (input) => context.detail(input.id));
  defineStaffRoute(app, r.approveWithdrawal, sessions, async (input, ctx) =>
    review.approve(actorOf(ctx.staff), input.id, input.note),
  );
  defineStaffRoute(app, r.rejectWithdrawal, sessions, async (input, ctx) =>
    review.reject(actorOf(ctx.staff), input.id, input.reason),
  );
  defineStaffRoute(app, r.bulkApproveWithdrawals, sessions, async (input, ctx) => ({
    items: await review.bulkApprove(actorOf(ctx.staff), input.ids, input.note, ctx.lang),
  }));
}
