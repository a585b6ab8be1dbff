/**
 * The ledger's public API (ARCHITECTURE.md#money): the only code that changes a balance. Every change is a
 * transfer of positive amounts between accounts, in one database transaction, under an
 * idempotency key unique in the database. Other modules depend on this file, not on the
 * implementation.
 */
import type { Minor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';

/** Balance kinds a member holds; each is its own unit, so sums are zero per unit. */
export type MemberAccountKind = 'cash' | 'trial' | 'coin' | 'diamond' | 'voucher';

/**
 * System accounts. Hot ones (house per game) are sharded by the ledger; callers name the logical
 * account only.
 * - `clearing:<provider>`: money in flight with a mobile-money provider (pawapay, mtn, sandbox...).
 * - `withdraw_reserve`: member cash reserved for a payout that is not final yet.
 * - `house:<gameId>`: a game's house bank.
 * - `tax_payable`, `fees`, `promotion_expense`: as named.
 * - `staff_adjustments`: the other side of a four-eyes money adjustment (docs/staff-console.md#players).
 */
export type SystemAccountName =
  | `clearing:${string}`
  | 'withdraw_reserve'
  | `house:${string}`
  | 'tax_payable'
  | 'fees'
  | 'promotion_expense'
  | 'staff_adjustments'
  /** A campaign's budget (modules/rewards); never below zero (CHECK, migration 0036). */
  | `budget:${string}`
  /** Bonus money granted but queued behind the member's active bonus (modules/bonus-money). */
  | 'bonus_reserve';

export type AccountRef = { member: string; kind: MemberAccountKind } | { system: SystemAccountName; kind: MemberAccountKind };

/** One movement: `amount` (positive, minor units, safe integer) leaves `from` and enters `to`. */
export interface TransferLeg {
  from: AccountRef;
  to: AccountRef;
  amount: Minor;
}

export interface TransferRequest {
  /** Unique per business operation (e.g. `deposit:<intentId>:credit`); a replay returns the first result. */
  idempotencyKey: string;
  /** What kind of operation this is, for history and reports (deposit, withdraw_reserve, bet, win, ...). */
  kind: string;
  legs: TransferLeg[];
  /** Small descriptive data stored with the transfer (intent id, round id, ...). */
  metadata?: Record<string, string | number | boolean | null>;
}

export interface MemberBalanceChange {
  memberId: string;
  kind: MemberAccountKind;
  balance: Minor;
}

export interface TransferResult {
  transferId: string;
  /** True when the key was seen before and the first result is returned unchanged. */
  replayed: boolean;
  createdAt: Date;
  /** Member balances after this transfer (for pushes); empty on replay. */
  memberBalances: MemberBalanceChange[];
}

export type MemberBalances = Record<MemberAccountKind, Minor>;

export interface TransferOptions {
  /**
   * Run inside the caller's transaction (so a payment's state change and its money move commit
   * together). Balance pushes are then the caller's job after commit (see `publishBalances`).
   * Always pass it when inside a transaction: on PGlite (one session) a call outside it would wait
   * for that transaction forever. Prefer one multi-leg transfer per transaction: two transactions
   * that each lock accounts in several separate transfers can deadlock each other.
   */
  trx?: Db;
}

/** One line of a member's account statement, newest first. */
export interface HistoryEntry {
  /** Entry id; pass the last one seen as `beforeId` for the next page. */
  id: string;
  transferId: string;
  /** The transfer's kind (deposit, bet, win, ...). */
  transferKind: string;
  /** Signed: negative left the account, positive entered it. */
  amount: Minor;
  balanceAfter: Minor;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

export interface HistoryOptions {
  beforeId?: string;
  /** 1 to 100; 20 when absent. */
  limit?: number;
}

/** A transfer as stored, with its legs rebuilt from its entries (logical accounts, not shards). */
export interface StoredTransfer {
  transferId: string;
  idempotencyKey: string;
  kind: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  legs: TransferLeg[];
}

export interface LedgerApi {
  /**
   * Applies all legs atomically, in order. Throws AppError INSUFFICIENT_BALANCE if a member account
   * would go negative at any leg (nothing is written, so the key stays free for a later retry),
   * and a LedgerConflictError if the key was used for a different request. A transfer with no
   * legs only records its key (a marker, e.g. a cancelled game transaction).
   */
  transfer(req: TransferRequest, opts?: TransferOptions): Promise<TransferResult>;
  /**
   * Several transfers in one statement inside the caller's transaction, all or none (any refusal
   * throws and the caller rolls back); results in request order, pushes after the caller's commit.
   */
  transferMany(reqs: readonly TransferRequest[], opts: Required<TransferOptions>): Promise<TransferResult[]>;
  balances(memberId: string, opts?: TransferOptions): Promise<MemberBalances>;
  /** Several members' balances in one read (committed state), keyed by member id. */
  balancesMany(memberIds: readonly string[]): Promise<Map<string, MemberBalances>>;
  /** Pushes `CashAccount`/`TrialAccount`/... balance messages on /im for changes already committed. */
  publishBalances(changes: MemberBalanceChange[]): Promise<void>;
  /** The member's entries on one account, newest first. */
  history(memberId: string, kind: MemberAccountKind, opts?: HistoryOptions): Promise<HistoryEntry[]>;
  /** A system account's balance: the sum of its shards. */
  systemBalance(name: SystemAccountName, kind: MemberAccountKind, opts?: TransferOptions): Promise<Minor>;
  transferByKey(idempotencyKey: string, opts?: TransferOptions): Promise<StoredTransfer | null>;
}

/**
 * The idempotency key was used before for a different request: a caller bug or a replay that
 * changed its body. Routes that ever expose it map it to AppError VALIDATION.
 */
export class LedgerConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`ledger: idempotency key ${idempotencyKey} was used for a different request`);
    this.name = 'LedgerConflictError';
  }
}

/** A malformed request (non-positive amount, legs across units, unknown account name): a caller bug. */
export class InvalidTransferError extends Error {
  constructor(message: string) {
    super(`ledger: ${message}`);
    this.name = 'InvalidTransferError';
  }
}
