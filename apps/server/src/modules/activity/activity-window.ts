/**
 * One read of the stream shared by every consumer of a run of the leader's job
 * (docs/activity-stream.md#reading-consumers). Each consumer used to read and parse its batch
 * itself, the same 500 events six times over; the window reads them once and hands each consumer
 * the events after its own cursor.
 *
 * Why a slice of the window is exactly what the consumer's own read would return: the window holds
 * the events after `from` up to its last one, read in stream order below the horizon. Every event at
 * or before that last one belongs to a transaction older than a horizon, which has ended, so that
 * part of the stream can no longer change: no event can appear in it later. A consumer's cursor is
 * still locked in its own transaction, and it applies the events after that cursor in order, once.
 */
import type { Db } from '../../platform/db/database.js';
import type { ActivityEvent } from './activity-event.js';
import { ActivityRepo, toActivityEvent, type StreamPosition } from './activity.repo.js';

/** Stream order: by transaction id, then event id (both bigint, as decimal text). */
export function compareAt(a: StreamPosition, b: StreamPosition): number {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const id = BigInt(a.eventId) - BigInt(b.eventId);
  return id === 0n ? 0 : id < 0n ? -1 : 1;
}

const positionOf = (e: ActivityEvent): StreamPosition => ({ txId: e.txId, eventId: e.id });

export class ActivityWindow {
  private readonly events: ActivityEvent[] = [];
  private readonly repo = new ActivityRepo();

  /**
   * @param from where the window starts (the lowest cursor of the run's consumers)
   * @param readSize events per read (a consumer batch)
   * @param maxEvents past this many held, a consumer reads for itself (memory stays bounded)
   */
  constructor(
    private readonly from: StreamPosition,
    private readonly readSize: number,
    private readonly maxEvents: number,
  ) {}

  /** The next (at most) `n` events after `at`, below the horizon, in stream order; reads in `trx` when needed. */
  async next(trx: Db, at: StreamPosition, n: number): Promise<ActivityEvent[]> {
    if (compareAt(at, this.from) < 0) return this.readOwn(trx, at, n);
    for (;;) {
      const have = this.after(at, n);
      if (have.length === n) return have;
      if (this.events.length >= this.maxEvents) return this.readOwn(trx, at, n);
      const end = this.end();
      const rows = await this.repo.readAfter(trx, end, this.readSize);
      // Another consumer may have extended the window while this read ran: then look again.
      if (compareAt(end, this.end()) !== 0) continue;
      for (const r of rows) this.events.push(toActivityEvent(r));
      if (rows.length < this.readSize) return this.after(at, n);
    }
  }

  private end(): StreamPosition {
    const last = this.events.at(-1);
    return last ? positionOf(last) : this.from;
  }

  /** The held events after `at` (binary search: the window is in stream order). */
  private after(at: StreamPosition, n: number): ActivityEvent[] {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const e = this.events[mid];
      if (e && compareAt(positionOf(e), at) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return this.events.slice(lo, lo + n);
  }

  private async readOwn(trx: Db, at: StreamPosition, n: number): Promise<ActivityEvent[]> {
    return (await this.repo.readAfter(trx, at, n)).map(toActivityEvent);
  }
}
