/**
 * Daily reconciliation: compares our intents with each provider's statement for a period and
 * stores the differences (reference §7 practice 6):
 *  - missing_locally: the provider has a payment we have no intent for (money we cannot place);
 *  - missing_at_provider: we have an accepted or settled payment the provider does not list;
 *  - amount_differs: same payment, different amount or currency (never applied automatically);
 *  - status_differs: final at one side, different (or still open) at the other;
 *  - late_success: credited after the player's prompt had closed (listed for the operator's eyes).
 * Before comparing, every payment the statement shows final but we hold open is confirmed through
 * the normal status query, so a late success is credited (once, through the state machine) rather
 * than merely reported.
 */
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { isFinal } from './intent-state.js';
import type { Intent, IntentsRepo } from './intents.repo.js';
import { startOfLocalDay } from './local-day.js';
import type { PaymentProcessor, ProcessorLogger } from './payment-processor.js';
import type { ReconRepo, StoredReport } from './recon.repo.js';
import type { StatementLine, StatementReader } from './statement-reader.js';

export type DifferenceKind = 'missing_locally' | 'missing_at_provider' | 'amount_differs' | 'status_differs' | 'late_success';

export interface ReconDifference {
  kind: DifferenceKind;
  intentId: string;
  ours?: { direction: string; status: string; amount: number; currency: string; lateSuccess: boolean };
  theirs?: { direction: string; status: string; amount: number; currency: string; providerTxnId?: string };
}

export type ReconReport = StoredReport<ReconDifference>;

const DAY_MS = 24 * 3600_000;

function oursOf(i: Intent): NonNullable<ReconDifference['ours']> {
  return { direction: i.direction, status: i.status, amount: i.providerAmount, currency: i.currency, lateSuccess: i.lateSuccess };
}

function theirsOf(l: StatementLine): NonNullable<ReconDifference['theirs']> {
  return {
    direction: l.direction,
    status: l.status,
    amount: l.money.minor,
    currency: l.money.currency,
    ...(l.providerTxnId ? { providerTxnId: l.providerTxnId } : {}),
  };
}

function statusAgrees(ours: Intent, theirs: StatementLine): boolean {
  if (theirs.status === 'SUCCEEDED') return ours.status === 'SUCCEEDED';
  if (theirs.status === 'FAILED') return ours.status === 'FAILED';
  return !isFinal(ours.status);
}

export class Reconciler {
  constructor(
    private readonly db: Db,
    private readonly intents: IntentsRepo,
    private readonly reports: ReconRepo,
    private readonly readers: () => readonly StatementReader[],
    private readonly processor: PaymentProcessor,
    private readonly market: MarketPreset,
    private readonly clock: Clock,
    private readonly log: ProcessorLogger,
  ) {}

  async reconcile(providerId: string, start: Date, end: Date): Promise<ReconReport> {
    const reader = this.readers().find((r) => r.providerId === providerId);
    if (!reader) throw new Error(`no statement reader for ${providerId}`);
    const lines = await reader.read({ start, end });
    const ours = new Map((await this.intents.forProviderBetween(this.db, providerId, start, end)).map((i) => [i.id, i]));
    const outside = lines.map((l) => l.intentId.toLowerCase()).filter((id) => !ours.has(id));
    for (const i of await this.intents.findMany(this.db, outside.filter(isUuid))) ours.set(i.id, i);

    // Resolve first: whatever the provider shows final and we hold open goes through the status query.
    for (const line of lines) {
      const intent = ours.get(line.intentId.toLowerCase());
      if (!intent || isFinal(intent.status) || (line.status !== 'SUCCEEDED' && line.status !== 'FAILED')) continue;
      try {
        const after = await this.processor.confirm(intent.id, 'reconcile');
        if (after) ours.set(after.id, after);
      } catch (err) {
        this.log.error({ err, intentId: intent.id }, 'reconciliation could not confirm a payment');
      }
    }

    const differences: ReconDifference[] = [];
    const listed = new Set<string>();
    for (const line of lines) {
      const id = line.intentId.toLowerCase();
      listed.add(id);
      const intent = ours.get(id);
      if (!intent) {
        differences.push({ kind: 'missing_locally', intentId: line.intentId, theirs: theirsOf(line) });
        continue;
      }
      if (line.money.minor !== intent.providerAmount || line.money.currency !== intent.currency) {
        differences.push({ kind: 'amount_differs', intentId: id, ours: oursOf(intent), theirs: theirsOf(line) });
      } else if (!statusAgrees(intent, line)) {
        differences.push({ kind: 'status_differs', intentId: id, ours: oursOf(intent), theirs: theirsOf(line) });
      }
    }
    for (const intent of ours.values()) {
      if (intent.createdAt < start || intent.createdAt >= end) continue;
      const accepted = intent.providerRef !== null || intent.status === 'SUCCEEDED';
      if (!listed.has(intent.id) && accepted)
        differences.push({ kind: 'missing_at_provider', intentId: intent.id, ours: oursOf(intent) });
      if (intent.lateSuccess) differences.push({ kind: 'late_success', intentId: intent.id, ours: oursOf(intent) });
    }

    const report = await this.reports.insert<ReconDifference>({
      provider: providerId,
      periodStart: start,
      periodEnd: end,
      checked: lines.length,
      differences,
      createdAt: this.clock.now(),
    });
    const level = differences.some((d) => d.kind !== 'late_success') ? 'warn' : 'info';
    this.log[level](
      { provider: providerId, reportId: report.id, differences: differences.length },
      'payment reconciliation done',
    );
    return report;
  }

  /** Yesterday (market time zone) for every provider with a statement, unless already reconciled. */
  async daily(): Promise<ReconReport[]> {
    const end = startOfLocalDay(this.clock.now(), this.market.timeZone);
    const start = startOfLocalDay(new Date(end.getTime() - DAY_MS / 2), this.market.timeZone);
    const done: ReconReport[] = [];
    for (const reader of this.readers()) {
      if (await this.reports.exists(reader.providerId, start, end)) continue;
      done.push(await this.reconcile(reader.providerId, start, end));
    }
    return done;
  }

  list(limit = 30): Promise<ReconReport[]> {
    return this.reports.list<ReconDifference>(limit);
  }

  get(id: string): Promise<ReconReport | undefined> {
    return this.reports.get<ReconDifference>(id);
  }
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
}
