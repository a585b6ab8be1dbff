/**
 * Groups concurrent transfers into one ledger_post call (reliability-and-security.md §2.3, lever 2:
 * batching postings per database transaction, as TigerBeetle does). A request posts at once when a
 * slot is free; under load, requests that arrive while every slot is busy leave together in the
 * next call, so one statement and one commit carry many transfers. Each transfer keeps its own
 * outcome: ledger_post refuses an overdraft or answers a known key per transfer, never per batch.
 *
 * Should a batch fail as a whole (an error raised inside the statement, which rolled back all of
 * it), its transfers are posted again one by one so each caller gets its own answer. A failure
 * with no SQLSTATE (the connection dropped: commit unknown) is passed to every caller instead;
 * their retries under the same keys are safe.
 */
import type { Db } from '../../platform/db/database.js';
import { LedgerRepo, type PostArgs, type PostedRow } from './ledger.repo.js';

interface Waiting {
  args: PostArgs;
  resolve(rows: PostedRow[]): void;
  reject(err: unknown): void;
}

export interface PostBatcherOptions {
  /** ledger_post calls in flight at once (each holds a connection). */
  maxInFlight: number;
  /** Transfers per call at most. */
  maxBatch: number;
}

export class PostBatcher {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: PostBatcherOptions,
  ) {}

  post(args: PostArgs): Promise<PostedRow[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ args, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.opts.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    const repo = new LedgerRepo(this.db);
    try {
      const results = await repo.post(batch.map((w) => w.args));
      batch.forEach((w, i) => w.resolve(results[i] ?? []));
    } catch (err) {
      if (batch.length === 1 || !hasSqlState(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) {
        try {
          const [rows] = await repo.post([w.args]);
          w.resolve(rows ?? []);
        } catch (single) {
          w.reject(single);
        }
      }
    }
  }
}

function hasSqlState(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = (err as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
