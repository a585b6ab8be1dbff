/**
 * Withholding tax on a withdrawal, pure (no clock, no database). The rule, how we read it and
 * worked examples: docs/product-rules/wallet-tax.md. The quote (getMemberTax) and the charge (withdraw init) both
 * call this with the member's history read under the member's lock.
 */
import { applyRate, type Rounding } from './payment-math.js';

/** The member's payment history the rule needs, as totals over all time (never a window). */
export interface WithholdingHistory {
  /** Deposits credited (succeeded), whatever their age. */
  deposited: number;
  /** Earlier withdrawals that have left the balance: every one not failed or refused (in flight and held count). */
  withdrawn: number;
  /** Tax withheld on those withdrawals. */
  withheld: number;
}

export interface WithholdingInput {
  amount: number;
  rate: number;
  rounding: Rounding;
  /**
   * 'net_winnings': the product rule, tax on what is withdrawn beyond what was deposited.
   * 'withdrawal': a flat rate on every withdrawal (e.g. Kenya from July 2025).
   */
  base: 'net_winnings' | 'withdrawal';
  history: WithholdingHistory;
}

export interface WithholdingResult {
  tax: number;
  /** The part of this amount that is winnings (the rate applies to it). */
  taxableAmount: number;
}

/**
 * A running account over the member's whole history:
 *
 *   winnings so far = max(0, withdrawn before + this amount − deposited)
 *   tax = min(amount, max(0, rate × winnings so far − tax withheld before))
 *
 * A deposit offsets withdrawals once and what is left of it carries forward with no expiry, so
 * money the player deposited is never taxed however long it stays; tax already withheld counts
 * toward the next withdrawal, so winnings are taxed once and rounding does not add up over many
 * small withdrawals. Nothing is refunded: a negative result is zero.
 */
export function withholdingTax(i: WithholdingInput): WithholdingResult {
  if (i.rate <= 0 || i.amount <= 0) return { tax: 0, taxableAmount: 0 };
  if (i.base === 'withdrawal')
    return { tax: Math.min(i.amount, applyRate(i.amount, i.rate, i.rounding)), taxableAmount: i.amount };
  const { deposited, withdrawn, withheld } = i.history;
  const winnings = Math.max(0, withdrawn + i.amount - deposited);
  const due = applyRate(winnings, i.rate, i.rounding);
  const tax = Math.min(i.amount, Math.max(0, due - withheld));
  return { tax, taxableAmount: Math.min(i.amount, winnings) };
}
