/** Reconciliation reports and their lines (payment_reconciliations, 0010): Kysely queries only. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PaymentReconciliationLinesTable, PaymentReconciliationsTable } from '../../platform/db/schema.js';
import type { Explanation, ReconDifference, ReconLine, ReconReport } from './recon-types.js';
import { DIFFERENCE_KINDS, type DifferenceKind } from './recon-types.js';

export interface ReportRun {
  provider: string;
  day: string;
  timeZone: string;
  periodStart: Date;
  periodEnd: Date;
  source: ReconReport['source'];
  providerLines: number;
  ourIntents: number;
  now: Date;
}

const REPORT_COLUMNS = [
  'id',
  'provider',
  'time_zone',
  'period_start',
  'period_end',
  'source',
  'provider_lines',
  'our_intents',
  'difference_count',
  'unexplained_count',
  'run_count',
  'created_at',
  'updated_at',
] as const;

function sameDifference(
  a: Pick<ReconDifference, 'kind' | 'intentId' | 'providerTxnId'>,
  b: Selectable<PaymentReconciliationLinesTable>,
) {
  return a.kind === b.kind && a.intentId === b.intent_id && (a.providerTxnId ?? null) === b.provider_txn_id;
}

export class ReconRepo {
  /** Locks (or creates) the report of a provider and day, for a run inside `trx`. */
  async openRun(trx: Db, r: ReportRun): Promise<{ id: string; previous: Selectable<PaymentReconciliationLinesTable>[] }> {
    const row = await trx
      .insertInto('payment_reconciliations')
      .values({
        provider: r.provider,
        day: r.day,
        time_zone: r.timeZone,
        period_start: r.periodStart,
        period_end: r.periodEnd,
        source: r.source,
        provider_lines: r.providerLines,
        our_intents: r.ourIntents,
        difference_count: 0,
        unexplained_count: 0,
        created_at: r.now,
        updated_at: r.now,
      })
      .onConflict((oc) =>
        oc.columns(['provider', 'day']).doUpdateSet({
          time_zone: r.timeZone,
          period_start: r.periodStart,
          period_end: r.periodEnd,
          source: r.source,
          provider_lines: r.providerLines,
          our_intents: r.ourIntents,
          run_count: sql`payment_reconciliations.run_count + 1`,
          updated_at: r.now,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = String(row.id);
    const previous = await trx.selectFrom('payment_reconciliation_lines').selectAll().where('report_id', '=', id).execute();
    return { id, previous };
  }

  /**
   * Replaces a report's lines with this run's differences. A difference found again keeps its line
   * (and id, and explanation); explained lines that are no longer found stay too (their reason is
   * history); unexplained ones no longer found go.
   */
  async writeLines(
    trx: Db,
    reportId: string,
    found: ReconDifference[],
    previous: Selectable<PaymentReconciliationLinesTable>[],
    now: Date,
  ) {
    const keep = previous.filter((p) => p.explained_at !== null || found.some((f) => sameDifference(f, p)));
    const drop = previous.filter((p) => !keep.includes(p)).map((p) => p.id);
    if (drop.length > 0) await trx.deleteFrom('payment_reconciliation_lines').where('id', 'in', drop).execute();
    // An unexplained difference found again shows this run's figures (the provider may have moved).
    for (const p of keep.filter((k) => k.explained_at === null)) {
      const f = found.find((x) => sameDifference(x, p));
      if (!f) continue;
      await trx
        .updateTable('payment_reconciliation_lines')
        .set({
          ours: f.ours ? JSON.stringify(f.ours) : null,
          theirs: f.theirs ? JSON.stringify(f.theirs) : null,
          detail: f.detail ?? null,
        })
        .where('id', '=', p.id)
        .execute();
    }
    const fresh = found.filter((f) => !keep.some((p) => sameDifference(f, p)));
    if (fresh.length > 0) {
      await trx
        .insertInto('payment_reconciliation_lines')
        .values(
          fresh.map((f) => ({
            report_id: reportId,
            kind: f.kind,
            intent_id: f.intentId,
            provider_txn_id: f.providerTxnId ?? null,
            ours: f.ours ? JSON.stringify(f.ours) : null,
            theirs: f.theirs ? JSON.stringify(f.theirs) : null,
            detail: f.detail ?? null,
            created_at: now,
          })),
        )
        .execute();
    }
    await this.recount(trx, reportId);
  }

  async recount(trx: Db, reportId: string): Promise<void> {
    await sql`
      update payment_reconciliations r set
        difference_count = (select count(*) from payment_reconciliation_lines l where l.report_id = r.id),
        unexplained_count = (select count(*) from payment_reconciliation_lines l where l.report_id = r.id and l.explained_at is null)
      where r.id = ${reportId}`.execute(trx);
  }

  async exists(db: Db, provider: string, day: string): Promise<boolean> {
    const row = await db
      .selectFrom('payment_reconciliations')
      .select('id')
      .where('provider', '=', provider)
      .where('day', '=', day)
      .executeTakeFirst();
    return row !== undefined;
  }

  async list(db: Db, q: { limit: number; provider?: string; unexplainedOnly?: boolean }): Promise<ReconReport[]> {
    let query = db
      .selectFrom('payment_reconciliations')
      .select([...REPORT_COLUMNS, sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day_text')])
      .orderBy('day', 'desc')
      .orderBy('provider')
      .limit(q.limit);
    if (q.provider) query = query.where('provider', '=', q.provider);
    if (q.unexplainedOnly) query = query.where('unexplained_count', '>', 0);
    return (await query.execute()).map(toReport);
  }

  async find(db: Db, where: { id: string } | { provider: string; day: string }): Promise<ReconReport | undefined> {
    let query = db
      .selectFrom('payment_reconciliations')
      .select([...REPORT_COLUMNS, sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day_text')]);
    query =
      'id' in where
        ? query.where('id', '=', where.id)
        : query.where('provider', '=', where.provider).where('day', '=', where.day);
    const row = await query.executeTakeFirst();
    return row ? toReport(row) : undefined;
  }

  async lines(db: Db, reportId: string): Promise<ReconLine[]> {
    const rows = await db
      .selectFrom('payment_reconciliation_lines')
      .selectAll()
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    return rows.map(toLine);
  }

  async findLine(db: Db, lineId: string): Promise<(ReconLine & { reportId: string }) | undefined> {
    const row = await db.selectFrom('payment_reconciliation_lines').selectAll().where('id', '=', lineId).executeTakeFirst();
    return row ? { ...toLine(row), reportId: String(row.report_id) } : undefined;
  }

  /** Explains an unexplained line; false when it was explained already (first explanation wins). */
  async explain(trx: Db, lineId: string, e: Explanation): Promise<boolean> {
    const res = await trx
      .updateTable('payment_reconciliation_lines')
      .set({ explained_at: e.at, explained_by: e.by, explanation: e.reason })
      .where('id', '=', lineId)
      .where('explained_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}

type ReportRow = { day_text: string } & Pick<Selectable<PaymentReconciliationsTable>, (typeof REPORT_COLUMNS)[number]>;

function toReport(r: ReportRow): ReconReport {
  return {
    id: String(r.id),
    provider: r.provider,
    day: r.day_text,
    timeZone: r.time_zone,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    source: r.source,
    providerLines: r.provider_lines,
    ourIntents: r.our_intents,
    differenceCount: r.difference_count,
    unexplainedCount: r.unexplained_count,
    runCount: r.run_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function isKind(k: string): k is DifferenceKind {
  return (DIFFERENCE_KINDS as readonly string[]).includes(k);
}

function toLine(r: Selectable<PaymentReconciliationLinesTable>): ReconLine {
  if (!isKind(r.kind)) throw new Error(`unknown reconciliation kind ${r.kind}`);
  return {
    id: String(r.id),
    kind: r.kind,
    intentId: r.intent_id,
    ...(r.provider_txn_id ? { providerTxnId: r.provider_txn_id } : {}),
    ...(r.ours ? { ours: JSON.parse(r.ours) as ReconLine['ours'] } : {}),
    ...(r.theirs ? { theirs: JSON.parse(r.theirs) as ReconLine['theirs'] } : {}),
    ...(r.detail ? { detail: r.detail } : {}),
    ...(r.explained_at && r.explained_by !== null && r.explanation !== null
      ? { explanation: { at: r.explained_at, by: r.explained_by, reason: r.explanation } }
      : {}),
  };
}
