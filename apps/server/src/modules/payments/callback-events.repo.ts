import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** Advisory lock class for the unmatched-callback cap (two-int form, like the OTP locks). */
const LOCK_CLASS_UNMATCHED_CALLBACKS = 27001;

export interface UnmatchedCallbackRow {
  provider: string;
  summary: string;
  payload: string;
  now: Date;
}

/** Callbacks stored without a payment of ours (payment_events rows with source 'callback' and no intent). */
export class CallbackEventsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Stores the row unless `cap` such rows were stored after `since`; first drops those older than
   * `keepAfter`. One at a time (an advisory lock), so a parallel flood cannot overshoot the cap.
   */
  async insertUnderCap(row: UnmatchedCallbackRow, since: Date, cap: number, keepAfter: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_CLASS_UNMATCHED_CALLBACKS}::int, 0)`.execute(trx);
      const unmatched = trx.selectFrom('payment_events').where('source', '=', 'callback').where('intent_id', 'is', null);
      const { n } = await unmatched
        .select(sql<string>`count(*)`.as('n'))
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(n) >= cap) return false;
      await trx
        .deleteFrom('payment_events')
        .where('source', '=', 'callback')
        .where('intent_id', 'is', null)
        .where('created_at', '<', keepAfter)
        .execute();
      await trx
        .insertInto('payment_events')
        .values({
          intent_id: null,
          provider: row.provider,
          source: 'callback',
          summary: row.summary.slice(0, 500),
          payload: row.payload,
          created_at: row.now,
        })
        .execute();
      return true;
    });
  }
}
