/**
 * Group commit of cash-outs. On PostgreSQL each commit waits for a WAL flush (milliseconds, and
 * more on a busy disk), so one transaction per cash-out made a burst of them queue for the pool's
 * connections, one flush each. Here a cash-out joins the next group: the first one of a quiet
 * moment leaves on the next turn of the event loop (with whatever arrived in the same turn), and
 * those that arrive while a group is being written leave together as soon as it has committed
 * (natural batching: no timer, and a group grows only when the database is the bottleneck).
 *
 * Each caller is answered with its own outcome only after its group has committed, so an answer
 * is durable. A group that fails (its transaction rolled back) fails each of its members and no
 * one else; a bet sits in at most one group at a time (the caller keeps a bet's cash-out in flight
 * single), and the write itself skips a bet no longer open, so a retry never pays twice.
 */
import type { BetRow, TimedCashout } from './crash-bets.repo.js';

/** Writes one group in one transaction; returns the bets it cashed out. */
export type WriteCashOuts = (group: readonly TimedCashout[]) => Promise<BetRow[]>;

interface Waiting {
  cashout: TimedCashout;
  resolve(row: BetRow | undefined): void;
  reject(err: unknown): void;
}

/** Enough for a busy round's burst in one statement, small enough to keep one statement short. */
export const MAX_GROUP = 1_000;

export class CashOutBatcher {
  private queue: Waiting[] = [];
  private writing = false;
  private scheduled = false;

  constructor(
    private readonly write: WriteCashOuts,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  /**
   * Resolves once the cash-out's group has committed: with the bet's row if this group cashed it
   * out, undefined if the bet was no longer open. Rejects with the group's error if it failed.
   */
  submit(cashout: TimedCashout): Promise<BetRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ cashout, resolve, reject });
      if (this.writing || this.scheduled) return;
      this.scheduled = true;
      // The next turn of the event loop: requests read in the same turn share the group.
      setImmediate(() => {
        this.scheduled = false;
        void this.drain();
      });
    });
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        await this.flush(group);
      }
    } finally {
      this.writing = false;
    }
  }

  private async flush(group: Waiting[]): Promise<void> {
    let rows: BetRow[];
    try {
      rows = await this.write(group.map((w) => w.cashout));
    } catch (err) {
      for (const w of group) w.reject(err);
      return;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const w of group) w.resolve(byId.get(w.cashout.id));
  }
}
