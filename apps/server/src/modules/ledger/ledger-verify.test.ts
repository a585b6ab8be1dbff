import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import type { DatabaseHandle, Db } from '../../platform/db/database.js';
import { LedgerService } from './ledger.service.js';
import { SeamlessWallet } from './seamless-wallet.js';
import { createMembers, fund } from './ledger.test-kit.js';
import { formatLedgerReport, verifyLedger, type LedgerCheck, type LedgerReport } from './ledger-verify.js';

let h: DatabaseHandle;
let ledger: LedgerService;
let members: string[];

beforeAll(async () => {
  h = await createTestDatabase();
  ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
  members = await createMembers(h.db, 3);
  const wallet = new SeamlessWallet(ledger);
  for (const m of members) {
    await fund(ledger, m, 10_000);
    await fund(ledger, m, 50, 'coin');
  }
  // A little of everything: sharded house bets, wins, multi-leg, member to member, markers.
  for (let i = 0; i < 30; i++) {
    const m = members[i % 3]!;
    await wallet.debit(m, 100 + i, { roundId: `r${i}`, txId: `t${i}`, gameId: 'crash' });
    if (i % 3 === 0) await wallet.credit(m, 250, { roundId: `r${i}`, txId: `w${i}`, gameId: 'crash' });
  }
  await wallet.rollback('t1');
  await wallet.rollback('never-seen');
  await ledger.transfer({
    idempotencyKey: `multi:${randomUUID()}`,
    kind: 'bet',
    legs: [
      { from: { member: members[0]!, kind: 'cash' }, to: { system: 'house:wheel', kind: 'cash' }, amount: toMinor(90) },
      { from: { member: members[0]!, kind: 'cash' }, to: { system: 'tax_payable', kind: 'cash' }, amount: toMinor(10) },
      { from: { member: members[1]!, kind: 'coin' }, to: { member: members[2]!, kind: 'coin' }, amount: toMinor(7) },
    ],
    metadata: { roundId: 'm1', note: 'mixed units' },
  });
});
afterAll(async () => {
  await h.close();
});

/** Tampers inside a transaction (triggers off there only) and rolls it all back after verifying. */
async function verifyAfter(tamper: (trx: Db) => Promise<void>): Promise<LedgerReport> {
  let report: LedgerReport | null = null;
  await h.db
    .transaction()
    .execute(async (trx) => {
      await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(trx);
      await sql`alter table ledger_transfers disable trigger ledger_transfers_append_only`.execute(trx);
      await tamper(trx);
      report = await verifyLedger(trx, { pageSize: 7 });
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  if (!report) throw new Error('no report');
  return report;
}
class Rollback extends Error {}

function failing(r: LedgerReport): LedgerCheck[] {
  return (Object.keys(r.violationCounts) as LedgerCheck[]).filter((c) => r.violationCounts[c] > 0).sort();
}

async function someMemberEntry(db: Db, seq: number): Promise<{ id: string; accountId: string }> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.id', 'e.account_id'])
    .where('a.member_id', '=', members[1]!)
    .where('a.kind', '=', 'cash')
    .where('e.seq', '=', String(seq))
    .executeTakeFirstOrThrow();
  return { id: String(row.id), accountId: String(row.account_id) };
}

describe('verifyLedger', () => {
  it('proves a clean ledger, streaming it in small pages', async () => {
    const r = await verifyLedger(h.db, { pageSize: 7 });
    expect(failing(r)).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.counts.transfers).toBeGreaterThan(40);
    expect(r.counts.entries).toBeGreaterThan(80);
    expect(formatLedgerReport(r, 'the test database')).toContain('Ledger OK');
  });

  it('catches an edited entry amount and names the entry', async () => {
    const entry = await someMemberEntry(h.db, 3);
    const r = await verifyAfter(async (trx) => {
      await sql`update ledger_entries set amount = amount - 1 where id = ${entry.id}`.execute(trx);
    });
    expect(r.ok).toBe(false);
    expect(failing(r)).toEqual(['balance_matches_entries', 'chain_intact', 'sum_zero', 'transfer_balanced']);
    const text = formatLedgerReport(r, 'the test database');
    expect(text).toContain(`entry ${entry.id} (seq 3): hash does not match`);
    expect(text).toContain('LEDGER BROKEN');
  });

  it('catches a deleted entry', async () => {
    const entry = await someMemberEntry(h.db, 4);
    const r = await verifyAfter(async (trx) => {
      await sql`delete from ledger_entries where id = ${entry.id}`.execute(trx);
    });
    expect(failing(r)).toEqual(['balance_matches_entries', 'chain_intact', 'sum_zero', 'transfer_balanced']);
    expect(r.violations.some((v) => v.check === 'chain_intact' && v.message.includes('expected seq 4'))).toBe(true);
  });

  it('catches a changed account balance', async () => {
    const entry = await someMemberEntry(h.db, 1);
    const r = await verifyAfter(async (trx) => {
      await sql`update ledger_accounts set balance = balance + 500 where id = ${entry.accountId}`.execute(trx);
    });
    expect(failing(r)).toEqual(['balance_matches_entries', 'sum_zero']);
    expect(r.violations.find((v) => v.check === 'balance_matches_entries')?.message).toMatch(
      /balance \d+ but its entries sum to \d+/,
    );
  });

  it('catches a rewritten transfer (metadata) through its request hash', async () => {
    const r = await verifyAfter(async (trx) => {
      await sql`update ledger_transfers set metadata = '{"roundId":"m2","note":"mixed units"}' where metadata->>'roundId' = 'm1'`.execute(
        trx,
      );
    });
    expect(failing(r)).toEqual(['transfer_content']);
  });

  it('catches an entry moved to another leg of its transfer', async () => {
    const entry = await someMemberEntry(h.db, 2);
    const r = await verifyAfter(async (trx) => {
      await sql`update ledger_entries set leg = leg + 5 where id = ${entry.id}`.execute(trx);
    });
    expect(failing(r)).toContain('transfer_balanced');
    expect(failing(r)).toContain('chain_intact');
  });

  it('catches a negative member balance written around the CHECK', async () => {
    const entry = await someMemberEntry(h.db, 1);
    const r = await verifyAfter(async (trx) => {
      await sql`alter table ledger_accounts drop constraint ledger_accounts_member_not_negative`.execute(trx);
      await sql`update ledger_accounts set balance = -5 where id = ${entry.accountId}`.execute(trx);
    });
    expect(failing(r)).toEqual(['balance_matches_entries', 'no_negative_member', 'sum_zero']);
  });
});
