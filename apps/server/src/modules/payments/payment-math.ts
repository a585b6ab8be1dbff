/**
 * Fee and tax arithmetic in integer minor units, pure (no clock, no database). Rates are integers
 * over 10000. Products stay below 2^53: amounts are capped at 10^11 and rates at 10^4.
 */
import { RATE_SCALE } from '@nyota/contract/constants';
import { WithdrawFeeType } from '@nyota/contract/api/payments';
import type { TaxRule } from '@nyota/contract/markets';

export type Rounding = TaxRule['rounding'];

/** amount × rate / 10000, rounded as the rule says. */
export function applyRate(amount: number, rate: number, rounding: Rounding): number {
  const product = amount * rate;
  const whole = Math.floor(product / RATE_SCALE);
  const rest = product - whole * RATE_SCALE;
  if (rest === 0) return whole;
  if (rounding === 'up') return whole + 1;
  if (rounding === 'half_up') return rest * 2 >= RATE_SCALE ? whole + 1 : whole;
  return whole;
}

export class UnsupportedFeeTypeError extends Error {
  constructor(readonly feeType: number) {
    super(`unsupported withdraw fee type ${feeType}`);
    this.name = 'UnsupportedFeeTypeError';
  }
}

/** Seed §5: type 2 is a fixed fee; type 1 a percentage (rate over 10000) rounded up; anything else is an error. */
export function withdrawFee(amount: number, feeType: number, feeValue: number): number {
  if (feeType === WithdrawFeeType.FIXED) return feeValue;
  if (feeType === WithdrawFeeType.PERCENT) return applyRate(amount, feeValue, 'up');
  throw new UnsupportedFeeTypeError(feeType);
}

export interface DepositTaxSettings {
  /** Effective rate over 10000 (config or the market's dated rule). */
  taxRate: number;
  rounding: Rounding;
  subsidyRate: number;
  subsidyRange: { min: number; amount: number };
}

export interface DepositTaxBreakdown {
  taxPayable: number;
  rateSubsidyAmount: number;
  /** What the member's cash balance receives: amount − tax + subsidy. */
  credit: number;
}

/**
 * Seed §3 tax info. The tax is taken from the deposited amount; the platform pays back
 * `subsidyRate` of it for deposits of at least `subsidyRange.min`, at most `subsidyRange.amount`
 * (0 = no cap). The subsidy never exceeds the tax.
 */
export function depositTax(amount: number, s: DepositTaxSettings): DepositTaxBreakdown {
  const taxPayable = Math.min(amount, applyRate(amount, s.taxRate, s.rounding));
  let subsidy = amount >= s.subsidyRange.min ? applyRate(taxPayable, s.subsidyRate, 'down') : 0;
  if (s.subsidyRange.amount > 0) subsidy = Math.min(subsidy, s.subsidyRange.amount);
  subsidy = Math.min(subsidy, taxPayable);
  return { taxPayable, rateSubsidyAmount: subsidy, credit: amount - taxPayable + subsidy };
}

export interface WithholdingInput {
  amount: number;
  rate: number;
  rounding: Rounding;
  /**
   * 'net_winnings': the seed §9 rule (tax on what is withdrawn beyond what was deposited, with a
   * 30-day memory, see below). 'withdrawal': a flat rate on every withdrawal (e.g. Kenya from July 2025).
   */
  base: 'net_winnings' | 'withdrawal';
  /** Deposits credited in the window (the past 30 days). */
  deposits: number;
  /** Earlier withdrawals in the window that are not failed or refused (in flight counts). */
  priorWithdrawals: number;
  /** Tax withheld on those earlier withdrawals. */
  priorTax: number;
}

export interface WithholdingResult {
  tax: number;
  /** The part of this amount the rate applies to (before crediting tax already withheld). */
  taxableAmount: number;
}

/**
 * Seed §9: "10% of (withdrawn amount minus deposits in the past 30 days or since last withdrawal),
 * none if zero or less; withheld tax carries to a next withdrawal within 30 days". Our reading,
 * over one rolling 30-day window treated as a running account:
 *
 *   cumulative taxable = max(0, this amount + earlier withdrawals − deposits)   (all in the window)
 *   tax = max(0, rate × cumulative taxable − tax already withheld in the window)
 *
 * So a deposit offsets withdrawals only once ("since the last withdrawal": deposits already set
 * against an earlier withdrawal are not counted again), deposits left over after a withdrawal carry
 * to the next one, and tax withheld earlier in the window counts toward the next withdrawal's tax
 * ("withheld tax carries"). Nothing is ever refunded by this rule; a negative result is zero.
 */
export function withholdingTax(i: WithholdingInput): WithholdingResult {
  if (i.rate <= 0) return { tax: 0, taxableAmount: 0 };
  if (i.base === 'withdrawal')
    return { tax: Math.min(i.amount, applyRate(i.amount, i.rate, i.rounding)), taxableAmount: i.amount };
  const cumulative = Math.max(0, i.amount + i.priorWithdrawals - i.deposits);
  const due = applyRate(cumulative, i.rate, i.rounding);
  const tax = Math.min(i.amount, Math.max(0, due - i.priorTax));
  return { tax, taxableAmount: Math.min(i.amount, cumulative) };
}

/** Seed §5: net = amount − fee − tax, never below zero. */
export function netAmount(amount: number, fee: number, tax: number): number {
  return Math.max(0, amount - fee - tax);
}
