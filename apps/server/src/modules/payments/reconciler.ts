/**
 * Daily reconciliation with each provider (reference §7 practice 6): for one provider and market
 * day, what the provider says (pawaPay's statement, or MTN's per-intent status answers) is compared
 * with our intents both ways (recon-diff.ts) and every difference is stored in that day's report,
 * for staff to explain. Nothing is corrected by the comparison. One thing happens before it: a
 * payment the provider shows final while we hold it open goes through the normal status query
 * (PaymentProcessor.confirm), the same path a poll takes, so a late success is credited once by
 * the state machine (and reported as late_success) rather than only listed.
 *
 * The job (leader-only, checked hourly) reconciles each of the last LOOKBACK_DAYS market days that
 * has no report yet, once the day is over by STATEMENT_LAG_MS (pawaPay statements may trail live
 * data by up to an hour).
 */
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isFinal } from './intent-state.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { ProcessorLogger } from './payment-processor.js';
import { diffDay, STATEMENT_MARGIN_MS } from './recon-diff.js';
import { addDays, dayBounds, isDay, today } from './recon-days.js';
import type { ReconRepo } from './recon.repo.js';
import type { ReconLine, ReconReport, ReconReportWithLines } from './recon-types.js';
import type { StatementReader, StatementResult } from './statement-reader.js';

export const LOOKBACK_DAYS = 3;
export const STATEMENT_LAG_MS = 3600_000;
const MAX_REASON = 1000;

export interface ReconcilerDeps {
  db: Db;
  intents: IntentsRepo;
  reports: ReconRepo;
  readers: () => readonly StatementReader[];
  /** The normal status query and state transition of one intent (PaymentProcessor.confirm). */
  confirm: (intentId: string) => Promise<Intent | undefined>;
  market: Pick<MarketPreset, 'timeZone'>;
  clock: Clock;
  log: ProcessorLogger;
}

export type ExplainResult =
  { ok: true; line: ReconLine } | { ok: false; error: 'not_found' | 'already_explained' | 'reason_required' | 'staff_required' };

export class Reconciler {
  constructor(private readonly d: ReconcilerDeps) {}

  /** Provider ids that can be reconciled on this node. */
  providers(): string[] {
    return this.d.readers().map((r) => r.providerId);
  }

  async reconcileDay(providerId: string, day: string): Promise<ReconReportWithLines> {
    if (!isDay(day)) throw new Error(`not a day: ${day} (expected YYYY-MM-DD)`);
    const reader = this.d.readers().find((r) => r.providerId === providerId);
    if (!reader) throw new Error(`no reconciliation source for ${providerId}`);
    const { db, intents } = this.d;
    const timeZone = this.d.market.timeZone;
    const { start, end } = dayBounds(day, timeZone);
    const dayIntents = new Map((await intents.lists.forProviderBetween(db, providerId, start, end)).map((i) => [i.id, i]));
    const result = await this.read(reader, start, end, [...dayIntents.values()]);
    const named = result.lines.map((l) => l.intentId.toLowerCase()).filter((id) => isUuid(id) && !dayIntents.has(id));
    const otherIntents = (await intents.findMany(db, named)).filter((i) => i.provider === providerId);
    await this.resolveOpen(result, dayIntents);

    const differences = diffDay({ start, end, source: reader.kind, dayIntents: [...dayIntents.values()], otherIntents, result });
    const now = this.d.clock.now();
    const reportId = await db.transaction().execute(async (trx) => {
      const run = await this.d.reports.openRun(trx, {
        provider: providerId,
        day,
        timeZone,
        periodStart: start,
        periodEnd: end,
        source: reader.kind,
        providerLines: result.lines.length,
        ourIntents: dayIntents.size,
        now,
      });
      await this.d.reports.writeLines(trx, run.id, differences, run.previous, now);
      return run.id;
    });
    const report = await this.get(reportId);
    if (!report) throw new Error(`reconciliation report ${reportId} vanished`);
    const level = report.unexplainedCount > 0 ? 'warn' : 'info';
    this.d.log[level](
      { provider: providerId, day, reportId, differences: report.differenceCount, unexplained: report.unexplainedCount },
      'payment reconciliation done',
    );
    return report;
  }

