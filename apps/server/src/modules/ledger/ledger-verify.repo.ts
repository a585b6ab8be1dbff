/**
 * Reads for the ledger verifier: whole-table aggregates, and keyset-paged streams so a ledger of
 * any size is checked in constant memory.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { MemberAccountKind } from './ledger.api.js';

type Big = string | number | bigint;

export interface VerifyAccountRow {
  id: bigint;
  memberId: string | null;
  systemName: string | null;
  kind: MemberAccountKind;
  isSystem: boolean;
  balance: bigint;
  entrySeq: bigint;
  lastEntryHash: string;
}

export interface VerifyEntryRow {
  id: string;
  accountId: bigint;
  transferId: string;
  requestHash: string;
  seq: bigint;
  leg: number;
  amount: bigint;
  balanceAfter: bigint;
  hash: string;
  createdMs: number;
}

export interface VerifyTransferRow {
  id: bigint;
  idempotencyKey: string;
  kind: string;
  requestHash: string;
  metadata: Record<string, unknown>;
}

export interface VerifyLegEntryRow {
  transferId: bigint;
  entryId: string;
  leg: number;
  amount: bigint;
  memberId: string | null;
  systemName: string | null;
  kind: MemberAccountKind;
}

const big = (v: Big): bigint => BigInt(v);
const strOrNull = (v: Big | null): string | null => (v === null ? null : String(v));

export class LedgerVerifyRepo {
  constructor(private readonly db: Db) {}

  async counts(): Promise<{ accounts: number; transfers: number; entries: number }> {
    const { rows } = await sql<{ accounts: Big; transfers: Big; entries: Big }>`
      select (select count(*) from ledger_accounts) as accounts,
             (select count(*) from ledger_transfers) as transfers,
             (select count(*) from ledger_entries) as entries`.execute(this.db);
    const r = rows[0];
    return { accounts: Number(r?.accounts ?? 0), transfers: Number(r?.transfers ?? 0), entries: Number(r?.entries ?? 0) };
  }

  async balanceSumsByUnit(): Promise<{ kind: string; total: bigint }[]> {
    const { rows } = await sql<{ kind: string; total: Big }>`
      select kind, sum(balance) as total from ledger_accounts group by kind order by kind`.execute(this.db);
    return rows.map((r) => ({ kind: r.kind, total: big(r.total) }));
  }

  async entrySumsByUnit(): Promise<{ kind: string; total: bigint }[]> {
    const { rows } = await sql<{ kind: string; total: Big }>`
      select a.kind, sum(e.amount) as total
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by a.kind order by a.kind`.execute(this.db);
    return rows.map((r) => ({ kind: r.kind, total: big(r.total) }));
  }

  async accountsAfter(afterId: bigint, limit: number): Promise<VerifyAccountRow[]> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['id', 'member_id', 'system_name', 'kind', 'is_system', 'balance', 'entry_seq', 'last_entry_hash'])
      .where('id', '>', afterId.toString())
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: big(r.id),
      memberId: strOrNull(r.member_id),
      systemName: r.system_name,
      kind: r.kind,
      isSystem: r.is_system,
      balance: big(r.balance),
      entrySeq: big(r.entry_seq),
      lastEntryHash: r.last_entry_hash,
    }));
  }

  /** Entries in (account, seq) order after the given position, with their transfer's request hash. */
  async entriesAfter(accountId: bigint, seq: bigint, limit: number): Promise<VerifyEntryRow[]> {
    const { rows } = await sql<{
      id: Big;
      account_id: Big;
      transfer_id: Big;
      request_hash: string;
      seq: Big;
      leg: number;
      amount: Big;
      balance_after: Big;
      hash: string;
      created_at: Date;
    }>`
      select e.id, e.account_id, e.transfer_id, t.request_hash, e.seq, e.leg, e.amount, e.balance_after, e.hash, e.created_at
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
      where (e.account_id, e.seq) > (${accountId.toString()}::bigint, ${seq.toString()}::bigint)
      order by e.account_id, e.seq
      limit ${limit}`.execute(this.db);
    return rows.map((r) => ({
      id: String(r.id),
      accountId: big(r.account_id),
      transferId: String(r.transfer_id),
      requestHash: r.request_hash,
      seq: big(r.seq),
      leg: r.leg,
      amount: big(r.amount),
      balanceAfter: big(r.balance_after),
      hash: r.hash,
      createdMs: r.created_at.getTime(),
    }));
  }

  async transfersAfter(afterId: bigint, limit: number): Promise<VerifyTransferRow[]> {
    const rows = await this.db
      .selectFrom('ledger_transfers')
      .select(['id', 'idempotency_key', 'kind', 'request_hash', 'metadata'])
      .where('id', '>', afterId.toString())
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: big(r.id),
      idempotencyKey: r.idempotency_key,
      kind: r.kind,
      requestHash: r.request_hash,
      metadata: r.metadata,
    }));
  }

  async legEntriesBetween(firstTransferId: bigint, lastTransferId: bigint): Promise<VerifyLegEntryRow[]> {
    const rows = await this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.transfer_id', 'e.id', 'e.leg', 'e.amount', 'a.member_id', 'a.system_name', 'a.kind'])
      .where('e.transfer_id', '>=', firstTransferId.toString())
      .where('e.transfer_id', '<=', lastTransferId.toString())
      .orderBy('e.transfer_id')
      .orderBy('e.leg')
      .orderBy('e.amount')
      .execute();
    return rows.map((r) => ({
      transferId: big(r.transfer_id),
      entryId: String(r.id),
      leg: r.leg,
      amount: big(r.amount),
      memberId: strOrNull(r.member_id),
      systemName: r.system_name,
      kind: r.kind,
    }));
  }
}
