/** Staff reports: figures computed from the ledger (docs/staff-console.md#figures). */
import { z } from 'zod';
import { staffRoute } from './route-def.js';
import { emptyInput } from './schemas.js';
import * as s from './schemas-reports.js';

export const reportRoutes = {
  reportsDashboard: staffRoute({
    method: 'GET',
    path: '/staff-api/reports/dashboard',
    access: 'reports.read',
    input: emptyInput,
    output: s.dashboardOutput,
    summary: 'Figures for the last 7 market-local days, today included.',
  }),
  reportsRange: staffRoute({
    method: 'GET',
    path: '/staff-api/reports/range',
    access: 'reports.read',
    input: s.reportRangeInput,
    output: s.reportSchema,
    summary: 'Figures for a range of market-local days (at most 366).',
  }),
  reportsCsv: staffRoute({
    method: 'GET',
    path: '/staff-api/reports/csv',
    access: 'reports.read',
    input: s.reportCsvInput,
    output: z.string(),
    produces: 'text/csv',
    summary: "One table of a range's figures as a CSV file (UTF-8, RFC 4180).",
  }),
} as const;
