/** Staff routes of the appeal work queue (contract staff/routes-appeals.ts): transport only. */
import type { FastifyInstance } from 'fastify';
import { appealStaffRoutes as r } from '@nyota/contract/staff/routes-appeals';
import { defineStaffFileRoute } from '../../platform/http/define-staff-file-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { AppealCreditService } from './appeal-credit.service.js';
import type { AppealDeskService } from './appeal-desk.service.js';

export function registerAppealStaffRoutes(
  app: FastifyInstance,
  desk: AppealDeskService,
  credits: AppealCreditService,
  sessions: StaffSessionResolver,
): void {
  defineStaffRoute(app, r.listAppeals, sessions, async (q, ctx) => ({ items: await desk.list(ctx.staff, q) }));
  defineStaffRoute(app, r.getAppeal, sessions, (q, ctx) => desk.detail(ctx.staff, q.id));
  defineStaffFileRoute(app, r.appealImage, sessions, (q) => desk.image(q.id, q.name));
  defineStaffRoute(app, r.claimAppeal, sessions, (b, ctx) => desk.claim(ctx.staff, b.id));
  defineStaffRoute(app, r.releaseAppeal, sessions, (b, ctx) => desk.release(ctx.staff, b.id));
  defineStaffRoute(app, r.checkAppealReceipt, sessions, (b) => desk.checkReceipt(b.id, b.requery));
  defineStaffRoute(app, r.moveAppeal, sessions, (b, ctx) => desk.move(ctx.staff, b));
  defineStaffRoute(app, r.resolveAppeal, sessions, (b, ctx) => desk.resolve(ctx.staff, b.id, b.content));
  defineStaffRoute(app, r.creditAppeal, sessions, (b, ctx) => credits.credit(ctx.staff, b));
}
