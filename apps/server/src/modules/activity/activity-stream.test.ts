/**
 * The activity stream's promises (DESIGN.md §8): a fact and its event commit together, each
 * consumer sees every committed event once and in order, a failed batch is read again, and an
 * event whose transaction commits late is never skipped (PostgreSQL: needs two connections).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { openDatabase } from '../../platform/db/database.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test-support/test-database.js';
import { ActivityConsumers, appendActivity, type ActivityEvent, type NewActivity } from './index.js';
import { ActivityRepo } from './activity.repo.js';

let database: TestDatabase;
let db: Db;
const clock = new ManualClock(new Date('2026-11-20T10:00:00Z'));
const quiet = { warn: () => undefined, error: () => undefined };
let memberId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const row = await db
    .insertInto('members')
    .values({ mobile: '+260971000001', password_hash: 'x', invite_code: 'ACT001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  memberId = row.id;
});
afterAll(() => database.close());

const signedIn = (n: number): NewActivity => ({
  kind: 'member.signed_in',
  memberId,
  at: new Date(clock.now().getTime() + n),
  payload: { method: `m${n}` },
});

function recorder(name: string) {
  const seen: ActivityEvent[] = [];
  return { seen, consumer: { name, apply: async (_trx: Db, events: readonly ActivityEvent[]) => void seen.push(...events) } };
}

describe('activity stream', () => {
  it('keeps no event of a transaction that rolled back', async () => {
    const r = recorder('rollback');
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(r.consumer);
    await stream.drain();
    await expect(
      db.transaction().execute(async (trx) => {
        await appendActivity(trx, signedIn(1));
        throw new Error('the fact failed');
      }),
    ).rejects.toThrow('the fact failed');
    await stream.drain();
    expect(r.seen).toEqual([]);
  });

  it('refuses a malformed fact in its writer’s transaction, so no consumer ever reads it', async () => {
    const r = recorder('malformed');
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(r.consumer);
    await stream.drain();
    const bad = {
      kind: 'deposit.succeeded' as const,
      memberId,
      at: clock.now(),
      payload: { intentId: 'x', amount: 1, provider: 'p' },
    };
    await expect(db.transaction().execute((trx) => appendActivity(trx, bad))).rejects.toThrow();
    await stream.drain();
    expect(r.seen).toEqual([]);
  });

  it('gives each consumer every event once, in order, from where it stopped', async () => {
    const a = recorder('first');
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(a.consumer);
    await stream.drain();
    a.seen.length = 0;
    await db.transaction().execute((trx) => appendActivity(trx, signedIn(10), signedIn(11)));
    await db.transaction().execute((trx) => appendActivity(trx, signedIn(12)));
    await stream.drain();
    await stream.drain();
    expect(a.seen.map((e) => (e.kind === 'member.signed_in' ? e.payload.method : ''))).toEqual(['m10', 'm11', 'm12']);
    // A consumer registered later starts from the beginning of the stream.
    const late = recorder('late');
    const other = new ActivityConsumers(db, clock, quiet, null);
    other.register(late.consumer);
    await other.drain();
    expect(late.seen.length).toBeGreaterThanOrEqual(3);
    expect(late.seen.at(-1)?.id).toBe(a.seen.at(-1)?.id);
  });

  it('reads a failed batch again and loses nothing', async () => {
    let fail = true;
    const seen: string[] = [];
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register({
      name: 'flaky',
      apply: async (trx, events) => {
        await trx
          .insertInto('activity_cursors')
          .values({ consumer: `side-effect-${events.length}-${seen.length}` })
          .execute();
        if (fail) throw new Error('consumer bug');
        seen.push(...events.map((e) => e.id));
      },
    });
    await db.transaction().execute((trx) => appendActivity(trx, signedIn(20)));
    await stream.runAll();
    expect(seen).toEqual([]);
    // The failed batch's own writes rolled back with it.
    const sideEffects = await db
      .selectFrom('activity_cursors')
      .select('consumer')
      .where('consumer', 'like', 'side-effect-%')
      .execute();
    expect(sideEffects).toEqual([]);
    fail = false;
    // drain, not runAll: on a shared PostgreSQL server another test's open transaction may hold
    // this event behind the horizon for a moment; drain waits for it.
    await stream.drain();
    expect(seen.length).toBeGreaterThan(0);
    const all = await db.selectFrom('activity_events').select('id').orderBy('tx_id').orderBy('id').execute();
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('polls an idle stream without opening any consumer, and runs each consumer that has events', async () => {
    const a = recorder('idle-a');
    const b = recorder('idle-b');
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(a.consumer);
    stream.register(b.consumer);
    await stream.drain();
    const before = { a: a.seen.length, b: b.seen.length };
    const locks = vi.spyOn(ActivityRepo.prototype, 'lockCursor');
    try {
      await stream.runAll();
      expect(locks).not.toHaveBeenCalled();

      await db.transaction().execute((trx) => appendActivity(trx, signedIn(900)));
      // On a shared PostgreSQL server another test's open transaction can hold the horizon back for
      // a moment: until it moves, nothing is due and the poll opens nothing.
      await vi.waitFor(
        async () => {
          await stream.runAll();
          expect(b.seen.length).toBeGreaterThan(before.b);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect([...new Set(locks.mock.calls.map(([, name]) => name))].sort()).toEqual(['idle-a', 'idle-b']);
      expect(a.seen.slice(before.a).map((e) => e.kind)).toEqual(['member.signed_in']);
      expect(b.seen.slice(before.b).map((e) => e.kind)).toEqual(['member.signed_in']);
    } finally {
      locks.mockRestore();
    }
  });

  it('shares one read of each batch among a run’s consumers, each applying from its own cursor once', async () => {
    const ahead = recorder('window-ahead');
    const behind = recorder('window-behind');
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(ahead.consumer);
    stream.register(behind.consumer);
    await stream.drain();
    ahead.seen.length = 0;
    behind.seen.length = 0;
    // `ahead` alone applies three more, so the two cursors differ when the run starts.
    await db.transaction().execute((trx) => appendActivity(trx, signedIn(40), signedIn(41), signedIn(42)));
    const alone = new ActivityConsumers(db, clock, quiet, null);
    alone.register(ahead.consumer);
    await alone.drain();
    const first = ahead.seen.map((e) => e.id);
    // More than two batches of 500, in transactions of ten.
    for (let t = 0; t < 110; t++) {
      await db
        .transaction()
        .execute((trx) => appendActivity(trx, ...Array.from({ length: 10 }, (_, i) => signedIn(1_000 + t * 10 + i))));
    }
    const reads = vi.spyOn(ActivityRepo.prototype, 'readAfter');
    const locks = vi.spyOn(ActivityRepo.prototype, 'lockCursor');
    try {
      await vi.waitFor(
        async () => {
          await stream.runAll();
          expect(behind.seen.length).toBe(1_103);
          expect(ahead.seen.length).toBe(1_103);
        },
        { timeout: 20_000, interval: 20 },
      );
      // On PGlite nothing else holds the horizon: one pass, each batch read once for both.
      if (!testDatabaseUrl()) expect(reads.mock.calls.length).toBeLessThan(locks.mock.calls.length);
    } finally {
      reads.mockRestore();
      locks.mockRestore();
    }
    const all = await db.selectFrom('activity_events').select('id').orderBy('tx_id').orderBy('id').execute();
    const tail = all.slice(-1_103).map((r) => r.id);
    expect(behind.seen.map((e) => e.id)).toEqual(tail);
    expect(ahead.seen.map((e) => e.id)).toEqual(tail);
    expect(first).toEqual(tail.slice(0, 3));
  });

  it('refuses to register one consumer name twice', () => {
    const stream = new ActivityConsumers(db, clock, quiet, null);
    stream.register(recorder('twice').consumer);
    expect(() => stream.register(recorder('twice').consumer)).toThrow(/twice/);
  });
});

describe.skipIf(!testDatabaseUrl())('activity stream with transactions committing out of order', () => {
  it('waits for an earlier transaction instead of skipping its event', async () => {
    const second = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 2 });
    let release: () => void = () => undefined;
    try {
      const r = recorder('out-of-order');
      const stream = new ActivityConsumers(db, clock, quiet, null);
      stream.register(r.consumer);
      await stream.drain();
      r.seen.length = 0;
      const held = new Promise<void>((resolve) => (release = resolve));
      let appended: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (appended = resolve));
      // Transaction A appends first (its id is lower) but commits last.
      const slow = second.db.transaction().execute(async (trx) => {
        await appendActivity(trx, signedIn(30));
        appended();
        await held;
      });
      await started;
      await db.transaction().execute((trx) => appendActivity(trx, signedIn(31)));
      // One run (drain would wait for 31, committed but behind A): nothing is read past A.
      await stream.runAll();
      expect(r.seen).toEqual([]);
      release();
      await slow;
      await stream.drain();
      expect(r.seen.map((e) => (e.kind === 'member.signed_in' ? e.payload.method : ''))).toEqual(['m30', 'm31']);
    } finally {
      release();
      await second.close();
    }
  });
});
