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

describe('leader lock', () => {
  it('makes the single PGlite process the leader', async () => {
    const lock = createLeaderLock({ db: null as never, kind: 'pglite' }, { log: quiet });
    expect(lock.isLeader()).toBe(false);
    lock.start();
    expect(lock.isLeader()).toBe(true);
    await lock.stop();
    expect(lock.isLeader()).toBe(false);
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
});
