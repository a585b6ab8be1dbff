import { toMinor } from '@nyota/contract/money/minor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { recordSql } from '../../test-support/sql-snapshot.js';
import { createMembers } from '../ledger/ledger.test-kit.js';
import { IntentsRepo } from './intents.repo.js';

/**
 * The SQL of payment intents (creation, the status door, lookups, the worker's lists, provider
 * events), committed in __sql__/payments.sql so a review shows what a change does to it. Each step
 * runs on a real database; see docs/database.md.
 */
describe('payments SQL', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('matches __sql__/payments.sql', async () => {
    const [memberId = ''] = await createMembers(h.db, 1);
    const channel = await h.db
      .selectFrom('pay_channels')
      .select('id')
      .where('direction', '=', 'withdraw')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = new Date('2026-01-01T12:00:00Z');
    const id = '00000000-0000-4000-8000-000000000001';
    const rec = recordSql(h.db, 'payments.sql.test.ts');
    const intents = new IntentsRepo();

    await rec.step('lockMember + insert (one transaction)', (db) =>
      db.transaction().execute(async (trx) => {
        await intents.lockMember(trx, memberId);
        await intents.insert(trx, {
          id,
          memberId,
          direction: 'withdraw',
          amount: toMinor(10_000),
          providerAmount: toMinor(9_500),
          fee: toMinor(500),
          tax: toMinor(0),
          subsidy: toMinor(0),
          currency: 'ZMW',
          country: 'zm',
          msisdn: '260970000001',
          operator: 'AIRTEL',
          channelId: channel.id,
          provider: 'sandbox',
          payItemId: null,
          note: '',
          lang: 'en',
          reviewStatus: 'pending',
          expiresAt: null,
          nextCheckAt: now,
          now,
        });
      }),
    );
    await rec.step('find', (db) => intents.find(db, id));
    await rec.step('findForMember', (db) => intents.findForMember(db, id, memberId));
    await rec.step('findMany', (db) => intents.findMany(db, [id]));
    await rec.step('decideReview', (db) => intents.decideReview(db, id, 'approved', 'staff-1', 'ok', now, now));
    await rec.step('transition: to SUBMITTED with a provider reference', (db) =>
      intents.transition(db, id, 'SUBMITTED', { providerRef: 'ref-1', submitCount: 1, submittedAt: now }, now),
    );
    await rec.step('updateOpen: schedule the next status check', (db) =>
      intents.updateOpen(db, id, { attempts: 1, nextCheckAt: now, lastCheckedAt: now }, now),
    );
    await rec.step('setFlags', (db) => intents.setFlags(db, id, { attention: 'slow', manualSince: now }, now));
    await rec.step('lists.due', (db) => intents.lists.due(db, now, 50));
    await rec.step('lists.flagManual', (db) => intents.lists.flagManual(db, now, now));
    await rec.step('lists.manualQueue', (db) => intents.lists.manualQueue(db));
    await rec.step('lists.reviewQueue', (db) => intents.lists.reviewQueue(db));
    await rec.step('lists.forProviderBetween', (db) => intents.lists.forProviderBetween(db, 'sandbox', now, now));
    await rec.step('transition: to SUCCEEDED', (db) =>
      intents.transition(db, id, 'SUCCEEDED', { providerTxnId: 'txn-1', finalizedAt: now }, now),
    );
    await rec.step('events.insert', (db) =>
      intents.events.insert(db, { intentId: id, provider: 'sandbox', source: 'callback', summary: 'ok', payload: {}, now }),
    );
    await rec.step('events.ofIntent', (db) => intents.events.ofIntent(db, id));
    await rec.step('openDeposit', (db) => intents.openDeposit(db, memberId));
    await rec.step('expireDeposits: one member', (db) => intents.expireDeposits(db, now, memberId));
    await rec.step('sumSince', (db) => intents.sumSince(db, memberId, 'withdraw', now));
    await rec.step('withholdingHistory', (db) => intents.withholdingHistory(db, memberId));
    const last = await rec.step('lastSuccessfulWithdrawal', (db) => intents.lastSuccessfulWithdrawal(db, memberId, channel.id));
    expect(last?.status).toBe('SUCCEEDED');

    await expect(rec.text()).toMatchFileSnapshot('./__sql__/payments.sql');
  });
});
