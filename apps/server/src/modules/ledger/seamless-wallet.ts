/**
 * The seamless wallet: how a game reaches the ledger (ARCHITECTURE.md#money), shaped like the interface a
 * third-party game provider calls — debit a stake, credit a win, roll back a transaction — each
 * idempotent by the provider's transaction id. Money moves between the member's cash and
 * `house:<gameId>`; a stake or win with a bonus share (docs/product-rules/bonus-money.md#crash) moves
 * that part on the trial unit, and a rollback may send a stake's trial legs to another account (a
 * campaign whose grant has ended) instead of back to the member.
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
  type AccountRef,
  type LedgerApi,
  type MemberBalanceChange,
  type StoredTransfer,
  type SystemAccountName,
  type TransferLeg,
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

/**
 * The part of a stake or win in bonus money (docs/product-rules/bonus-money.md#staking), moved on the
 * member's trial account instead of cash.
 */
export interface BonusShare {
  amount: number;
  /** Where a win's bonus share goes: the member's trial account when absent, else this account. */
  to?: SystemAccountName;
  /** The bonus grant it belongs to, kept in the transfer's metadata (a refund finds it there). */
  grantId?: string;
}

/** One win of a group paid in the caller's transaction (see creditMany). */
export interface GameCredit {
  memberId: string;
  /** The whole win; its `bonus` part (if any) is paid as bonus money, the rest as cash. */
  amount: number;
  tx: GameTx;
  bonus?: BonusShare;
}

/** A stake debited in the caller's transaction, with the balance changes to push after its commit. */
export interface DebitPosted extends SeamlessResult {
  changes: MemberBalanceChange[];
}

export interface RollbackOptions {
  /** Run in the caller's transaction (then `changes` are the caller's to push after its commit). */
  trx?: Db;
  /**
   * Where the reversed trial legs of the original go instead of back to the member's trial account:
   * asked with the original once it is known (null: back to the member).
   */
  trialHome?: (original: StoredTransfer) => Promise<SystemAccountName | null>;
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
  /** In the caller's transaction: the balances it changed, to push after the commit (else pushed already: empty). */
  changes: MemberBalanceChange[];
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

