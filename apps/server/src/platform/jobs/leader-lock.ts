/**
 * Leader election (ARCHITECTURE.md#processes-and-parts): exactly one node at a time runs the schedulers (payment poller,
 * reconciliation, game loops). The leader is whoever holds a PostgreSQL session advisory lock on a
 * connection it keeps for that purpose; if the connection dies, the database releases the lock and
 * another node takes over on its next try. The key includes the schema, so separate deployments
 * (and parallel test schemas) sharing one database elect separately.
 *
 * Leadership loss is noticed at the next heartbeat, so for up to one heartbeat two nodes may both
 * believe they lead. Jobs must therefore be safe to run twice (the payment poller is: every change
 * goes through conditional updates and idempotent ledger keys); the lock keeps that rare.
 *
 * PGlite runs inside one process with one connection: that process is trivially the leader, and
 * holding its only connection would stall every query, so it gets no lock at all.
 */
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.js';

export interface LeaderLock {
  isLeader(): boolean;
  start(): void;
  stop(): Promise<void>;
}

export interface LeaderLockLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LeaderLockOptions {
  name?: string;
  /** How long a follower waits between attempts. */
  retryMs?: number;
  /** How often the leader proves its connection (and so its lock) is alive. */
  heartbeatMs?: number;
  log: LeaderLockLogger;
}

export class SingleProcessLeader implements LeaderLock {
  private running = false;
  isLeader(): boolean {
    return this.running;
  }
  start(): void {
    this.running = true;
  }
  async stop(): Promise<void> {
    this.running = false;
  }
}

export class AdvisoryLeaderLock implements LeaderLock {
  private leader = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly name: string;
  private readonly retryMs: number;
  private readonly heartbeatMs: number;

  constructor(
    private readonly db: Db,
    private readonly opts: LeaderLockOptions,
  ) {
    this.name = opts.name ?? 'nyota-leader';
    this.retryMs = opts.retryMs ?? 5_000;
    this.heartbeatMs = opts.heartbeatMs ?? 5_000;
  }

  isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Sleeps, or returns early when stop() wakes it. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        // One pooled connection held for as long as we lead: the lock lives and dies with it.
        await this.db.connection().execute(async (conn) => {
          const { rows } = await sql<{ ok: boolean }>`
            select pg_try_advisory_lock(hashtext(${this.name} || ':' || current_schema())) as ok`.execute(conn);
          if (!rows[0]?.ok) return;
          this.leader = true;
          this.opts.log.info({ lock: this.name }, 'this node is the leader');
          try {
            while (!this.stopping) {
              await this.sleep(this.heartbeatMs);
              await sql`select 1`.execute(conn);
            }
          } finally {
            this.leader = false;
            await sql`select pg_advisory_unlock(hashtext(${this.name} || ':' || current_schema()))`
              .execute(conn)
              .catch(() => undefined);
          }
        });
      } catch (err) {
        this.leader = false;
        this.opts.log.warn({ err, lock: this.name }, 'leader lock lost or unavailable');
      }
      if (!this.stopping) await this.sleep(this.retryMs);
    }
  }
}

export function createLeaderLock(database: Pick<DatabaseHandle, 'db' | 'kind'>, opts: LeaderLockOptions): LeaderLock {
  return database.kind === 'pglite' ? new SingleProcessLeader() : new AdvisoryLeaderLock(database.db, opts);
}
