/** The plain-text summary `npm run reconcile` prints: one block per provider, one line per difference. */
import { formatMinor } from '@nyota/contract/money/format';
import type { ReconLine, ReconReportWithLines } from './recon-types.js';

function money(amount: number | undefined, currency: string | undefined): string {
  if (amount === undefined) return '?';
  return `${formatMinor(amount)} ${currency ?? ''}`.trim();
}

function describeLine(l: ReconLine): string {
  const ours = l.ours ? `ours ${l.ours.status} ${money(l.ours.amount, l.ours.currency)}` : 'ours: none';
  const theirs = l.theirs ? `theirs ${l.theirs.status} ${money(l.theirs.amount, l.theirs.currency)}` : 'theirs: none';
  const txn = l.providerTxnId ? ` (provider ${l.providerTxnId})` : '';
  const why = l.detail ? ` - ${l.detail}` : '';
  const explained = l.explanation ? ` [explained by ${l.explanation.by}: ${l.explanation.reason}]` : '';
  return `  #${l.id} ${l.kind} ${l.intentId}${txn}: ${ours}; ${theirs}${why}${explained}`;
}

export function formatReconSummary(reports: readonly ReconReportWithLines[]): string {
  const out: string[] = [];
  for (const r of reports) {
    const head = `${r.provider} ${r.day} (${r.timeZone}, ${r.periodStart.toISOString()} .. ${r.periodEnd.toISOString()})`;
    const counts = `${r.ourIntents} intents, ${r.providerLines} provider ${r.source === 'statement' ? 'statement lines' : 'status checks'}`;
    const verdict = r.differenceCount === 0 ? 'clean' : `${r.differenceCount} difference(s), ${r.unexplainedCount} unexplained`;
    out.push(`${head}: ${counts}; ${verdict} [report ${r.id}, run ${r.runCount}]`);
    for (const l of r.lines) out.push(describeLine(l));
  }
  return out.join('\n');
}
