/**
 * The extra fee on withdrawing deposits not yet staked (wallet seed §9, "unwagered top-ups incur an
 * extra withdrawal fee"; docs/product-rules/wallet-unwagered-fee.md), pure: no clock, no database.
 *
 * Each credited deposit must be covered by real-money cash stakes `multiple` times its amount;
 * stakes cover the oldest deposit still in the window first. The part of a deposit not covered yet
 * (in money: the uncovered turnover divided by its multiple, rounded up) is unwagered. A withdrawal
 * takes free money (winnings, covered deposits) first and unwagered money last; the extra fee is the
 * rate on the unwagered part it takes, rounded up.
 */
import type { UnwageredFeeConfig } from '@nyota/contract/api/payments';
import { applyRate } from './payment-math.js';

export const DAY_MS = 86_400_000;

export interface DepositTurnover {
  intentId: string;
  amount: number;
  multiple: number;
  covered: number;
  creditedAt: Date;
}

/** A fact as the rule needs it: a credited deposit, or a settled real-money cash stake. */
export type TurnoverFact =
  { kind: 'deposit'; intentId: string; amount: number; at: Date } | { kind: 'stake'; stake: number; at: Date };

const windowStart = (at: Date, windowDays: number) => at.getTime() - windowDays * DAY_MS;

/**
 * Applies facts in stream order to a member's deposits (oldest first), in place; returns the
 * deposits whose coverage changed or that are new (what a writer persists). `multiple` is frozen
 * on a deposit when it is applied.
 */
export function applyTurnover(
  deposits: DepositTurnover[],
  facts: readonly TurnoverFact[],
  cfg: Pick<UnwageredFeeConfig, 'multiple' | 'windowDays'>,
): Set<DepositTurnover> {
  const touched = new Set<DepositTurnover>();
  for (const f of facts) {
    if (f.kind === 'deposit') {
      if (deposits.some((d) => d.intentId === f.intentId)) continue;
      const d = { intentId: f.intentId, amount: f.amount, multiple: cfg.multiple, covered: 0, creditedAt: f.at };
      deposits.push(d);
      deposits.sort((a, b) => a.creditedAt.getTime() - b.creditedAt.getTime());
      touched.add(d);
      continue;
    }
    let left = f.stake;
    const from = windowStart(f.at, cfg.windowDays);
    for (const d of deposits) {
      if (left <= 0) break;
      const open = d.amount * d.multiple - d.covered;
      if (open <= 0 || d.creditedAt.getTime() < from || d.creditedAt > f.at) continue;
      const take = Math.min(open, left);
      d.covered += take;
      left -= take;
      touched.add(d);
    }
  }
  return touched;
}

/** Money of the deposits credited within the window before `now` that stakes have not covered yet. */
export function uncoveredMoney(deposits: readonly DepositTurnover[], now: Date, windowDays: number): number {
  const from = windowStart(now, windowDays);
  let total = 0;
  for (const d of deposits) {
    if (d.creditedAt.getTime() < from) continue;
    const open = d.amount * d.multiple - d.covered;
    if (open > 0) total += Math.ceil(open / d.multiple);
  }
  return total;
}

export interface UnwageredFeeInput {
  amount: number;
  /** The member's cash balance before this withdrawal. */
  balance: number;
  /** uncoveredMoney of the member's deposits. */
  uncovered: number;
  /** Unwagered money earlier withdrawals in the window already took (and were charged on). */
  drawn: number;
  rate: number;
}

export interface UnwageredFee {
  /** The part of the amount that is unwagered deposit money. */
  base: number;
  fee: number;
}

/**
 * Free money goes first: the withdrawal reaches unwagered money only for what exceeds the balance
 * less the unwagered money in it. Unwagered money can never exceed the balance (stakes and
 * withdrawals are the only ways deposited money leaves it, and a lost stake covers its deposit).
 */
export function unwageredFee(i: UnwageredFeeInput): UnwageredFee {
  if (i.rate <= 0) return { base: 0, fee: 0 };
  const unwagered = Math.min(Math.max(0, i.uncovered - i.drawn), Math.max(0, i.balance));
  const free = Math.max(0, i.balance - unwagered);
  const base = Math.min(i.amount, unwagered, Math.max(0, i.amount - free));
  return { base, fee: base > 0 ? applyRate(base, i.rate, 'up') : 0 };
}
