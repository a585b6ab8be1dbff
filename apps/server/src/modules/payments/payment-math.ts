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

/**
 * docs/product-rules/wallet.md#withdraw-fee: type 2 is a fixed fee; type 1 a percentage (rate over
 * 10000) rounded up; anything else is an error.
 */
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
 * Deposit tax info (docs/product-rules/wallet.md#deposit-tax). The tax is taken from the deposited amount; the platform pays back
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

/** docs/product-rules/wallet.md#net-amount: net = amount − fee − tax, never below zero. */
export function netAmount(amount: number, fee: number, tax: number): number {
  return Math.max(0, amount - fee - tax);
}
