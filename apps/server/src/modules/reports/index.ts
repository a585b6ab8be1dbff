/**
 * Staff reports (docs/staff-console.md#figures): deposits, withdrawals, GGR, NGR, taxes, RTP and
 * players per market-local day, read through the ledger, payments and members modules' figures.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { registerReportRoutes } from './reports.routes.js';
import { ReportsService } from './reports.service.js';

export { ReportsService } from './reports.service.js';

export interface ReportsModule {
  reports: ReportsService;
  register(app: FastifyInstance): void;
}

export function createReportsModule(deps: {
  db: Db;
  market: MarketPreset;
  clock: Clock;
  sessions: StaffSessionResolver;
}): ReportsModule {
  const reports = new ReportsService(deps.db, deps.market, deps.clock);
  return { reports, register: (app) => registerReportRoutes(app, reports, deps.sessions) };
}
