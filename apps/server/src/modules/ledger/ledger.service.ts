/**
 * The ledger service: the only code that changes a balance (ARCHITECTURE.md#money). It validates a request,
 * resolves logical accounts to rows (creating member accounts on first use, picking a random shard
 * of a hot system account), and posts it with ledger_post (migration 0003). Outside a caller's
 * transaction, concurrent transfers share statements through the PostBatcher and each statement
 * is its own transaction, so the balance push follows the commit. Inside one, the transfer runs
 * on the caller's connection and commits with it.
 */
import { toMinor, ZERO_MINOR, type Minor } from '@nyota/contract/money/minor';
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ImEvent } from '@nyota/contract/realtime';
import type { Db } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { AppError } from '../../platform/http/app-error.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { BalanceReader, Balances } from '../members/index.js';
import { AccountIdCache } from './account-id-cache.js';
import { balanceObjectOf, checkRef, isMemberRef, refText, shardCountOf } from './accounts.js';
import { requestHash } from './canonical.js';
import {
  InvalidTransferError,
  LedgerConflictError,
  type AccountRef,
  type HistoryEntry,
  type HistoryOptions,
  type LedgerApi,
  type MemberAccountKind,
  type MemberBalanceChange,
  type MemberBalances,
  type StoredTransfer,
  type SystemAccountName,
  type TransferLeg,
  type TransferOptions,
  type TransferRequest,
  type TransferResult,
} from './ledger.api.js';
import { LedgerRepo, type PostArgs, type PostedRow } from './ledger.repo.js';
import { PostBatcher, type PostBatcherOptions } from './post-batcher.js';

export interface LedgerLogger {
  warn(obj: object, msg: string): void;
}

export interface LedgerServiceDeps {
  db: Db;
  bus: EventBus;
  log?: LedgerLogger;
  /**
   * Batched posting (see post-batcher.ts): calls in flight at once and transfers per call.
   * Default 2 and 32. Concurrent calls mostly queue behind each other on the hot house shards, so
   * more in flight buys little (measured: bench/ledger.bench.ts, BENCH_LEDGER_IN_FLIGHT and
   * BENCH_LEDGER_BATCH); two keep transfers moving should one call wait on a lock.
   */
  posting?: Partial<PostBatcherOptions>;
}

const MAX_KEY_LENGTH = 200;
const MAX_KIND_LENGTH = 64;
const MAX_LEGS = 32;
const MAX_METADATA_KEYS = 32;
const MAX_METADATA_TEXT = 512;
const DEFAULT_HISTORY_LIMIT = 20;
const MAX_HISTORY_LIMIT = 100;

/**
 * A member account would go below zero. Every such debit today is a stake or a withdrawal of cash,
 * where the seed's text invites a deposit; debits of coins or diamonds check their own balance first
 * and answer their own text.
 */
export const insufficientBalance = () => new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'errors.insufficient_balance_deposit');

const zeroBalances = (): MemberBalances => ({
  cash: ZERO_MINOR,
  trial: ZERO_MINOR,
  coin: ZERO_MINOR,
  diamond: ZERO_MINOR,
  voucher: ZERO_MINOR,
});

export class LedgerService implements LedgerApi, BalanceReader {
  private readonly accountIds = new AccountIdCache();
  private readonly batcher: PostBatcher;

  constructor(private readonly deps: LedgerServiceDeps) {
    this.batcher = new PostBatcher(deps.db, { maxInFlight: 2, maxBatch: 32, ...deps.posting });
  }

  async transfer(req: TransferRequest, opts: TransferOptions = {}): Promise<TransferResult> {
    const repo = new LedgerRepo(opts.trx ?? this.deps.db);
    const inCallerTrx = opts.trx !== undefined;
    const args = await this.prepare(req, repo, inCallerTrx, new Map());
    let rows: PostedRow[];
    try {
      // Inside the caller's transaction the transfer must use that connection: no batching.
      rows = inCallerTrx ? ((await repo.post([args]))[0] ?? []) : await this.batcher.post(args);
    } catch (err) {
      throw refusalOf(err);
    }
    const result = resultOf(req, args, rows);
    if (!inCallerTrx) await this.publishQuietly(result.memberBalances);
    return result;
  }

  /**
   * Posts several transfers in one statement inside the caller's transaction (a group commit: one
   * round trip, and one commit for all of them with the caller's own writes). All or none: an
   * overdraft or a key conflict in any of them throws, and the caller's transaction should roll
   * back. Results in request order; balance pushes are the caller's job after its commit.
   */
  async transferMany(reqs: readonly TransferRequest[], opts: Required<TransferOptions>): Promise<TransferResult[]> {
    if (reqs.length === 0) return [];
    const repo = new LedgerRepo(opts.trx);
    // One shard of each hot account for the whole batch: batches in flight at once then mostly
    // lock different shards, instead of each locking most of them until it commits.
    const shards = new Map<string, number>();
    const batch: PostArgs[] = [];
    for (const req of reqs) batch.push(await this.prepare(req, repo, true, shards));
    let posted: PostedRow[][];
    try {
      posted = await repo.post(batch);
    } catch (err) {
      throw refusalOf(err);
    }
    return reqs.map((req, i) => resultOf(req, batch[i] as PostArgs, posted[i] ?? []));
  }

