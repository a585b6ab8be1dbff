/** Transport of the reconciliation work queue: the contract's staff routes bound to its service. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ReconciliationStaffService } from './reconciliation-staff.service.js';

export function registerReconciliationRoutes(
  app: FastifyInstance,
  s: ReconciliationStaffService,
  sessions: StaffSessionResolver,
): void {
  const actor = (staff: { id: string; username: string }) => ({ id: staff.id, username: staff.username });
  defineStaffRoute(app, r.listReconReports, sessions, async (input) => ({ items: await s.list(input.unexplainedOnly === '1') }));
  defineStaffRoute(app, r.getReconReport, sessions, async (input) => s.report(input.id));
  defineStaffRoute(app, r.explainReconLine, sessions, async (input, ctx) =>
    s.explain(actor(ctx.staff), input.lineId, input.reason),
  );
  defineStaffRoute(app, r.runReconciliation, sessions, async (input, ctx) => s.run(actor(ctx.staff), input));
  defineStaffRoute(app, r.requeryIntent, sessions, async (input, ctx) => s.requery(actor(ctx.staff), input.intentId));
}
