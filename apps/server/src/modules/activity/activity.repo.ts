/** activity_events and activity_cursors: Kysely only (see migration 0030 for the ordering rule). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { activityFact, type ActivityEvent, type NewActivity } from './activity-event.js';

export interface StreamPosition {
  txId: string;
  eventId: string;
}

export interface RawActivity {
  id: string;
  txId: string;
  kind: string;
  memberId: string;
  payload: unknown;
  occurredAt: Date;
}

interface EventRow {
  id: string;
  tx_id: string;
  kind: string;
  member_id: string;
  payload: unknown;
  occurred_at: Date;
}

const toRaw = (r: EventRow): RawActivity => ({
  id: r.id,
  txId: r.tx_id,
  kind: r.kind,
  memberId: r.member_id,
  payload: r.payload,
  occurredAt: r.occurred_at,
});

/** Parses a stored row; throws (naming the event) when it is not a fact this code knows. */
export function toActivityEvent(row: RawActivity): ActivityEvent {
  const parsed = activityFact.safeParse({ kind: row.kind, payload: row.payload });
  if (!parsed.success) throw new Error(`activity event ${row.id} (${row.kind}) does not parse: ${parsed.error.message}`);
  return { ...parsed.data, memberId: row.memberId, at: row.occurredAt, id: row.id, txId: row.txId };
}

export class ActivityRepo {
  /** In the caller's transaction, so the fact and its event commit together or not at all. */
  async append(trx: Db, events: readonly NewActivity[]): Promise<void> {
    if (events.length === 0) return;
    await trx
      .insertInto('activity_events')
      .values(
        events.map((e) => ({
          kind: e.kind,
          member_id: e.memberId,
          payload: JSON.stringify(e.payload),
          occurred_at: e.at,
        })),
      )
      .execute();
  }

  /** Creates the consumer's cursor if new, then locks it for the caller's transaction. */
  async lockCursor(trx: Db, consumer: string): Promise<StreamPosition> {
    return this.cursorHeld(trx, consumer, 'update');
  }

  /** Where a consumer stands, without locking (the lag metric). */
  async readCursor(db: Db, consumer: string): Promise<StreamPosition> {
    const row = await db
      .selectFrom('activity_cursors')
      .select(['tx_id', 'event_id'])
      .where('consumer', '=', consumer)
      .executeTakeFirst();
    return row ? { txId: row.tx_id, eventId: row.event_id } : { txId: '0', eventId: '0' };
  }

  async advanceCursor(trx: Db, consumer: string, to: StreamPosition, now: Date): Promise<void> {
    await trx
      .updateTable('activity_cursors')
      .set({ tx_id: to.txId, event_id: to.eventId, updated_at: now })
      .where('consumer', '=', consumer)
      .execute();
  }