  /** Validates a request and resolves its accounts to rows (one shard per logical account). */
  private async prepare(
    req: TransferRequest,
    repo: LedgerRepo,
    inCallerTrx: boolean,
    shards: Map<string, number>,
  ): Promise<PostArgs> {
    const metadata = checkRequest(req);
    const hash = requestHash({ idempotencyKey: req.idempotencyKey, kind: req.kind, legs: req.legs, metadata });
    // One shard per logical account per transfer (`shards` starts empty) or batch, drawn fresh each
    // time: load spreads evenly and a replay does not need the same shard (it never touches balances).
    const fromIds: string[] = [];
    const toIds: string[] = [];
    for (const leg of req.legs) {
      fromIds.push(await this.accountId(repo, leg.from, shards, inCallerTrx));
      toIds.push(await this.accountId(repo, leg.to, shards, inCallerTrx));
    }
    return {
      idempotencyKey: req.idempotencyKey,
      requestHash: hash,
      kind: req.kind,
      metadataJson: JSON.stringify(metadata),
      fromIds,
      toIds,
      amounts: req.legs.map((l) => l.amount),
    };
  }

  async balances(memberId: string, opts: TransferOptions = {}): Promise<MemberBalances> {
    const out = zeroBalances();
    for (const r of await new LedgerRepo(opts.trx ?? this.deps.db).memberBalances(memberId)) out[r.kind] = r.balance;
    return out;
  }

  async balancesMany(memberIds: readonly string[]): Promise<Map<string, MemberBalances>> {
    const out = new Map(memberIds.map((m) => [m, zeroBalances()]));
    for (const r of await new LedgerRepo(this.deps.db).membersBalances(memberIds)) {
      const b = out.get(r.memberId);
      if (b) b[r.kind] = r.balance;
    }
    return out;
  }

  /** memberInfo's view of the balances. */
  async balancesOf(memberId: string): Promise<Balances> {
    const b = await this.balances(memberId);
    return { money: b.cash, trial: b.trial, diamond: b.diamond, coin: b.coin, voucher: b.voucher };
  }

  async systemBalance(name: SystemAccountName, kind: MemberAccountKind, opts: TransferOptions = {}): Promise<Minor> {
    checkRef({ system: name, kind });
    return new LedgerRepo(opts.trx ?? this.deps.db).systemBalance(name, kind);
  }

  async publishBalances(changes: MemberBalanceChange[]): Promise<void> {
    // Only the last balance per member and kind matters to a screen.
    const latest = new Map<string, MemberBalanceChange>();
    for (const c of changes) latest.set(`${c.memberId}:${c.kind}`, c);
    await Promise.all(
      [...latest.values()].map((c) =>
        pushToMember(this.deps.bus, c.memberId, {
          object: balanceObjectOf(c.kind),
          event: ImEvent.Change,
          data: { balance: c.balance },
        }),
      ),
    );
  }

  async history(memberId: string, kind: MemberAccountKind, opts: HistoryOptions = {}): Promise<HistoryEntry[]> {
    checkRef({ member: memberId, kind });
    const limit = Math.min(Math.max(Math.trunc(opts.limit ?? DEFAULT_HISTORY_LIMIT), 1), MAX_HISTORY_LIMIT);
    const beforeId = opts.beforeId ?? null;
    if (beforeId !== null && !/^[1-9][0-9]{0,18}$/.test(beforeId)) return [];
    return new LedgerRepo(this.deps.db).history(memberId, kind, beforeId, limit);
  }

  async transferByKey(idempotencyKey: string, opts: TransferOptions = {}): Promise<StoredTransfer | null> {
    const repo = new LedgerRepo(opts.trx ?? this.deps.db);
    const t = await repo.transferByKey(idempotencyKey);
    if (!t) return null;
    const entries = await repo.entriesOf(t.id);
    const legs: TransferLeg[] = [];
    for (const e of entries) {
      const ref: AccountRef =
        e.memberId !== null
          ? { member: e.memberId, kind: e.kind }
          : { system: (e.systemName ?? '') as SystemAccountName, kind: e.kind };
      const leg = (legs[e.leg] ??= { from: ref, to: ref, amount: toMinor(Math.abs(e.amount)) });
      if (e.amount < 0) leg.from = ref;
      else leg.to = ref;
    }
    return {
      transferId: t.id,
      idempotencyKey: t.idempotencyKey,
      kind: t.kind,
      metadata: t.metadata,
      createdAt: t.createdAt,
      legs,
    };
  }

