/**
 * `npm run reconcile -- --date YYYY-MM-DD [--provider pawapay|mtn]`: reconciles one market day with
 * the configured providers on the configured database, stores the reports (a re-run updates the
 * day's report and keeps staff explanations) and prints a summary. Exit 0 when every report is
 * clean (no unexplained difference), 1 when a difference is unexplained, 2 when it could not run.
 *
 * It needs configured providers: the embedded sandbox keeps its books in the running server's
 * memory, and only that server (its leader's daily job) can reconcile against it.
 */
import type { AppConfig } from '../config.js';
import { marketOf } from '../markets.js';
import type { EventBus } from '../platform/bus/event-bus.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/database.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';
import type { ProcessorLogger } from '../modules/payments/payment-processor.js';
import { RouterDirectory } from '../modules/payments/provider-directory.js';
import { statementReaders } from '../modules/payments/provider-setup.js';
import { createProviderRouter } from '../modules/payments/providers/provider-registry.js';
import type { Country } from '../modules/payments/providers/provider-adapter.js';
import { isDay } from '../modules/payments/recon-days.js';
import { formatReconSummary } from '../modules/payments/recon-summary.js';
import { createReconciler } from '../modules/payments/reconciliation.factory.js';
import type { ReconReportWithLines } from '../modules/payments/recon-types.js';

export const USAGE = 'usage: npm run reconcile -- --date YYYY-MM-DD [--provider pawapay|mtn]';

export interface ReconcileArgs {
  date: string;
  provider?: string;
}

export function parseReconcileArgs(argv: readonly string[]): ReconcileArgs | string {
  let date: string | undefined;
  let provider: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = inline ?? argv[++i];
    if (flag === '--date') date = value;
    else if (flag === '--provider') provider = value;
    else return `unknown argument ${arg}\n${USAGE}`;
  }
  if (!date || !isDay(date)) return `--date must be a calendar day, YYYY-MM-DD\n${USAGE}`;
  return provider ? { date, provider } : { date };
}

export interface CommandContext {
  config: AppConfig;
  db: Db;
  bus: EventBus;
  clock: Clock;
  log: ProcessorLogger;
  out(text: string): void;
  err(text: string): void;
}

export async function runReconcile(args: ReconcileArgs, c: CommandContext): Promise<number> {
  const settings = c.config.payments;
  if (!settings.pawapay && !settings.mtn) {
    c.err(
      'No payment provider is configured (PAWAPAY_API_TOKEN or MTN_*). The embedded sandbox keeps its books in the running ' +
        "server's memory: its leader reconciles it daily. Configure the providers to reconcile from the command line.\n",
    );
    return 2;
  }
  const market = marketOf(c.config);
  const providers = new RouterDirectory(() => createProviderRouter(settings, c.clock));
  const readers = statementReaders(settings, c.config.market.toUpperCase() as Country, providers);
  const reconciler = createReconciler({
    db: c.db,
    bus: c.bus,
    market,
    clock: c.clock,
    ledger: new LedgerService({ db: c.db, bus: c.bus }),
    providers,
    statements: () => readers,
    log: c.log,
  });
  const chosen = args.provider ? readers.filter((r) => r.providerId === args.provider) : readers;
  if (chosen.length === 0) {
    c.err(
      `${args.provider ?? 'no provider'} is not configured here (configured: ${readers.map((r) => r.providerId).join(', ')})\n`,
    );
    return 2;
  }
  const reports: ReconReportWithLines[] = [];
  let failed = false;
  for (const reader of chosen) {
    try {
      reports.push(await reconciler.reconcileDay(reader.providerId, args.date));
    } catch (err) {
      failed = true;
      c.err(`${reader.providerId} ${args.date}: could not reconcile: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
  if (reports.length > 0) c.out(`${formatReconSummary(reports)}\n`);
  if (failed) return 2;
  return reports.every((r) => r.unexplainedCount === 0) ? 0 : 1;
}
