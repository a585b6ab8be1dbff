/**
 * The seeds' bonus entry types and the ledger unit each is paid in (DESIGN.md §8): 1 cash, 2 trial
 * cash (bonus money), 3 coins, 4 diamonds, 5 coupon/voucher.
 */
import type { MemberAccountKind } from '../ledger/index.js';

export const BonusType = { CASH: 1, TRIAL: 2, COIN: 3, DIAMOND: 4, VOUCHER: 5 } as const;
export type BonusTypeValue = (typeof BonusType)[keyof typeof BonusType];

const KIND: Record<BonusTypeValue, MemberAccountKind> = { 1: 'cash', 2: 'trial', 3: 'coin', 4: 'diamond', 5: 'voucher' };

export function accountKindOf(type: BonusTypeValue): MemberAccountKind {
  return KIND[type];
}

export function isBonusType(n: number): n is BonusTypeValue {
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
}

/** A campaign's budget account in the ledger, one per unit it pays in. */
export function budgetAccountOf(campaign: string): `budget:${string}` {
  return `budget:${campaign}`;
}
