/** SQL of four-eyes requests (0019). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, FourEyesRequestsTable } from '../../platform/db/schema.js';

type Handle = Kysely<Database>;
export type FourEyesRow = Selectable<FourEyesRequestsTable> & { requested_by_name: string; decided_by_name: string | null };

export class FourEyesRepo {
  private base(db: Handle) {
    return db
      .selectFrom('four_eyes_requests as f')
      .innerJoin('staff_accounts as m', 'm.id', 'f.requested_by')
      .leftJoin('staff_accounts as c', 'c.id', 'f.decided_by')
      .selectAll('f')
      .select(['m.username as requested_by_name', 'c.username as decided_by_name']);
  }

  async list(db: Handle, status: 'pending' | 'approved' | 'rejected' | undefined): Promise<FourEyesRow[]> {
    let q = this.base(db);
    if (status === 'pending') q = q.where('f.decision', 'is', null);
    else if (status) q = q.where('f.decision', '=', status);
    return q.orderBy('f.id', 'desc').limit(200).execute();
  }

  async get(db: Handle, id: string): Promise<FourEyesRow | undefined> {
    return this.base(db).where('f.id', '=', id).executeTakeFirst();
  }

  async lock(
    db: Handle,
    id: string,
  ): Promise<{ requested_by: string; decision: string | null; kind: string; payload: unknown } | undefined> {
    return db
      .selectFrom('four_eyes_requests')
      .select(['requested_by', 'decision', 'kind', 'payload'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(
    db: Handle,
    r: { kind: string; payload: unknown; reason: string; requestedBy: string; now: Date },
  ): Promise<string> {
    const row = await db
      .insertInto('four_eyes_requests')
      .values({
        kind: r.kind,
        payload: JSON.stringify(r.payload),
        reason: r.reason,
        requested_by: r.requestedBy,
        requested_at: r.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async decide(
    db: Handle,
    d: { id: string; by: string; decision: 'approved' | 'rejected'; reason: string; now: Date },
  ): Promise<void> {
    await db
      .updateTable('four_eyes_requests')
      .set({ decided_by: d.by, decision: d.decision, decision_reason: d.reason, decided_at: d.now })
      .where('id', '=', d.id)
      .where('decision', 'is', null)
      .execute();
  }
}
