/**
 * Amount input and limit rules (docs/product-rules/wallet.md#amount-input), pure. The field holds what the player typed in
 * major units ("12.5"); everything else works in integer minor units, never floats.
 */
import { amountInput } from '@nyota/contract/rules';
import type { MessageKey } from '../../shared/i18n/i18n';
import { formatMajor, formatMoney, parseMajor } from '@nyota/contract/money/format';
import type { Minor } from '@nyota/contract/money/minor';
import { AMOUNT_MAX_LENGTH } from './wallet-constants';

export interface Limits {
  min: number;
  max: number;
}

export interface AmountMessage {
  key: MessageKey;
  params: Record<string, string>;
}

/** The verdict on an amount: `valid` drives the button, `message` (if any) is shown under the field. */
export interface AmountCheck {
  valid: boolean;
  message: AmountMessage | null;
}

/** As the player types: digits and one point, at most 2 decimals, a leading zero blocks digits, at most 7 characters. */
export function typedAmount(raw: string): string {
  return amountInput(raw).slice(0, AMOUNT_MAX_LENGTH);
}

/** On blur a trailing point is removed ("12." -> "12"). */
export function settledAmount(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** "12.5" -> 1250, "12." -> 1200; null when empty or not an amount. */
export function amountMinor(text: string): Minor | null {
  return parseMajor(settledAmount(text));
}

/** Placeholder of an amount field: "min - max" as typed. */
export function rangePlaceholder(limits: Limits): string {
  return `${formatMajor(limits.min)} - ${formatMajor(limits.max)}`;
}

/**
 * Deposit (docs/product-rules/wallet.md#deposit-limits): between the per-transaction minimum and
 * maximum, one message for both bounds.
 */
export function checkDepositAmount(minor: number | null, limits: Limits, symbol: string): AmountCheck {
  if (minor === null || minor === 0) return { valid: false, message: null };
  if (minor < limits.min || minor > limits.max) {
    return {
      valid: false,
      message: {
        key: 'wallet.deposit_range',
        params: { min: formatMoney(limits.min, symbol), max: formatMoney(limits.max, symbol) },
      },
    };
  }
  return { valid: true, message: null };
}

/**
 * Withdraw (docs/product-rules/wallet.md#withdraw-limits): at least the minimum, at most the
 * per-transaction maximum, and not above the balance. Below the minimum: the at-least text; above
 * the maximum: the no-more-than text with the maximum; within the range but above the balance: the
 * seed's insufficient-balance text, as for a stake above the balance in the games.
 */
export function checkWithdrawAmount(minor: number | null, limits: Limits, balance: number, symbol: string): AmountCheck {
  if (minor === null || minor === 0) return { valid: false, message: null };
  const money = (v: number) => formatMoney(v, symbol);
  if (minor < limits.min)
    return { valid: false, message: { key: 'wallet.withdraw_at_least', params: { min: money(limits.min) } } };
  if (minor > limits.max)
    return { valid: false, message: { key: 'wallet.withdraw_no_more_than', params: { max: money(limits.max) } } };
  if (minor > balance) return { valid: false, message: { key: 'errors.insufficient_balance_deposit', params: {} } };
  return { valid: true, message: null };
}

export interface PayItemLike {
  id: number;
  payMoney: number;
}

/**
 * docs/product-rules/deposit.md#quick-amounts-pay-items: the tile whose payMoney equals the typed
 * amount is selected, otherwise none.
 */
export function selectedPayItem<T extends PayItemLike>(items: readonly T[], minor: number | null): T | null {
  if (minor === null) return null;
  return items.find((i) => i.payMoney === minor) ?? null;
}
