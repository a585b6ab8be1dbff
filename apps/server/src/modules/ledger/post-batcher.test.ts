import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { LedgerService } from './ledger.service.js';
import { LedgerRepo, type PostArgs } from './ledger.repo.js';
import { PostBatcher } from './post-batcher.js';
import { createMembers, fund } from './ledger.test-kit.js';
import { requestHash } from './canonical.js';

let h: DatabaseHandle;
let ledger: LedgerService;
let member: string;
let memberAccount: string;
let houseAccount: string;

beforeAll(async () => {
  h = await createTestDatabase();
  ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
  [member] = (await createMembers(h.db, 1)) as [string];
  await fund(ledger, member, 1_000_000);
  const repo = new LedgerRepo(h.db);
  memberAccount = await repo.ensureMemberAccount(member, 'cash');
  houseAccount = await repo.ensureSystemAccount('house:batch', 'cash', 0);
});
afterAll(async () => {
  await h.close();
});

function bet(amount: number, from = memberAccount): PostArgs {
  const idempotencyKey = `batch:${randomUUID()}`;
  const legs = [
    { from: { member, kind: 'cash' as const }, to: { system: 'house:batch' as const, kind: 'cash' as const }, amount },
  ];
  return {
    idempotencyKey,
    requestHash: requestHash({ idempotencyKey, kind: 'bet', legs, metadata: {} }),
    kind: 'bet',
    metadataJson: '{}',
    fromIds: [from],
    toIds: [houseAccount],
    amounts: [toMinor(amount)],
  };
}

/** Counts statements sent, to see how many transfers shared one. */
function counting(): { plugin: KyselyPlugin; calls: () => number } {
  let n = 0;
  return {
    plugin: {
      transformQuery: (args) => {
        n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    calls: () => n,
  };
}

describe('PostBatcher', () => {
  it('carries concurrent transfers in a few statements, each with its own result', async () => {
    const c = counting();
    const batcher = new PostBatcher(h.db.withPlugin(c.plugin), { maxInFlight: 1, maxBatch: 32 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => batcher.post(bet(i + 1))));
    expect(results.every((rows) => rows[0]?.status === 'applied')).toBe(true);
    expect(new Set(results.map((rows) => rows[0]?.transferId)).size).toBe(50);
    // The first leaves alone, the rest wait and leave together (at most 32 at a time).
    expect(c.calls()).toBeLessThanOrEqual(3);
    expect(c.calls()).toBeGreaterThanOrEqual(2);
  });

  it('answers each transfer of a batch on its own: an overdraft fails alone', async () => {
    const batcher = new PostBatcher(h.db, { maxInFlight: 1, maxBatch: 32 });
    const [, big, after] = await Promise.all([batcher.post(bet(1)), batcher.post(bet(10_000_000)), batcher.post(bet(2))]);
    expect(big?.[0]?.status).toBe('insufficient');
    expect(after?.[0]?.status).toBe('applied');
  });

  it('when a statement fails as a whole, posts its transfers one by one so only the bad one fails', async () => {
    const c = counting();
    const batcher = new PostBatcher(h.db.withPlugin(c.plugin), { maxInFlight: 1, maxBatch: 32 });
    const outcomes = await Promise.allSettled([
      batcher.post(bet(1)),
      batcher.post(bet(3)),
      batcher.post(bet(4, '999999999')),
      batcher.post(bet(5)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/unknown account/);
    // 1 alone, then the batch of 3 that failed, then its 3 again one by one.
    expect(c.calls()).toBe(5);
  });
});
