/**
 * A member's payment intents as records pages, with each record's appeal when it has one: Kysely
 * queries only, newest first.
 */
import type { Db } from '../../platform/db/database.js';
import type { IntentDirection, IntentStatus, ReviewStatus } from '../payments/index.js';

export interface RecordRow {
  id: string;
  amount: number;
  status: IntentStatus;
  reviewStatus: ReviewStatus;
  /** Staff's reason when they rejected a withdrawal (shown to the player). */
  reviewNote: string | null;
  expired: boolean;
  createdAt: Date;
  /** The record's appeal, if one was submitted. */
  appeal: { id: number; status: number } | null;
}

export interface RecordCursor {
  id: string;
  createdAt: Date;
}

export interface RecordPageQuery {
  memberId: string;
  direction: IntentDirection;
  start: Date;
  end: Date;
  after: RecordCursor | null;
  limit: number;
  /** Only records whose appeal has this status. */
  appealStatus?: number;
}

export class RecordsRepo {
  /** Where a page continues from; undefined when the id is not one of this member's records. */
  async cursorOf(db: Db, memberId: string, direction: IntentDirection, id: string): Promise<RecordCursor | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .select(['id', 'created_at'])
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('direction', '=', direction)
      .executeTakeFirst();
    return row ? { id: row.id, createdAt: row.created_at } : undefined;
  }

  async page(db: Db, q: RecordPageQuery): Promise<RecordRow[]> {
    let query = this.records(db)
      .where('p.member_id', '=', q.memberId)
      .where('p.direction', '=', q.direction)
      .where('p.created_at', '>=', q.start)
      .where('p.created_at', '<', q.end);
    if (q.appealStatus !== undefined) query = query.where('a.status', '=', q.appealStatus);
    const after = q.after;
    if (after) {
      // (created_at, id) strictly below the cursor: ties on the time are broken by the id.
      query = query.where((eb) =>
        eb.or([
          eb('p.created_at', '<', after.createdAt),
          eb.and([eb('p.created_at', '=', after.createdAt), eb('p.id', '<', after.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(q.limit).execute();
    return rows.map(toRecord);
  }

  /** One of the member's records of a direction, or undefined. */
  async findOwn(db: Db, memberId: string, direction: IntentDirection, id: string): Promise<RecordRow | undefined> {
    const row = await this.records(db)
      .where('p.id', '=', id)
      .where('p.member_id', '=', memberId)
      .where('p.direction', '=', direction)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Amounts of the member's records among `ids`. */
  async amounts(db: Db, memberId: string, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('payment_intents')
      .select(['id', 'amount'])
      .where('member_id', '=', memberId)
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, Number(r.amount)]));
  }

  private records(db: Db) {
    return db
      .selectFrom('payment_intents as p')
      .leftJoin('appeals as a', 'a.intent_id', 'p.id')
      .select([
        'p.id',
        'p.amount',
        'p.status',
        'p.review_status',
        'p.review_note',
        'p.expired_at',
        'p.created_at',
        'a.id as appeal_id',
        'a.status as appeal_status',
      ]);
  }
}

interface JoinedRow {
  id: string;
  amount: string;
  status: IntentStatus;
  review_status: ReviewStatus;
  review_note: string | null;
  expired_at: Date | null;
  created_at: Date;
  appeal_id: string | null;
  appeal_status: number | null;
}

function toRecord(r: JoinedRow): RecordRow {
  return {
    id: r.id,
    amount: Number(r.amount),
    status: r.status,
    reviewStatus: r.review_status,
    reviewNote: r.review_note,
    expired: r.expired_at !== null,
    createdAt: r.created_at,
    appeal: r.appeal_id !== null && r.appeal_status !== null ? { id: Number(r.appeal_id), status: r.appeal_status } : null,
  };
}
