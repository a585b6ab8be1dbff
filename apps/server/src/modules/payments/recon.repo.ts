/** Stored reconciliation reports: Kysely queries only. */
import type { Db } from '../../platform/db/database.js';

export interface StoredReport<D> {
  id: string;
  provider: string;
  periodStart: Date;
  periodEnd: Date;
  checked: number;
  differences: D[];
  createdAt: Date;
}

export class ReconRepo {
  constructor(private readonly db: Db) {}

  async insert<D>(r: Omit<StoredReport<D>, 'id'>): Promise<StoredReport<D>> {
    const row = await this.db
      .insertInto('payment_recon_reports')
      .values({
        provider: r.provider,
        period_start: r.periodStart,
        period_end: r.periodEnd,
        checked: r.checked,
        difference_count: r.differences.length,
        differences: JSON.stringify(r.differences),
        created_at: r.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...r, id: String(row.id) };
  }

  async exists(provider: string, periodStart: Date, periodEnd: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_recon_reports')
      .select('id')
      .where('provider', '=', provider)
      .where('period_start', '=', periodStart)
      .where('period_end', '=', periodEnd)
      .executeTakeFirst();
    return row !== undefined;
  }

  async list<D>(limit: number): Promise<StoredReport<D>[]> {
    const rows = await this.db.selectFrom('payment_recon_reports').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: String(r.id),
      provider: r.provider,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      checked: r.checked,
      differences: JSON.parse(r.differences) as D[],
      createdAt: r.created_at,
    }));
  }

  async get<D>(id: string): Promise<StoredReport<D> | undefined> {
    const r = await this.db.selectFrom('payment_recon_reports').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) return undefined;
    return {
      id: String(r.id),
      provider: r.provider,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      checked: r.checked,
      differences: JSON.parse(r.differences) as D[],
      createdAt: r.created_at,
    };
  }
}
