import { toMinor } from '@nyota/contract/money/minor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { recordSql } from '../../test-support/sql-snapshot.js';
import { LedgerVerifyRepo } from './ledger-verify.repo.js';
import { LedgerRepo } from './ledger.repo.js';
import { createMembers } from './ledger.test-kit.js';

/**
 * The SQL the ledger's repositories send, committed in __sql__/ledger.sql so a review shows what a
 * change does to it. Each step runs on a real database; see docs/database.md.
 */
describe('ledger SQL', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('matches __sql__/ledger.sql', async () => {
    const [memberId = ''] = await createMembers(h.db, 1);
    const rec = recordSql(h.db, 'ledger.sql.test.ts');
    const ledger = new LedgerRepo(rec.db);
    const verify = new LedgerVerifyRepo(rec.db);

    const cash = await rec.step('ensureMemberAccount: a new account', () => ledger.ensureMemberAccount(memberId, 'cash'));
    await rec.step('ensureMemberAccount: the account exists', () => ledger.ensureMemberAccount(memberId, 'cash'));
    const clearing = await rec.step('ensureSystemAccount: a new shard', () =>
      ledger.ensureSystemAccount('clearing:test', 'cash', 0),
    );
    const [[posted] = []] = await rec.step('post: a batch of one transfer (ledger_post)', () =>
      ledger.post([
        {
          idempotencyKey: 'sql-snapshot:deposit',
          requestHash: 'sql-snapshot',
          kind: 'deposit',
          metadataJson: '{}',
          fromIds: [clearing],
          toIds: [cash],
          amounts: [toMinor(500)],
        },
      ]),
    );
    expect(posted?.status).toBe('applied');
    const transferId = posted?.transferId ?? '';

    await rec.step('memberBalances', () => ledger.memberBalances(memberId));
    await rec.step('systemBalance', () => ledger.systemBalance('clearing:test', 'cash'));
    await rec.step('transferByKey', () => ledger.transferByKey('sql-snapshot:deposit'));
    await rec.step('entriesOf', () => ledger.entriesOf(transferId));
    const [newest] = await rec.step('history: first page', () => ledger.history(memberId, 'cash', null, 20));
    await rec.step('history: the page before an entry', () => ledger.history(memberId, 'cash', newest?.id ?? '0', 20));

    await rec.step('verify: counts', () => verify.counts());
    await rec.step('verify: balanceSumsByUnit', () => verify.balanceSumsByUnit());
    await rec.step('verify: entrySumsByUnit', () => verify.entrySumsByUnit());
    await rec.step('verify: accountsAfter', () => verify.accountsAfter(0n, 100));
    await rec.step('verify: entriesAfter', () => verify.entriesAfter(BigInt(cash), 0n, 100));
    await rec.step('verify: transfersAfter', () => verify.transfersAfter(0n, 100));
    await rec.step('verify: legEntriesBetween', () => verify.legEntriesBetween(BigInt(transferId), BigInt(transferId)));

    await expect(rec.text()).toMatchFileSnapshot('./__sql__/ledger.sql');
  });
});
