import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test-support/test-database.js';
import { AdvisoryLeaderLock, createLeaderLock, type LeaderLock } from './leader-lock.js';

const quiet = { info: () => undefined, warn: () => undefined };

async function until(cond: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('leader lock on PGlite', () => {
  let h: TestDatabase;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('makes the single process the leader under a new term each start, fencing out the one before', async () => {
    const name = `pglite-${randomUUID()}`;
    const killed = createLeaderLock({ db: h.db, kind: 'pglite' }, { log: quiet, name });
    expect(killed.isLeader()).toBe(false);
    killed.start();
    await until(() => killed.isLeader());
    const old = killed.fence();
    // The process is killed (no stop()) and started again on the same data directory.
    const restarted = createLeaderLock({ db: h.db, kind: 'pglite' }, { log: quiet, name });
    const changes: boolean[] = [];
    restarted.onChange(() => changes.push(restarted.isLeader()));
    restarted.start();
    await until(() => restarted.isLeader());
    expect(restarted.fence()?.term).toBe((old?.term ?? 0) + 1);
    expect(await restarted.fence()?.holds(h.db)).toBe(true);
    expect(await old?.holds(h.db)).toBe(false);
    await restarted.stop();
    expect([restarted.isLeader(), restarted.fence()]).toEqual([false, null]);
    expect(changes).toEqual([true, false]);
    await killed.stop();
  });
});

describe.runIf(testDatabaseUrl())('leader lock on PostgreSQL', () => {
  let a: TestDatabase;
  let b: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    a = await createTestDatabase();
    // A second node on the same database (same deployment), and a node of another deployment.
    b = await openDatabase({ databaseUrl: a.url, dataDir: null, poolSize: 2 });
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await other.close();
  });

  it('elects exactly one node per deployment and hands over when the leader stops', async () => {
    const opts = { log: quiet, retryMs: 50, heartbeatMs: 50 };
    const first: LeaderLock = new AdvisoryLeaderLock(a.db, opts);
    const second: LeaderLock = new AdvisoryLeaderLock(b.db, opts);
    const elsewhere: LeaderLock = new AdvisoryLeaderLock(other.db, opts);
    first.start();
    await until(() => first.isLeader());
    second.start();
    elsewhere.start();
    await until(() => elsewhere.isLeader());
    await new Promise((r) => setTimeout(r, 300));
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);

    await first.stop();
    await until(() => second.isLeader());
    expect(first.isLeader()).toBe(false);
    await second.stop();
    await elsewhere.stop();
  });

  it('hands over within a retry when the leader stops renewing (its connection dies), and fences it out', async () => {
    const name = `handover-${randomUUID()}`;
    // The dead leader's heartbeat is far off: it has not noticed yet when the follower takes over.
    const leader = new AdvisoryLeaderLock(a.db, { log: quiet, name, retryMs: 50, heartbeatMs: 60_000 });
    const follower = new AdvisoryLeaderLock(b.db, { log: quiet, name, retryMs: 50, heartbeatMs: 50 });
    leader.start();
    await until(() => leader.isLeader());
    follower.start();
    const deposed = leader.fence();
    expect(await deposed?.holds(a.db)).toBe(true);

    // As a kill -9 does: the leader's session ends and PostgreSQL releases its lock at once.
    const killed = await sql<{ done: boolean }>`
      select pg_terminate_backend(pid) as done from pg_locks
      where locktype = 'advisory' and granted
        and objid::text::bigint = (hashtext(${name} || ':' || current_schema())::bigint & 4294967295)`.execute(b.db);
    expect(killed.rows).toEqual([{ done: true }]);
    await until(() => follower.isLeader());
    expect(follower.fence()?.term).toBe((deposed?.term ?? 0) + 1);
    // The old leader still believes it leads (its heartbeat has not run), but its fence no longer holds.
    expect(leader.isLeader()).toBe(true);
    expect(await deposed?.holds(a.db)).toBe(false);
    expect(await follower.fence()?.holds(b.db)).toBe(true);
    await follower.stop();
    await leader.stop();
    expect(leader.isLeader()).toBe(false);
  });
});