  /** The leader's job: every recent market day that is over and has no report yet, per provider. */
  async daily(): Promise<ReconReport[]> {
    const now = this.d.clock.now();
    const timeZone = this.d.market.timeZone;
    const done: ReconReport[] = [];
    for (let back = LOOKBACK_DAYS; back >= 1; back--) {
      const day = addDays(today(now, timeZone), -back);
      if (dayBounds(day, timeZone).end.getTime() + STATEMENT_LAG_MS > now.getTime()) continue;
      for (const providerId of this.providers()) {
        if (await this.d.reports.exists(this.d.db, providerId, day)) continue;
        try {
          done.push(await this.reconcileDay(providerId, day));
        } catch (err) {
          // Another provider's day still runs; this one is tried again at the next hourly check.
          this.d.log.error({ err, provider: providerId, day }, 'payment reconciliation failed');
        }
      }
    }
    return done;
  }

  list(q: { limit?: number; provider?: string; unexplainedOnly?: boolean } = {}): Promise<ReconReport[]> {
    return this.d.reports.list(this.d.db, { ...q, limit: Math.min(Math.max(q.limit ?? 30, 1), 200) });
  }

  async get(id: string): Promise<ReconReportWithLines | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const report = await this.d.reports.find(this.d.db, { id });
    return report ? { ...report, lines: await this.d.reports.lines(this.d.db, id) } : undefined;
  }

  async forDay(providerId: string, day: string): Promise<ReconReportWithLines | undefined> {
    if (!isDay(day)) return undefined;
    const report = await this.d.reports.find(this.d.db, { provider: providerId, day });
    return report ? { ...report, lines: await this.d.reports.lines(this.d.db, report.id) } : undefined;
  }

  /**
   * Staff mark one difference as explained, with their reason; the first explanation stands.
   * `audit` runs in the same transaction as the change (the staff audit row).
   */
  async explain(
    lineId: string,
    by: string,
    reason: string,
    audit?: (trx: Db, line: ReconLine) => Promise<void>,
  ): Promise<ExplainResult> {
    const text = reason.trim();
    if (by.trim() === '') return { ok: false, error: 'staff_required' };
    if (text === '' || text.length > MAX_REASON) return { ok: false, error: 'reason_required' };
    if (!/^\d{1,18}$/.test(lineId)) return { ok: false, error: 'not_found' };
    const line = await this.d.reports.findLine(this.d.db, lineId);
    if (!line) return { ok: false, error: 'not_found' };
    const changed = await this.d.db.transaction().execute(async (trx) => {
      const ok = await this.d.reports.explain(trx, lineId, { at: this.d.clock.now(), by: by.trim(), reason: text });
      if (ok) await this.d.reports.recount(trx, line.reportId);
      if (ok && audit) await audit(trx, line);
      return ok;
    });
    if (!changed) return { ok: false, error: 'already_explained' };
    const after = await this.d.reports.findLine(this.d.db, lineId);
    if (!after) return { ok: false, error: 'not_found' };
    const { reportId: _reportId, ...rest } = after;
    return { ok: true, line: rest };
  }

  private read(reader: StatementReader, start: Date, end: Date, day: Intent[]): Promise<StatementResult> {
    if (reader.kind === 'statement') {
      return reader.read({
        start: new Date(start.getTime() - STATEMENT_MARGIN_MS),
        end: new Date(end.getTime() + STATEMENT_MARGIN_MS),
        intents: [],
      });
    }
    return reader.read({
      start,
      end,
      intents: day.map((i) => ({ intentId: i.id, direction: i.direction, country: i.country, providerRef: i.providerRef })),
    });
  }

  /** Open on our side, final at the provider's: confirm through the normal status query first. */
  private async resolveOpen(result: StatementResult, day: Map<string, Intent>): Promise<void> {
    for (const line of result.lines) {
      const intent = day.get(line.intentId.toLowerCase());
      if (!intent || isFinal(intent.status) || (line.status !== 'SUCCEEDED' && line.status !== 'FAILED')) continue;
      try {
        const after = await this.d.confirm(intent.id);
        if (after) day.set(after.id, after);
      } catch (err) {
        this.d.log.error({ err, intentId: intent.id }, 'reconciliation could not confirm a payment');
      }
    }
  }
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
}