  /**
   * Events after `from`, oldest first, from transactions older than every one still running: that
   * set cannot grow any more, so a cursor past it never skips an event committed later.
   */
  async readAfter(db: Db, from: StreamPosition, limit: number): Promise<RawActivity[]> {
    const rows = await db
      .selectFrom('activity_events')
      .select(['id', 'tx_id', 'kind', 'member_id', 'payload', 'occurred_at'])
      .where(sql<boolean>`(tx_id, id) > (${from.txId}::bigint, ${from.eventId}::bigint)`)
      .where(sql<boolean>`tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`)
      .orderBy('tx_id')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRaw);
  }

  /**
   * For each named consumer with a cursor: whether `readAfter` would give it anything now (an event
   * after its cursor and behind the horizon), and when the oldest event after its cursor happened
   * (horizon or not: the lag). One statement for all, so an idle stream costs one query a poll
   * instead of a transaction per consumer. Consumers without a cursor row are not listed.
   */
  async standing(
    db: Db,
    consumers: readonly string[],
  ): Promise<{ consumer: string; at: StreamPosition; due: boolean; oldest: Date | null }[]> {
    if (consumers.length === 0) return [];
    const after = sql<boolean>`(e.tx_id, e.id) > (c.tx_id, c.event_id)`;
    const rows = await db
      .selectFrom('activity_cursors as c')
      .select((eb) => [
        'c.consumer',
        'c.tx_id',
        'c.event_id',
        eb
          .exists(
            eb
              .selectFrom('activity_events as e')
              .select(sql`1`.as('one'))
              .where(after)
              .where(sql<boolean>`e.tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`),
          )
          .as('due'),
        eb
          .selectFrom('activity_events as e')
          .select('e.occurred_at')
          .where(after)
          .orderBy('e.tx_id')
          .orderBy('e.id')
          .limit(1)
          .as('oldest'),
      ])
      .where('c.consumer', 'in', [...consumers])
      .execute();
    return rows.map((r) => ({
      consumer: r.consumer,
      at: { txId: String(r.tx_id), eventId: String(r.event_id) },
      due: r.due === true,
      oldest: r.oldest ?? null,
    }));
  }

  /** The newest event id committed so far (null: the stream is empty). */
  async lastEventId(db: Db): Promise<string | null> {
    const row = await db
      .selectFrom('activity_events')
      .select(sql<string | null>`max(id)::text`.as('id'))
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Whether the consumer has not yet applied some event with an id up to `upTo` (horizon or not). */
  async waitingUpTo(db: Db, consumer: string, upTo: string): Promise<boolean> {
    const from = await this.readCursor(db, consumer);
    const row = await db
      .selectFrom('activity_events')
      .select('id')
      .where(sql<boolean>`(tx_id, id) > (${from.txId}::bigint, ${from.eventId}::bigint)`)
      .where('id', '<=', upTo)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Where a consumer stands, holding its cursor row shared until the caller's transaction ends: the
   * consumer cannot commit a batch meanwhile, so its effects and the events after this position are
   * read consistently (neither missed nor counted twice).
   */
  async shareCursor(trx: Db, consumer: string): Promise<StreamPosition> {
    return this.cursorHeld(trx, consumer, 'share');
  }

  /**
   * The cursor row, created if new, locked for update (the consumer) or shared (a reader of its
   * effects). Locked first and created only when missing: one statement a batch, not two.
   */
  private async cursorHeld(trx: Db, consumer: string, mode: 'update' | 'share'): Promise<StreamPosition> {
    const held = async () => {
      const q = trx.selectFrom('activity_cursors').select(['tx_id', 'event_id']).where('consumer', '=', consumer);
      return (mode === 'update' ? q.forUpdate() : q.forShare()).executeTakeFirst();
    };
    let row = await held();
    if (!row) {
      await trx
        .insertInto('activity_cursors')
        .values({ consumer })
        .onConflict((oc) => oc.column('consumer').doNothing())
        .execute();
      row = await held();
    }
    if (!row) throw new Error(`activity cursor ${consumer} missing after insert`);
    return { txId: row.tx_id, eventId: row.event_id };
  }

  /** A member's committed events of some kinds after `from`, in stream order (no horizon: all committed ones). */
  async memberAfter(db: Db, memberId: string, from: StreamPosition, kinds: readonly string[]): Promise<RawActivity[]> {
    const rows = await db
      .selectFrom('activity_events')
      .select(['id', 'tx_id', 'kind', 'member_id', 'payload', 'occurred_at'])
      .where('member_id', '=', memberId)
      .where('kind', 'in', [...kinds])
      .where(sql<boolean>`(tx_id, id) > (${from.txId}::bigint, ${from.eventId}::bigint)`)
      .orderBy('tx_id')
      .orderBy('id')
      .execute();
    return rows.map(toRaw);
  }

  /** When the oldest event a consumer has not applied happened (null: none waiting). */
  async oldestWaiting(db: Db, from: StreamPosition): Promise<Date | null> {
    const row = await db
      .selectFrom('activity_events')
      .select('occurred_at')
      .where(sql<boolean>`(tx_id, id) > (${from.txId}::bigint, ${from.eventId}::bigint)`)
      .orderBy('tx_id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.occurred_at ?? null;
  }

  /** A member's recent facts, newest first (staff views and tests). */
  async forMember(db: Db, memberId: string, since: Date, limit: number): Promise<RawActivity[]> {
    const rows = await db
      .selectFrom('activity_events')
      .select(['id', 'tx_id', 'kind', 'member_id', 'payload', 'occurred_at'])
      .where('member_id', '=', memberId)
      .where('occurred_at', '>=', since)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRaw);
  }
}
