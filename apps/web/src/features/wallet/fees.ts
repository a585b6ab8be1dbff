/**
 * Withdraw fee display (docs/product-rules/wallet.md#withdraw-fee), pure: type 1 is a rate over
 * 10000 rounded up to the next minor unit, type 2 a fixed amount in minor units; any other type is
 * an error and the channel is not offered. The server's quote (getMemberTax) is the authority; this
 * shows the rule and a preview.
 */
import { RATE_SCALE } from '@nyota/contract/constants';
import { WithdrawFeeType } from '@nyota/contract/payments-constants';
import { formatMoney } from '@nyota/contract/money/format';

export type FeeRule =
  { kind: 'percent'; rate: number } | { kind: 'fixed'; amount: number } | { kind: 'unsupported'; type: number };

export function feeRuleOf(channel: { withdrawFeeType: number; withdrawFeeValue: number }): FeeRule {
  if (channel.withdrawFeeType === WithdrawFeeType.PERCENT) return { kind: 'percent', rate: channel.withdrawFeeValue };
  if (channel.withdrawFeeType === WithdrawFeeType.FIXED) return { kind: 'fixed', amount: channel.withdrawFeeValue };
  return { kind: 'unsupported', type: channel.withdrawFeeType };
}

/** The fee on an amount in minor units; null for an unsupported rule. */
export function feeFor(amount: number, rule: FeeRule): number | null {
  if (rule.kind === 'fixed') return rule.amount;
  if (rule.kind === 'unsupported') return null;
  const product = amount * rule.rate;
  // Integer ceiling: rounding up means any fraction of a minor unit costs a whole one.
  return Math.floor(product / RATE_SCALE) + (product % RATE_SCALE === 0 ? 0 : 1);
}

/** A rate over 10000 as a percentage: 100 -> "1%", 150 -> "1.5%", 125 -> "1.25%". */
export function percentText(rate: number): string {
  const whole = Math.floor(rate / 100);
  const rest = rate % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** "1%", "K 2.50", or '' when there is no fee (fixed 0, rate 0) or the rule is unsupported. */
export function feeRuleText(rule: FeeRule, symbol: string): string {
  if (rule.kind === 'percent') return rule.rate === 0 ? '' : percentText(rule.rate);
  if (rule.kind === 'fixed') return rule.amount === 0 ? '' : formatMoney(rule.amount, symbol);
  return '';
}

/** docs/product-rules/wallet.md#net-amount: net = amount - fee - tax, never below zero. */
export function netAmount(amount: number, fee: number, tax: number): number {
  return Math.max(0, amount - fee - tax);
}
