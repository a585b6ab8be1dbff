/**
 * Lists of payment intents across members (table payment_intents): the poller's due checks and
 * manual queue, the staff review queue, a provider's intents of a period for reconciliation.
 * Kysely queries only; times come from the caller's clock.
 */
import type { Db } from '../../platform/db/database.js';
import { OPEN_STATUSES } from './intent-state.js';
import { toIntent, type Intent } from './intent-row.js';

const OPEN = [...OPEN_STATUSES];

export class IntentListsRepo {
  /** Open intents whose next check is due, oldest due first; those held for review wait. */
  async due(db: Db, now: Date, limit: number): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('status', 'in', OPEN)
      .where('review_status', '<>', 'pending')
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .limit(limit)
      .execute();
    return rows.map(toIntent);
  }

  /** Flags open intents older than `olderThan` for the manual queue (once). */
  async flagManual(db: Db, olderThan: Date, now: Date): Promise<Intent[]> {
    const rows = await db
      .updateTable('payment_intents')
      .set({ manual_since: now, updated_at: now })
      .where('status', 'in', OPEN)
      .where('review_status', '<>', 'pending')
      .where('manual_since', 'is', null)
      .where('created_at', '<', olderThan)
      .returningAll()
      .execute();
    return rows.map(toIntent);
  }

  async manualQueue(db: Db): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where((eb) => eb.or([eb('manual_since', 'is not', null), eb('attention', 'is not', null)]))
      .where('status', 'in', OPEN)
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  async reviewQueue(db: Db): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('direction', '=', 'withdraw')
      .where('review_status', '=', 'pending')
      .where('status', '=', 'CREATED')
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  /** A provider's intents created in a period (reconciliation). */
  async forProviderBetween(db: Db, provider: string, start: Date, end: Date): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('provider', '=', provider)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .orderBy('created_at')
      .execute();
    return rows.map(toIntent);
  }

  /** A member's latest intents of one direction, newest first (the staff review's context). */
  async recentForMember(db: Db, memberId: string, direction: 'deposit' | 'withdraw', limit: number): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('direction', '=', direction)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toIntent);
  }
}
