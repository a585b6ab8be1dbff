import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { recordSql } from '../../../test-support/sql-snapshot.js';
import { HashChainRepo } from './hash-chain.repo.js';

/**
 * The SQL of a chain's life (stored, salted, drawn from, read back), committed in
 * __sql__/hash-chain.sql so a review shows what a change does to it. Each step runs on a real
 * database; see docs/database.md.
 */
describe('hash chain SQL', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('matches __sql__/hash-chain.sql', async () => {
    const t0 = new Date('2026-01-01T12:00:00Z');
    const rec = recordSql(h.db, 'hash-chain.sql.test.ts');
    const repo = new HashChainRepo();
    const id = await rec.step('insertChain (next id under the game lock)', (db) =>
      repo.insertChain(db, 'crash', {
        seed: 'seed',
        terminatingHash: 'hash',
        checkpointEvery: 1000,
        checkpoints: ['seed'],
        announcement: { kind: 'public', source: 'a future public value', expectedAt: t0 },
        hmacScheme: 2,
        length: 10,
        now: t0,
      }),
    );
    await rec.step('setSalt', (db) => repo.setSalt(db, 'crash', id, 'salt', 'public', t0));
    await rec.step('activeChain', (db) => repo.activeChain(db, 'crash'));
    await rec.step('chain', (db) => repo.chain(db, 'crash', id));
    await rec.step('checkpoints', (db) => repo.checkpoints(db, 'crash', id));
    const first = await rec.step('takeNext', (db) => repo.takeNext(db, 'crash', id));
    expect(first).toBe(1);
    await rec.step('state', (db) => repo.state(db, 'crash', id));
    await rec.step('recent', (db) => repo.recent(db, 'crash', 5));

    await expect(rec.text()).toMatchFileSnapshot('./__sql__/hash-chain.sql');
  });
});
