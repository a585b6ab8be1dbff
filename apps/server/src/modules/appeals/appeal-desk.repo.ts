/**
 * The staff side's queries on appeals: the queue and the claim. A claim is one conditional UPDATE
 * (`claimed_by is null or = me`), so of two agents claiming at once exactly one gets the row.
 */
import type { Db } from '../../platform/db/database.js';
import { toAppeal, type AppealRow } from './appeals.repo.js';

export interface QueueFilter {
  status?: number;
  step?: number;
  claim: 'any' | 'mine' | 'unclaimed';
  staffId: string;
  /** Opened at or before this time. */
  openedBy?: Date;
  beforeId?: string;
  limit: number;
}

export class AppealDeskRepo {
  /** Oldest first: the queue is worked from the longest waiting. `beforeId` pages to newer ones. */
  async list(db: Db, f: QueueFilter): Promise<AppealRow[]> {
    let q = db.selectFrom('appeals').selectAll();
    if (f.status !== undefined) q = q.where('status', '=', f.status);
    if (f.step !== undefined) q = q.where('last_log_type', '=', f.step);
    if (f.claim === 'mine') q = q.where('claimed_by', '=', f.staffId);
    if (f.claim === 'unclaimed') q = q.where('claimed_by', 'is', null);
    if (f.openedBy) q = q.where('created_at', '<=', f.openedBy);
    if (f.beforeId) q = q.where('id', '>', f.beforeId);
    const rows = await q.orderBy('id', 'asc').limit(f.limit).execute();
    return rows.map(toAppeal);
  }

  /** The row locked for the rest of the caller's transaction. */
  async lock(trx: Db, id: string): Promise<AppealRow | undefined> {
    const row = await trx.selectFrom('appeals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  /** Undefined when another agent holds it. */
  async claim(db: Db, id: string, staffId: string, now: Date): Promise<AppealRow | undefined> {
    const row = await db
      .updateTable('appeals')
      .set({ claimed_by: staffId, claimed_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', staffId)]))
      .returningAll()
      .executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  async release(db: Db, id: string, staffId: string): Promise<AppealRow | undefined> {
    const row = await db
      .updateTable('appeals')
      .set({ claimed_by: null, claimed_at: null })
      .where('id', '=', id)
      .where('claimed_by', '=', staffId)
      .returningAll()
      .executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }
}
