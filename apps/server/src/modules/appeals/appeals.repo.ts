/**
 * Appeals and their timelines: Kysely queries only. Every method takes the handle to run on (the
 * database or the caller's transaction); times come from the service's clock.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { AppealLogParamsJson, AppealLogsTable, AppealsTable } from '../../platform/db/schema.js';

export interface AppealRow {
  id: string;
  memberId: string;
  kind: number;
  intentId: string;
  status: number;
  lastLogType: number;
  receiptNumber: string | null;
  /** The staff member holding it (staff console), if any. */
  claimedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AppealLogRow {
  id: string;
  appealId: string;
  logType: number;
  params: AppealLogParamsJson;
  staffId: string | null;
  createdAt: Date;
}

export interface NewAppeal {
  memberId: string;
  kind: number;
  intentId: string;
  status: number;
  logType: number;
  receiptNumber: string | null;
  now: Date;
}

export interface AppealMoveUpdate {
  /** The steps the appeal must be at for the move to apply. */
  from: readonly number[];
  logType: number;
  status: number;
  /** Replaces the receipt number when given (a resubmission carries a new one). */
  receiptNumber?: string | null;
  now: Date;
}

export interface NewAppealLog {
  appealId: string;
  logType: number;
  params: AppealLogParamsJson;
  staffId: string | null;
  now: Date;
}

export function toAppeal(r: Selectable<AppealsTable>): AppealRow {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    kind: r.kind,
    intentId: r.intent_id,
    status: r.status,
    lastLogType: r.last_log_type,
    receiptNumber: r.receipt_number,
    claimedBy: r.claimed_by === null ? null : String(r.claimed_by),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toLog(r: Selectable<AppealLogsTable>): AppealLogRow {
  return {
    id: String(r.id),
    appealId: String(r.appeal_id),
    logType: r.log_type,
    params: r.params,
    staffId: r.staff_id,
    createdAt: r.created_at,
  };
}

export class AppealsRepo {
  /**
   * Opens the record's appeal, or returns undefined when it already has one. The unique intent_id
   * decides: a concurrent submit waits for the first to commit and then inserts nothing.
   */
  async insertIfAbsent(trx: Db, n: NewAppeal): Promise<AppealRow | undefined> {
    const row = await trx
      .insertInto('appeals')
      .values({
        member_id: n.memberId,
        kind: n.kind,
        intent_id: n.intentId,
        status: n.status,
        last_log_type: n.logType,
        receipt_number: n.receiptNumber,
        created_at: n.now,
        updated_at: n.now,
      })
      .onConflict((oc) => oc.column('intent_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  async find(db: Db, id: string): Promise<AppealRow | undefined> {
    const row = await db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  async findByIntent(db: Db, intentId: string): Promise<AppealRow | undefined> {
    const row = await db.selectFrom('appeals').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  async findForMember(db: Db, id: string, memberId: string): Promise<AppealRow | undefined> {
    const row = await db
      .selectFrom('appeals')
      .selectAll()
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  /** The member's appeals newest first, those below `beforeId` when given. */
  async listForMember(db: Db, memberId: string, beforeId: string | null, limit: number): Promise<AppealRow[]> {
    let q = db.selectFrom('appeals').selectAll().where('member_id', '=', memberId);
    if (beforeId !== null) q = q.where('id', '<', beforeId);
    const rows = await q.orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toAppeal);
  }

  /**
   * The one door for step changes: applies only while the appeal is at one of `from`, in one
   * conditional UPDATE. Undefined when it is not (another move got there first).
   */
  async move(db: Db, id: string, m: AppealMoveUpdate): Promise<AppealRow | undefined> {
    if (m.from.length === 0) return undefined;
    const row = await db
      .updateTable('appeals')
      .set({
        status: m.status,
        last_log_type: m.logType,
        updated_at: m.now,
        ...(m.receiptNumber !== undefined ? { receipt_number: m.receiptNumber } : {}),
      })
      .where('id', '=', id)
      .where('last_log_type', 'in', [...m.from])
      .returningAll()
      .executeTakeFirst();
    return row ? toAppeal(row) : undefined;
  }

  async addLog(db: Db, l: NewAppealLog): Promise<AppealLogRow> {
    const row = await db
      .insertInto('appeal_logs')
      .values({
        appeal_id: l.appealId,
        log_type: l.logType,
        params: sql<string>`${JSON.stringify(l.params)}::jsonb`,
        staff_id: l.staffId,
        created_at: l.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toLog(row);
  }

  /** The timeline, oldest first. */
  async logs(db: Db, appealId: string): Promise<AppealLogRow[]> {
    const rows = await db.selectFrom('appeal_logs').selectAll().where('appeal_id', '=', appealId).orderBy('id').execute();
    return rows.map(toLog);
  }
}
