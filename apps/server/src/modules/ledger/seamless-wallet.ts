/**
 * The seamless wallet: how a game reaches the ledger (ARCHITECTURE.md#money), shaped like the interface a
 * third-party game provider calls — debit a stake, credit a win, roll back a transaction — each
 * idempotent by the provider's transaction id. Money moves between the member's cash and
 * `house:<gameId>`.
 *
 * Every txId owns one ledger key, `seamless:<txId>`, so the database decides races: a rollback of
 * a txId never seen writes a tombstone under that key (a transfer with no legs), and a debit that
 * arrives after it is refused instead of taking money that will never be returned. A rollback of a
 * debit or credit is a new, reversing transfer under `seamless:rollback:<txId>`, applied once.
 */
import { toMinor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';
import {
  InvalidTransferError,
  LedgerConflictError,
  type LedgerApi,
  type MemberBalanceChange,
  type TransferRequest,
  type TransferResult,
} from './ledger.api.js';

export interface GameTx {
  roundId: string;
  txId: string;
  gameId: string;
}

export interface SeamlessResult {
  /** The ledger transfer recording this call (also on a replay). */
  transferId: string;
  /** The member's cash balance after the call, in minor units. */
  balance: number;
  /** True when this txId was already processed and nothing changed now. */
  replayed: boolean;
}

/** One win of a group paid in the caller's transaction (see creditMany). */
export interface GameCredit {
  memberId: string;
  amount: number;
  tx: GameTx;
}

export interface CreditsPosted {
  /** In the order of the credits asked for. */
  results: SeamlessResult[];
  /** For publishBalances once the caller's transaction has committed. */
  changes: MemberBalanceChange[];
}

export type RollbackOutcome =
  /** The transaction's money movement was reversed now (or by an earlier identical call). */
  | 'rolled_back'
  /** The txId was never seen: a tombstone now refuses it should it arrive late. */
  | 'voided';

export interface RollbackResult {
  outcome: RollbackOutcome;
  replayed: boolean;
  /** Member cash after the rollback; null for a void (no member is known). */
  balance: number | null;
}

/** The txId cannot be processed: rolled back before it arrived, or already used for another call. */
export class SeamlessTxRefusedError extends Error {
  constructor(
    readonly txId: string,
    readonly reason: 'cancelled' | 'duplicate',
  ) {
    super(
      reason === 'cancelled'
        ? `transaction ${txId} was rolled back before it arrived`
        : `transaction ${txId} was already used for another call`,
    );
    this.name = 'SeamlessTxRefusedError';
  }
}

const TX_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const VOID_KIND = 'game_void';

export class SeamlessWallet {
  constructor(private readonly ledger: LedgerApi) {}

  /** Takes a stake: member cash to the game's house. INSUFFICIENT_BALANCE when the cash is short. */
  async debit(memberId: string, amount: number, tx: GameTx): Promise<SeamlessResult> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidTransferError('a debit must be a positive amount');
    return this.move(memberId, 'game_debit', amount, tx);
  }

  /** Pays a win (0 records a lost round): the game's house to member cash. */
  async credit(memberId: string, amount: number, tx: GameTx): Promise<SeamlessResult> {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new InvalidTransferError('a credit cannot be negative');
    return this.move(memberId, 'game_credit', amount, tx);
  }

  /**
   * Pays several wins in the caller's transaction with one ledger statement, so they commit with
   * the caller's own writes (a game's group commit). All or none: a refused or conflicting one
   * throws, and the caller rolls back. Balances are pushed by publishBalances after the commit.
   */
  async creditMany(credits: readonly GameCredit[], trx: Db): Promise<CreditsPosted> {
    const reqs = credits.map((c) => {
      if (!Number.isSafeInteger(c.amount) || c.amount < 0) throw new InvalidTransferError('a credit cannot be negative');
      return moveRequest(c.memberId, 'game_credit', c.amount, c.tx);
    });
    const posted = await this.ledger.transferMany(reqs, { trx });
    const results: SeamlessResult[] = [];
    const changes: MemberBalanceChange[] = [];
    for (const [i, r] of posted.entries()) {
      const memberId = (credits[i] as GameCredit).memberId;
      const pushed = r.memberBalances.find((b) => b.memberId === memberId && b.kind === 'cash');
      changes.push(...r.memberBalances);
      const balance = pushed ? pushed.balance : (await this.ledger.balances(memberId, { trx })).cash;
      results.push({ transferId: r.transferId, balance, replayed: r.replayed });
    }
    return { results, changes };
  }

  /** Pushes balances changed by creditMany, after the caller's commit; a failed push is only late. */
  async publishBalances(changes: MemberBalanceChange[]): Promise<void> {
    if (changes.length > 0) await this.ledger.publishBalances(changes);
  }

  /**
   * Reverses the transaction `txId` exactly once. Rolling back a credit takes the win back and can
   * fail with INSUFFICIENT_BALANCE if the member already spent it; the provider retries later.
   */
  async rollback(txId: string): Promise<RollbackResult> {
    checkTxId(txId);
    // Twice at most: if the original lands between our read and our tombstone, the tombstone
    // loses the key race and the second pass reverses the original instead.
    for (let attempt = 0; attempt < 2; attempt++) {
      const original = await this.ledger.transferByKey(txKey(txId));
      if (!original) {
        try {
          const r = await this.ledger.transfer({ idempotencyKey: txKey(txId), kind: VOID_KIND, legs: [], metadata: { txId } });
          return { outcome: 'voided', replayed: r.replayed, balance: null };
        } catch (err) {
          if (err instanceof LedgerConflictError) continue;
          throw err;
        }
      }
      if (original.kind === VOID_KIND) return { outcome: 'voided', replayed: true, balance: null };
      const memberId = memberOf(original.metadata);
      const r = await this.ledger.transfer({
        idempotencyKey: `seamless:rollback:${txId}`,
        kind: 'game_rollback',
        legs: original.legs.map((l) => ({ from: l.to, to: l.from, amount: l.amount })),
        metadata: { txId, rolledBack: original.transferId, memberId },
      });
      return { outcome: 'rolled_back', replayed: r.replayed, balance: await this.cashAfter(memberId, r) };
    }
    throw new Error(`seamless rollback of ${txId}: the key changed twice under us`);
  }

  private async move(memberId: string, kind: 'game_debit' | 'game_credit', amount: number, tx: GameTx): Promise<SeamlessResult> {
    let r: TransferResult;
    try {
      r = await this.ledger.transfer(moveRequest(memberId, kind, amount, tx));
    } catch (err) {
      if (!(err instanceof LedgerConflictError)) throw err;
      const holder = await this.ledger.transferByKey(txKey(tx.txId));
      throw new SeamlessTxRefusedError(tx.txId, holder?.kind === VOID_KIND ? 'cancelled' : 'duplicate');
    }
    return { transferId: r.transferId, balance: await this.cashAfter(memberId, r), replayed: r.replayed };
  }

  private async cashAfter(memberId: string, r: TransferResult): Promise<number> {
    const pushed = r.memberBalances.find((b) => b.memberId === memberId && b.kind === 'cash');
    return pushed ? pushed.balance : (await this.ledger.balances(memberId)).cash;
  }
}

/** The ledger transfer of a debit or credit: member cash to the game's house or back, keyed by txId. */
function moveRequest(memberId: string, kind: 'game_debit' | 'game_credit', amount: number, tx: GameTx): TransferRequest {
  checkTxId(tx.txId);
  const member = { member: memberId, kind: 'cash' } as const;
  const house = { system: `house:${tx.gameId}`, kind: 'cash' } as const;
  const minor = toMinor(amount);
  const legs =
    minor === 0
      ? []
      : kind === 'game_debit'
        ? [{ from: member, to: house, amount: minor }]
        : [{ from: house, to: member, amount: minor }];
  return {
    idempotencyKey: txKey(tx.txId),
    kind,
    legs,
    metadata: { memberId, roundId: tx.roundId, txId: tx.txId, gameId: tx.gameId },
  };
}

function txKey(txId: string): string {
  return `seamless:${txId}`;
}

function checkTxId(txId: string): void {
  if (!TX_ID.test(txId)) throw new InvalidTransferError(`bad game transaction id ${txId}`);
}

function memberOf(metadata: Record<string, unknown>): string {
  const id = metadata['memberId'];
  if (typeof id !== 'string') throw new Error('seamless transaction without a member');
  return id;
}
