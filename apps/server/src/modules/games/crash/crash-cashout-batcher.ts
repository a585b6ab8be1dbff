/**
 * Group commit of cash-outs. On PostgreSQL each commit waits for a WAL flush (milliseconds, and
 * more on a busy disk), so one transaction per cash-out made a burst of them queue for the pool's
 * connections, one flush each. Here a cash-out joins the next group: a group leaves on the next
 * turn of the event loop (with whatever arrived in the same turn) when fewer than `maxInFlight`
 * groups are being written, else as soon as one of them has committed, with everything that
 * arrived meanwhile (natural batching: no timer, and groups grow only when the database is the
 * bottleneck). Groups in flight at once lock different bets, and each pays its wins from one
 * shard of the house (ledger transferMany), so they seldom wait for each other.
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

export interface BatcherOptions {
  /** Groups being written at once (each holds a connection of the pool). */
  maxInFlight: number;
  /** Cash-outs per group at most. */
  maxGroup: number;
}

/**
 * A few groups at once keep a burst moving while one waits for its flush, and leave most of the
 * pool's connections to the rest of the server; a group of a busy round's burst stays one short statement.
 */
export const DEFAULT_BATCHING: BatcherOptions = { maxInFlight: 3, maxGroup: 1_000 };

export class CashOutBatcher {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: WriteCashOuts,
    private readonly opts: BatcherOptions = DEFAULT_BATCHING,
  ) {}

  /**
   * Resolves once the cash-out's group has committed: with the bet's row if this group cashed it
   * out, undefined if the bet was no longer open. Rejects with the group's error if it failed.
   */
  submit(cashout: TimedCashout): Promise<BetRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ cashout, resolve, reject });
      if (this.scheduled || this.inFlight >= this.opts.maxInFlight) return;
      this.scheduled = true;
      // The next turn of the event loop: requests read in the same turn share the group.
      setImmediate(() => {
        this.scheduled = false;
        this.pump();
      });
    });
  }

  private pump(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, this.opts.maxGroup);
      this.inFlight += 1;
      void this.flush(group).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
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
