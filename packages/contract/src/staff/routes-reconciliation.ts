/** Staff routes of the reconciliation work queue (docs/staff-console.md#reconciliation). */
import { staffRoute } from './route-def.js';
import * as s from './reconciliation-schemas.js';

export const reconciliationRoutes = {
  listReconReports: staffRoute({
    method: 'GET',
    path: '/staff-api/reconciliation',
    access: 'withdrawals.review',
    input: s.reconListInput,
    output: s.reconListOutput,
    summary: 'Daily reconciliation reports, newest first.',
  }),
  getReconReport: staffRoute({
    method: 'GET',
    path: '/staff-api/reconciliation/report',
    access: 'withdrawals.review',
    input: s.reconReportInput,
    output: s.reconReportOutput,
    summary: 'One report with its differences.',
  }),
  explainReconLine: staffRoute({
    method: 'POST',
    path: '/staff-api/reconciliation/explain',
    access: 'withdrawals.review',
    input: s.reconExplainInput,
    output: s.reconLineSchema,
    summary: 'Mark one difference explained, with a reason (audited; the first explanation stands).',
  }),
  requeryIntent: staffRoute({
    method: 'POST',
    path: '/staff-api/reconciliation/requery',
    access: 'withdrawals.review',
    input: s.reconRequeryInput,
    output: s.reconRequeryOutput,
    summary: "Ask the provider for one intent's status through the normal status check (audited).",
  }),
  runReconciliation: staffRoute({
    method: 'POST',
    path: '/staff-api/reconciliation/run',
    access: 'withdrawals.review',
    input: s.reconRunInput,
    output: s.reconReportOutput,
    summary: "Reconcile one provider's market day now (again): new differences are added, explanations kept (audited).",
  }),
} as const;
