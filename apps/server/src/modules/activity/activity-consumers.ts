/**
 * Runs the stream's consumers (DESIGN.md §8). Each run of a consumer is one transaction: lock its
 * cursor row, read the next batch, apply it, move the cursor past it. The consumer's effects and
 * its cursor commit together, so an event is applied at most once and, since a failed batch rolls
 * back whole and is read again, at least once. Only the leader runs them (the scheduler's job), and
 * the row lock keeps two runs of one consumer apart even if leadership changes hands mid-run.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Metrics } from '../../platform/observability/metrics.js';
import type { ActivityEvent } from './activity-event.js';
import { ActivityRepo, toActivityEvent, type StreamPosition } from './activity.repo.js';
import { ActivityWindow, compareAt } from './activity-window.js';

export interface ActivityConsumer {
  /** Stable: the cursor's key. */
  name: string;
  /** Applies a batch, oldest first, inside the cursor's transaction; throwing rolls the batch back. */
  apply(trx: Db, events: readonly ActivityEvent[]): Promise<void>;
  /** After the batch committed (pushes); failures are logged, never retried. */
  afterCommit?(events: readonly ActivityEvent[]): Promise<void>;
}

export interface ActivityLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const BATCH = 500;
/** A run's shared window holds at most this many events; a consumer further ahead reads for itself. */
const WINDOW_EVENTS = 20 * BATCH;
/** Consumers run at once by runAll; a pool has 10 connections by default. */
const SIDE_BY_SIDE = 3;

export class ActivityConsumers {
  private readonly consumers: ActivityConsumer[] = [];
  private readonly repo = new ActivityRepo();
  private readonly lag;
  private readonly applied;
  private readonly failures;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: ActivityLogger,
    metrics: Metrics | null,
  ) {
    this.lag = metrics?.gauge('activity_consumer_lag_seconds', 'Age of the oldest event a consumer has not applied', [
      'consumer',
    ]);
    this.applied = metrics?.counter('activity_events_applied_total', 'Events applied per consumer', ['consumer']);
    this.failures = metrics?.counter('activity_consumer_failures_total', 'Batches rolled back per consumer', ['consumer']);
  }

  register(consumer: ActivityConsumer): void {
    if (this.consumers.some((c) => c.name === consumer.name)) throw new Error(`consumer ${consumer.name} registered twice`);
    this.consumers.push(consumer);
  }

  names(): string[] {
    return this.consumers.map((c) => c.name);
  }

  /**
   * Every consumer catches up, batch after batch, for at most `budgetMs` each; what is left waits
   * for the next run. A consumer that fails is logged and left where it was; the others go on.
   */
  async runAll(budgetMs = 500): Promise<void> {
    // A few side by side: each has its own cursor and transaction, so one slow consumer does not
    // hold back the others' lag; capped so the job never takes most of the pool's connections from
    // the requests (on PGlite the one connection takes them in turn anyway).
    const { due, from } = await this.dueConsumers();
    // One read of each batch for all of them (activity-window.ts), from the lowest cursor.
    const window = from ? new ActivityWindow(from, BATCH, WINDOW_EVENTS) : null;
    const runner = async () => {
      for (let c = due.shift(); c; c = due.shift()) await this.catchUp(c, budgetMs, window);
    };
    await Promise.all(Array.from({ length: SIDE_BY_SIDE }, runner));
  }

  /**
   * The consumers with something to read (or no cursor yet) and the lowest cursor among them; the
   * lag of the others is set from the same read, so a poll of an idle stream is one query.
   */
  private async dueConsumers(): Promise<{ due: ActivityConsumer[]; from: StreamPosition | null }> {
    const standing = new Map((await this.repo.standing(this.db, this.names())).map((s) => [s.consumer, s]));
    let from: StreamPosition | null = null;
    const due = this.consumers.filter((c) => {
      const s = standing.get(c.name);
      if (s === undefined) return true;
      if (!s.due) {
        this.setLag(c, s.oldest);
        return false;
      }
      if (from === null || compareAt(s.at, from) < 0) from = s.at;
      return true;
    });
    return { due, from };
  }

  private async catchUp(consumer: ActivityConsumer, budgetMs: number, window: ActivityWindow | null): Promise<void> {
    const started = Date.now();
    try {
      while ((await this.runBatch(consumer, window)) === BATCH && Date.now() - started < budgetMs);
    } catch (err) {
      this.failures?.inc({ consumer: consumer.name });
      this.log.error({ err, consumer: consumer.name }, 'activity consumer failed; it retries from its cursor');
    }
    await this.measureLag(consumer);
  }

  /**
   * Until every consumer has applied everything committed before the call (tests, shutdown). An
   * event committed before the call can still sit behind the horizon while an older transaction
   * runs (any database's, on a shared PostgreSQL server, or a consumer's own batch in the leader
   * job), so a consumer that reads nothing is asked again until none of those events is left.
   */
  async drain(timeoutMs = 10_000): Promise<void> {
    const upTo = await this.repo.lastEventId(this.db);
    const until = Date.now() + timeoutMs;
    for (const consumer of this.consumers) {
      for (;;) {
        if ((await this.runBatch(consumer)) > 0) continue;
        if (upTo === null || !(await this.repo.waitingUpTo(this.db, consumer.name, upTo))) break;
        if (Date.now() > until) throw new Error(`activity consumer ${consumer.name}: events still behind the horizon`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  /** One batch of one consumer; the number of events read (applied or skipped by the consumer). */
  private async runBatch(consumer: ActivityConsumer, window: ActivityWindow | null = null): Promise<number> {
    const outcome = await this.db.transaction().execute(async (trx) => {
      const from = await this.repo.lockCursor(trx, consumer.name);
      const events = window
        ? await window.next(trx, from, BATCH)
        : (await this.repo.readAfter(trx, from, BATCH)).map(toActivityEvent);
      const last = events.at(-1);
      if (!last) return { events: [], read: 0 };
      await consumer.apply(trx, events);
      const to: StreamPosition = { txId: last.txId, eventId: last.id };
      await this.repo.advanceCursor(trx, consumer.name, to, this.clock.now());
      return { events, read: events.length };
    });
    if (outcome.read > 0) {
      this.applied?.inc({ consumer: consumer.name }, outcome.read);
      await this.after(consumer, outcome.events);
    }
    return outcome.read;
  }

  private async after(consumer: ActivityConsumer, events: readonly ActivityEvent[]): Promise<void> {
    if (!consumer.afterCommit) return;
    try {
      await consumer.afterCommit(events);
    } catch (err) {
      this.log.warn({ err, consumer: consumer.name }, 'activity consumer push failed');
    }
  }

  private async measureLag(consumer: ActivityConsumer): Promise<void> {
    if (!this.lag) return;
    this.setLag(consumer, await this.repo.oldestWaiting(this.db, await this.repo.readCursor(this.db, consumer.name)));
  }

  private setLag(consumer: ActivityConsumer, oldest: Date | null): void {
    const seconds = oldest ? Math.max(0, (this.clock.now().getTime() - oldest.getTime()) / 1000) : 0;
    this.lag?.set({ consumer: consumer.name }, seconds);
  }
}
