/** A member's payment intents as records pages: Kysely queries only, newest first. */
import type { Db } from '../../platform/db/database.js';
import type { IntentDirection, IntentStatus, ReviewStatus } from '../payments/intent-state.js';

export interface RecordRow {
  id: string;
  amount: number;
  status: IntentStatus;
  reviewStatus: ReviewStatus;
  expired: boolean;
  createdAt: Date;
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
    let query = db
      .selectFrom('payment_intents')
      .select(['id', 'amount', 'status', 'review_status', 'expired_at', 'created_at'])
      .where('member_id', '=', q.memberId)
      .where('direction', '=', q.direction)
      .where('created_at', '>=', q.start)
      .where('created_at', '<', q.end);
    const after = q.after;
    if (after) {
      // (created_at, id) strictly below the cursor: ties on the time are broken by the id.
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      status: r.status,
      reviewStatus: r.review_status,
      expired: r.expired_at !== null,
      createdAt: r.created_at,
    }));
  }
}
