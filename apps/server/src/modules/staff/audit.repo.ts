/** SQL of the staff audit log (0019): the chain head, appends and reads. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffAuditTable } from '../../platform/db/schema.js';
import type { AuditQuery } from '@nyota/contract/staff/schemas';

export type AuditRow = Selectable<StaffAuditTable>;
type Handle = Kysely<Database>;

export interface AuditInsert {
  seq: string;
  at: Date;
  actorId: string | null;
  actor: string | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  prevHash: string;
  rowHash: string;
}

export class AuditRepo {
  /** Locks the head row: appends wait for each other, so the chain never forks. */
  async lockHead(trx: Handle): Promise<{ seq: string; rowHash: string }> {
    const head = await trx.selectFrom('staff_audit_head').select(['seq', 'row_hash']).forUpdate().executeTakeFirstOrThrow();
    return { seq: head.seq, rowHash: head.row_hash };
  }

  async head(db: Handle): Promise<{ seq: string; rowHash: string }> {
    const head = await db.selectFrom('staff_audit_head').select(['seq', 'row_hash']).executeTakeFirstOrThrow();
    return { seq: head.seq, rowHash: head.row_hash };
  }

  async insert(trx: Handle, row: AuditInsert): Promise<void> {
    await trx
      .insertInto('staff_audit')
      .values({
        seq: row.seq,
        at: row.at,
        actor_id: row.actorId,
        actor: row.actor,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        reason: row.reason,
        prev_hash: row.prevHash,
        row_hash: row.rowHash,
      })
      .execute();
    await trx.updateTable('staff_audit_head').set({ seq: row.seq, row_hash: row.rowHash }).execute();
  }

  /** Rows in chain order after `afterSeq`, a page at a time (the verifier). */
  async page(db: Handle, afterSeq: string, limit: number): Promise<AuditRow[]> {
    return db.selectFrom('staff_audit').selectAll().where('seq', '>', afterSeq).orderBy('seq').limit(limit).execute();
  }

  async search(db: Handle, q: AuditQuery): Promise<AuditRow[]> {
    let query = db.selectFrom('staff_audit').selectAll();
    if (q.actor) query = query.where('actor', '=', q.actor);
    if (q.action) query = query.where('action', '=', q.action);
    if (q.target) query = query.where('target', '=', q.target);
    if (q.from) query = query.where('at', '>=', new Date(q.from));
    if (q.to) query = query.where('at', '<', new Date(q.to));
    if (q.beforeSeq) query = query.where('seq', '<', q.beforeSeq);
    return query.orderBy('seq', 'desc').limit(q.limit).execute();
  }
}