  private async publishQuietly(changes: MemberBalanceChange[]): Promise<void> {
    if (changes.length === 0) return;
    try {
      await this.publishBalances(changes);
    } catch (err) {
      // The money moved; a missed push only delays the screen until its next reload.
      this.deps.log?.warn({ err }, 'ledger balance push failed');
    }
  }

  private async accountId(repo: LedgerRepo, ref: AccountRef, shards: Map<string, number>, inCallerTrx: boolean): Promise<string> {
    let cacheKey: string;
    let shard = 0;
    if (isMemberRef(ref)) {
      cacheKey = refText(ref);
    } else {
      const logical = refText(ref);
      shard = shards.get(logical) ?? randomInt(shardCountOf(ref.system));
      shards.set(logical, shard);
      cacheKey = `${logical}:${shard}`;
    }
    const cached = this.accountIds.get(cacheKey);
    if (cached !== undefined) return cached;
    let id: string;
    try {
      id = isMemberRef(ref)
        ? await repo.ensureMemberAccount(ref.member, ref.kind)
        : await repo.ensureSystemAccount(ref.system, ref.kind, shard);
    } catch (err) {
      if (sqlState(err) === '23503') throw new InvalidTransferError(`no member ${isMemberRef(ref) ? ref.member : ''}`);
      throw err;
    }
    // An account created inside the caller's transaction vanishes if it rolls back: cache only
    // ids that are committed.
    if (!inCallerTrx) this.accountIds.set(cacheKey, id);
    return id;
  }
}

/** ledger_post refuses an overdraft before writing; the CHECK is the backstop. */
function refusalOf(err: unknown): unknown {
  return sqlState(err) === '23514' ? insufficientBalance() : err;
}

/** One transfer's answer from its ledger_post rows. */
function resultOf(req: TransferRequest, args: PostArgs, rows: readonly PostedRow[]): TransferResult {
  const head = rows[0];
  if (!head) throw new Error('ledger_post returned no row');
  if (head.status === 'insufficient') throw insufficientBalance();
  if (head.transferId === null || head.createdAt === null)
    throw new Error(`ledger_post answered ${head.status} without a transfer`);
  if (head.status === 'exists') {
    if (head.requestHash !== args.requestHash) throw new LedgerConflictError(req.idempotencyKey);
    return { transferId: head.transferId, replayed: true, createdAt: head.createdAt, memberBalances: [] };
  }
  const memberBalances: MemberBalanceChange[] = [];
  for (const r of rows) {
    if (r.memberId !== null && r.kind !== null && r.balance !== null) {
      memberBalances.push({ memberId: r.memberId, kind: r.kind, balance: r.balance });
    }
  }
  return { transferId: head.transferId, replayed: false, createdAt: head.createdAt, memberBalances };
}

/** Validates a request and returns its metadata (empty object when absent). */
function checkRequest(req: TransferRequest): Record<string, string | number | boolean | null> {
  if (typeof req.idempotencyKey !== 'string' || req.idempotencyKey.length === 0 || req.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new InvalidTransferError('idempotency key must be 1 to 200 characters');
  }
  if (typeof req.kind !== 'string' || req.kind.length === 0 || req.kind.length > MAX_KIND_LENGTH) {
    throw new InvalidTransferError('kind must be 1 to 64 characters');
  }
  if (!Array.isArray(req.legs) || req.legs.length > MAX_LEGS) throw new InvalidTransferError(`at most ${MAX_LEGS} legs`);
  req.legs.forEach((leg, i) => {
    checkRef(leg.from);
    checkRef(leg.to);
    if (leg.from.kind !== leg.to.kind)
      throw new InvalidTransferError(`leg ${i} crosses units (${leg.from.kind} to ${leg.to.kind})`);
    if (refText(leg.from) === refText(leg.to)) throw new InvalidTransferError(`leg ${i} moves money to its own account`);
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0)
      throw new InvalidTransferError(`leg ${i} amount must be a positive safe integer`);
  });
  const metadata = req.metadata ?? {};
  if (typeof metadata !== 'object' || Array.isArray(metadata)) throw new InvalidTransferError('metadata must be an object');
  const keys = Object.keys(metadata);
  if (keys.length > MAX_METADATA_KEYS) throw new InvalidTransferError(`at most ${MAX_METADATA_KEYS} metadata keys`);
  for (const k of keys) {
    const v: unknown = metadata[k];
    const ok =
      v === null ||
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v)) ||
      (typeof v === 'string' && v.length <= MAX_METADATA_TEXT && !v.includes('\u0000'));
    if (!ok || k.includes('\u0000'))
      throw new InvalidTransferError(`metadata ${k} must be a short string, a finite number, a boolean or null`);
  }
  return metadata;
}

export function sqlState(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
