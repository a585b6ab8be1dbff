/**
 * Leader election (ARCHITECTURE.md#processes-and-parts): exactly one node at a time runs the schedulers (payment poller,
 * reconciliation, game loops). The leader is whoever holds a PostgreSQL session advisory lock on a
 * connection it keeps for that purpose; if the connection dies (the process is killed, its socket
 * closes), the database releases the lock at once and another node takes over on its next try,
 * about a second later. The key includes the schema, so separate deployments (and parallel test
 * schemas) sharing one database elect separately.
 *
 * Each new leader takes the next term of the election (leader-terms.ts) and hands it out as its
 * fence. Leadership loss is noticed at the next heartbeat, so for up to one heartbeat a deposed
 * node may still believe it leads: work that must never run twice at once (the crash loop) checks
 * the fence in its writes, and the rest is safe to run twice (the payment poller is: every change
 * goes through conditional updates and idempotent ledger keys).
 *
 * PGlite runs inside one process with one connection (its data directory is locked to it): that
 * process is trivially the leader, and holding its only connection would stall every query, so it
 * takes a term and no lock; a restart takes the next term, so a round the killed process left
 * behind is taken over at once.
 */
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.js';
import { takeTerm, termFence, type LeaderFence } from './leader-terms.js';

export interface LeaderLock {
  isLeader(): boolean;
  /** The fence of this node's current term while it leads, null otherwise. */
  fence(): LeaderFence | null;
  /** Called each time this node gains or loses leadership (so a follower acts at once, not at its next poll). */
  onChange(listener: () => void): void;
  start(): void;
  stop(): Promise<void>;
}

/** The election of one deployment, in leader_terms and in the advisory lock's key. */
export const LEADER_ELECTION = 'nyota-leader';

export interface LeaderLockLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LeaderLockOptions {
  name?: string;
  /** How long a follower waits between attempts (a dead leader is replaced within about this long). */
  retryMs?: number;
  /** How often the leader proves its connection (and so its lock) is alive: how long a deposed leader may not know. */
  heartbeatMs?: number;
  log: LeaderLockLogger;
}

/** Shared by both locks: who leads now, under which term, and who wants to hear of a change. */
class Leadership {
  private current: LeaderFence | null = null;
  private readonly listeners: (() => void)[] = [];

  get fence(): LeaderFence | null {
    return this.current;
  }

  set(fence: LeaderFence | null): void {
    if (fence === this.current) return;
    this.current = fence;
    for (const l of this.listeners) l();
  }

  listen(listener: () => void): void {
    this.listeners.push(listener);
  }
}

export class SingleProcessLeader implements LeaderLock {
  private readonly leadership = new Leadership();
  private starting: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: LeaderLockOptions,
  ) {}

  isLeader(): boolean {
    return this.leadership.fence !== null;
  }
  fence(): LeaderFence | null {
    return this.leadership.fence;
  }
  onChange(listener: () => void): void {
    this.leadership.listen(listener);
  }
  /** Leads as soon as its term is taken (one query). */
  start(): void {
    if (this.starting) return;
    const name = this.opts.name ?? LEADER_ELECTION;
    this.starting = takeTerm(this.db, name).then(
      (term) => {
        if (this.starting) this.leadership.set(termFence(name, term));
      },
      (err: unknown) => this.opts.log.warn({ err, lock: name }, 'leader term not taken: this node does not lead'),
    );
  }
  async stop(): Promise<void> {
    const starting = this.starting;
    this.starting = null;
    await starting;
    this.leadership.set(null);
  }
}

export class AdvisoryLeaderLock implements LeaderLock {
  private readonly leadership = new Leadership();
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
    this.name = opts.name ?? LEADER_ELECTION;
    this.retryMs = opts.retryMs ?? 1_000;
    this.heartbeatMs = opts.heartbeatMs ?? 2_000;
  }

  isLeader(): boolean {
    return this.leadership.fence !== null;
  }

  fence(): LeaderFence | null {
    return this.leadership.fence;
  }

  onChange(listener: () => void): void {
    this.leadership.listen(listener);
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
          try {
            const term = await takeTerm(conn, this.name);
            this.leadership.set(termFence(this.name, term));
            this.opts.log.info({ lock: this.name, term }, 'this node is the leader');
            while (!this.stopping) {
              await this.sleep(this.heartbeatMs);
              await sql`select 1`.execute(conn);
            }
          } finally {
            this.leadership.set(null);
            await sql`select pg_advisory_unlock(hashtext(${this.name} || ':' || current_schema()))`
              .execute(conn)
              .catch(() => undefined);
          }
        });
      } catch (err) {
        this.leadership.set(null);
        this.opts.log.warn({ err, lock: this.name }, 'leader lock lost or unavailable');
      }
      if (!this.stopping) await this.sleep(this.retryMs);
    }
  }
}

export function createLeaderLock(database: Pick<DatabaseHandle, 'db' | 'kind'>, opts: LeaderLockOptions): LeaderLock {
  return database.kind === 'pglite' ? new SingleProcessLeader(database.db, opts) : new AdvisoryLeaderLock(database.db, opts);
}
