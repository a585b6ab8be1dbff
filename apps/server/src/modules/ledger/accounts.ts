/**
 * Account naming: which refs are valid, how many shards a system account has, and the canonical
 * text of a ref (used in request hashes and cache keys).
 */
import type { BalanceObject } from '@nyota/contract/im/account';
import { ImObject } from '@nyota/contract/realtime';
import { InvalidTransferError, type AccountRef, type MemberAccountKind, type SystemAccountName } from './ledger.api.js';

export const MEMBER_ACCOUNT_KINDS = [
  'cash',
  'trial',
  'coin',
  'diamond',
  'voucher',
] as const satisfies readonly MemberAccountKind[];

/**
 * Shards per hot system account. Every bet touches its game's house and, where stakes are taxed,
 * tax_payable; one row each would admit one writer at a time (784 bets/s measured at 16 clients
 * vs 4,313 sharded, reliability-and-security.md §2.2). Raising a count later is safe: reads sum
 * whatever shards exist. Lowering one is not (old shards would stop being written, still summed).
 */
export function shardCountOf(name: SystemAccountName): number {
  if (name.startsWith('house:') || name === 'tax_payable') return 16;
  if (name === 'promotion_expense' || name === 'fees') return 8;
  return 1;
}

const SYSTEM_NAME =
  /^(?:(?:clearing|house):[A-Za-z0-9][A-Za-z0-9_.-]{0,63}|budget:[a-z0-9][a-z0-9_-]{0,47}|withdraw_reserve|bonus_reserve|tax_payable|fees|promotion_expense|staff_adjustments)$/;
const MEMBER_ID = /^[1-9][0-9]{0,18}$/;

export function isMemberRef(ref: AccountRef): ref is { member: string; kind: MemberAccountKind } {
  return 'member' in ref;
}

/** Throws InvalidTransferError unless the ref names a real kind and a well-formed owner. */
export function checkRef(ref: AccountRef): void {
  if (!(MEMBER_ACCOUNT_KINDS as readonly string[]).includes(ref.kind)) {
    throw new InvalidTransferError(`unknown account kind ${String(ref.kind)}`);
  }
  if (isMemberRef(ref)) {
    if (!MEMBER_ID.test(ref.member)) throw new InvalidTransferError(`bad member id ${ref.member}`);
  } else if (!SYSTEM_NAME.test(ref.system)) {
    throw new InvalidTransferError(`unknown system account ${ref.system}`);
  }
}

/** Canonical text of a logical account (shards are not part of it). */
export function refText(ref: AccountRef): string {
  return isMemberRef(ref) ? `member:${ref.member}:${ref.kind}` : `system:${ref.system}:${ref.kind}`;
}

/** The /im object that carries a balance of this kind. */
export function balanceObjectOf(kind: MemberAccountKind): BalanceObject {
  switch (kind) {
    case 'cash':
      return ImObject.CashAccount;
    case 'trial':
      return ImObject.TrialAccount;
    case 'coin':
      return ImObject.CoinAccount;
    case 'diamond':
      return ImObject.DiamondAccount;
    case 'voucher':
      return ImObject.VoucherAccount;
  }
}