  /**
   * Takes a stake partly paid with bonus money, in the caller's transaction (which holds the bonus
   * grant's lock): cash leg then trial leg, under the same key as `debit`, so a rollback reverses
   * both. INSUFFICIENT_BALANCE when either balance is short.
   */
  async debitWithBonus(memberId: string, amount: number, bonus: BonusShare, tx: GameTx, trx: Db): Promise<DebitPosted> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidTransferError('a debit must be a positive amount');
    if (!Number.isSafeInteger(bonus.amount) || bonus.amount < 0 || bonus.amount > amount)
      throw new InvalidTransferError('a bonus share must be within the stake');
    let r: TransferResult;
    try {
      r = await this.ledger.transfer(moveRequest(memberId, 'game_debit', amount, tx, bonus), { trx });
    } catch (err) {
      if (!(err instanceof LedgerConflictError)) throw err;
      const holder = await this.ledger.transferByKey(txKey(tx.txId), { trx });
      throw new SeamlessTxRefusedError(tx.txId, holder?.kind === VOID_KIND ? 'cancelled' : 'duplicate');
    }
    const balance = await this.cashAfter(memberId, r, trx);
    return { transferId: r.transferId, balance, replayed: r.replayed, changes: r.memberBalances };
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
      if (c.bonus && (!Number.isSafeInteger(c.bonus.amount) || c.bonus.amount < 0 || c.bonus.amount > c.amount))
        throw new InvalidTransferError('a bonus share must be within the win');
      return moveRequest(c.memberId, 'game_credit', c.amount, c.tx, c.bonus);
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
   * fail with INSUFFICIENT_BALANCE if the member already spent it; the provider retries later. A
   * reversal already made is answered as it was (wherever its trial legs went then).
   */
  async rollback(txId: string, opts: RollbackOptions = {}): Promise<RollbackResult> {
    checkTxId(txId);
    const { trx } = opts;
    // Twice at most: if the original lands between our read and our tombstone, the tombstone
    // loses the key race and the second pass reverses the original instead.
    for (let attempt = 0; attempt < 2; attempt++) {
      const original = await this.ledger.transferByKey(txKey(txId), { trx });
      if (!original) {
        try {
          const legs: TransferLeg[] = [];
          const r = await this.ledger.transfer(
            { idempotencyKey: txKey(txId), kind: VOID_KIND, legs, metadata: { txId } },
            { trx },
          );
          return { outcome: 'voided', replayed: r.replayed, balance: null, changes: [] };
        } catch (err) {
          if (err instanceof LedgerConflictError) continue;
          throw err;
        }
      }
      if (original.kind === VOID_KIND) return { outcome: 'voided', replayed: true, balance: null, changes: [] };
      const memberId = memberOf(original.metadata);
      // Where its trial legs go is decided under the caller's lock (taken by trialHome); a reversal
      // made before is then seen and answered as it was, wherever its trial legs went.
      const home = opts.trialHome ? await opts.trialHome(original) : null;
      if (home !== null && (await this.ledger.transferByKey(rollbackKey(txId), { trx }))) {
        return {
          outcome: 'rolled_back',
          replayed: true,
          balance: (await this.ledger.balances(memberId, { trx })).cash,
          changes: [],
        };
      }
      const back = (ref: AccountRef): AccountRef =>
        'member' in ref && ref.kind === 'trial' && home ? { system: home, kind: 'trial' } : ref;
      const r = await this.ledger.transfer(
        {
          idempotencyKey: rollbackKey(txId),
          kind: 'game_rollback',
          legs: original.legs.map((l) => ({ from: l.to, to: back(l.from), amount: l.amount })),
          metadata: { txId, rolledBack: original.transferId, memberId },
        },
        { trx },
      );
      return {
        outcome: 'rolled_back',
        replayed: r.replayed,
        balance: await this.cashAfter(memberId, r, trx),
        changes: trx ? r.memberBalances : [],
      };
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

  private async cashAfter(memberId: string, r: TransferResult, trx?: Db): Promise<number> {
    const pushed = r.memberBalances.find((b) => b.memberId === memberId && b.kind === 'cash');
    return pushed ? pushed.balance : (await this.ledger.balances(memberId, trx ? { trx } : {})).cash;
  }
}

/**
 * The ledger transfer of a debit or credit: member cash to the game's house or back, keyed by txId;
 * with a bonus share, that part on the trial unit (the member's trial account, or `bonus.to`).
 */
function moveRequest(
  memberId: string,
  kind: 'game_debit' | 'game_credit',
  amount: number,
  tx: GameTx,
  bonus?: BonusShare,
): TransferRequest {
  checkTxId(tx.txId);
  const trial = bonus?.amount ?? 0;
  const legs: TransferLeg[] = [];
  const add = (unit: 'cash' | 'trial', minor: number, memberSide: AccountRef): void => {
    if (minor === 0) return;
    const house = { system: `house:${tx.gameId}`, kind: unit } as const;
    legs.push(
      kind === 'game_debit'
        ? { from: memberSide, to: house, amount: toMinor(minor) }
        : { from: house, to: memberSide, amount: toMinor(minor) },
    );
  };
  add('cash', amount - trial, { member: memberId, kind: 'cash' });
  add('trial', trial, bonus?.to ? { system: bonus.to, kind: 'trial' } : { member: memberId, kind: 'trial' });
  const metadata: Record<string, string> = { memberId, roundId: tx.roundId, txId: tx.txId, gameId: tx.gameId };
  if (trial > 0 && bonus?.grantId) metadata['grantId'] = bonus.grantId;
  return { idempotencyKey: txKey(tx.txId), kind, legs, metadata };
}

function txKey(txId: string): string {
  return `seamless:${txId}`;
}

function rollbackKey(txId: string): string {
  return `seamless:rollback:${txId}`;
}

function checkTxId(txId: string): void {
  if (!TX_ID.test(txId)) throw new InvalidTransferError(`bad game transaction id ${txId}`);
}

function memberOf(metadata: Record<string, unknown>): string {
  const id = metadata['memberId'];
  if (typeof id !== 'string') throw new Error('seamless transaction without a member');
  return id;
}
