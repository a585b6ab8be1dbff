/**
 * Ledger SQL. Balances change only through ledger_post (migration 0003), called here; the rest
 * creates accounts and reads. The drivers return BIGINT as string (pg) or number (PGlite), so
 * values are normalised here; amounts and balances become `Minor` through its checking constructor.
 */
import { minorFrom, type Minor } from '@nyota/contract/money/minor';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { MemberAccountKind } from './ledger.api.js';

export type PostStatus = 'applied' | 'exists' | 'insufficient';

/** One row of ledger_post's answer; a transfer gets one row, or one per member account it touched. */
export interface PostedRow {
  status: PostStatus;
  transferId: string | null;
  createdAt: Date | null;
  requestHash: string | null;
  memberId: string | null;
  kind: MemberAccountKind | null;
  balance: Minor | null;
}

/** A transfer ready to post: accounts resolved to row ids (shards chosen). */
export interface PostArgs {
  idempotencyKey: string;
  requestHash: string;
  kind: string;
  metadataJson: string;
  fromIds: string[];
  toIds: string[];
  amounts: Minor[];
}

export interface StoredTransferRow {
  id: string;
  idempotencyKey: string;
  kind: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface StoredEntryRow {
  leg: number;
  amount: Minor;
  memberId: string | null;
  systemName: string | null;
  kind: MemberAccountKind;
}

export interface HistoryRow {
  id: string;
  transferId: string;
  transferKind: string;
  amount: Minor;
  balanceAfter: Minor;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

type Big = string | number | bigint;
const str = (v: Big | null): string | null => (v === null ? null : String(v));

export class LedgerRepo {
  constructor(private readonly db: Db) {}

  /** The account's id, creating it at zero if it does not exist yet (safe under races). */
  async ensureMemberAccount(memberId: string, kind: MemberAccountKind): Promise<string> {
    const inserted = await this.db
      .insertInto('ledger_accounts')
      .values({ member_id: memberId, kind, is_system: false })
      .onConflict((oc) => oc.constraint('ledger_accounts_member_kind').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return String(inserted.id);
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async ensureSystemAccount(name: string, kind: MemberAccountKind, shard: number): Promise<string> {
    const inserted = await this.db
      .insertInto('ledger_accounts')
      .values({ system_name: name, kind, shard, is_system: true })
      .onConflict((oc) => oc.constraint('ledger_accounts_system_kind_shard').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return String(inserted.id);
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('system_name', '=', name)
      .where('kind', '=', kind)
      .where('shard', '=', shard)
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Posts a batch in one statement (see ledger_post in migration 0003); rows per transfer, in order. */
  async post(batch: PostArgs[]): Promise<PostedRow[][]> {
    const { rows } = await sql<{
      idx: number;
      status: PostStatus;
      transfer_id: Big | null;
      created_at: Date | null;
      request_hash: string | null;
      member_id: Big | null;
      kind: MemberAccountKind | null;
      balance: Big | null;
    }>`select * from ledger_post(
        ${batch.map((t) => t.idempotencyKey)}::text[],
        ${batch.map((t) => t.requestHash)}::text[],
        ${batch.map((t) => t.kind)}::text[],
        ${batch.map((t) => t.metadataJson)}::text[],
        ${batch.map((t) => t.amounts.length)}::int[],
        ${batch.flatMap((t) => t.fromIds)}::bigint[],
        ${batch.flatMap((t) => t.toIds)}::bigint[],
        ${batch.flatMap((t) => t.amounts)}::bigint[])`.execute(this.db);
    const out: PostedRow[][] = batch.map(() => []);
    for (const r of rows) {
      out[r.idx - 1]?.push({
        status: r.status,
        transferId: str(r.transfer_id),
        createdAt: r.created_at,
        requestHash: r.request_hash,
        memberId: str(r.member_id),
        kind: r.kind,
        balance: r.balance === null ? null : minorFrom(r.balance),
      });
    }
    return out;
  }

  async memberBalances(memberId: string): Promise<{ kind: MemberAccountKind; balance: Minor }[]> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('member_id', '=', memberId)
      .execute();
    return rows.map((r) => ({ kind: r.kind, balance: minorFrom(r.balance) }));
  }

  /** memberBalances of several members in one read (pushes after a consumer batch). */
  async membersBalances(memberIds: readonly string[]): Promise<{ memberId: string; kind: MemberAccountKind; balance: Minor }[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['member_id', 'kind', 'balance'])
      .where('member_id', 'in', [...memberIds])
      .execute();
    return rows.map((r) => ({ memberId: String(r.member_id), kind: r.kind, balance: minorFrom(r.balance) }));
  }

  async systemBalance(name: string, kind: MemberAccountKind): Promise<Minor> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<Big>('balance'), sql<Big>`0`).as('total'))
      .where('system_name', '=', name)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return minorFrom(row.total);
  }

  async transferByKey(key: string): Promise<StoredTransferRow | null> {
    const row = await this.db
      .selectFrom('ledger_transfers')
      .select(['id', 'idempotency_key', 'kind', 'metadata', 'created_at'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: String(row.id),
      idempotencyKey: row.idempotency_key,
      kind: row.kind,
      metadata: row.metadata,
      createdAt: row.created_at,
    };
  }

  async entriesOf(transferId: string): Promise<StoredEntryRow[]> {
    const rows = await this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['e.leg', 'e.amount', 'a.member_id', 'a.system_name', 'a.kind'])
      .where('e.transfer_id', '=', transferId)
      .orderBy('e.leg')
      .orderBy('e.amount')
      .execute();
    return rows.map((r) => ({
      leg: r.leg,
      amount: minorFrom(r.amount),
      memberId: str(r.member_id),
      systemName: r.system_name,
      kind: r.kind,
    }));
  }

  /** Newest first; `beforeId` must be an entry of the same account or nothing comes back. */
  async history(memberId: string, kind: MemberAccountKind, beforeId: string | null, limit: number): Promise<HistoryRow[]> {
    let q = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select(['e.id', 'e.transfer_id', 't.kind as transfer_kind', 'e.amount', 'e.balance_after', 'e.created_at', 't.metadata'])
      .where('a.member_id', '=', memberId)
      .where('a.kind', '=', kind);
    if (beforeId !== null) {
      q = q.where('e.seq', '<', (eb) =>
        eb
          .selectFrom('ledger_entries as b')
          .select('b.seq')
          .where('b.id', '=', beforeId)
          .whereRef('b.account_id', '=', 'e.account_id'),
      );
    }
    const rows = await q.orderBy('e.seq', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: String(r.id),
      transferId: String(r.transfer_id),
      transferKind: r.transfer_kind,
      amount: minorFrom(r.amount),
      balanceAfter: minorFrom(r.balance_after),
      createdAt: r.created_at,
      metadata: r.metadata,
    }));
  }
}
