/** Transport of the staff reports: the contract's report routes bound to the reports service. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ReportsService } from './reports.service.js';

export function registerReportRoutes(app: FastifyInstance, reports: ReportsService, sessions: StaffSessionResolver): void {
  defineStaffRoute(app, r.reportsDashboard, sessions, () => reports.dashboard());
  defineStaffRoute(app, r.reportsRange, sessions, (input) => reports.report(input.from, input.to));
  defineStaffRoute(app, r.reportsCsv, sessions, async (input, _ctx, { reply }) => {
    const file = await reports.csv(input.from, input.to, input.table);
    reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  });
}
