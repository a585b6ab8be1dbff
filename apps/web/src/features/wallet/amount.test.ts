import { describe, expect, it } from 'vitest';
import {
  checkDepositAmount,
  checkWithdrawAmount,
  rangePlaceholder,
  selectedPayItem,
  settledAmount,
  amountMinor,
  typedAmount,
} from './amount';
import { formatMajor } from '@nyota/contract/money/format';

const limits = { min: 500, max: 5_000_000 };

describe('amount input (wallet seed §5)', () => {
  it('keeps digits and one point with at most 2 decimals, a leading zero blocks digits, and stops at 7 characters', () => {
    expect(typedAmount('12.345')).toBe('12.34');
    expect(typedAmount('K 1,000')).toBe('1000');
    expect(typedAmount('007')).toBe('0');
    expect(typedAmount('0.07')).toBe('0.07');
    expect(typedAmount('0.5')).toBe('0.5');
    expect(typedAmount('.5')).toBe('0.5');
    expect(typedAmount('123456789')).toBe('1234567');
    expect(typedAmount('99999.99')).toBe('99999.9');
  });

  it('drops a trailing point on blur', () => {
    expect(settledAmount('12.')).toBe('12');
    expect(settledAmount('12.5')).toBe('12.5');
    expect(settledAmount('')).toBe('');
  });

  it('converts typed text to minor units without float error, and back', () => {
    expect(amountMinor('12.5')).toBe(1250);
    expect(amountMinor('0.29')).toBe(29);
    expect(amountMinor('1.10')).toBe(110);
    expect(amountMinor('20')).toBe(2000);
    expect(amountMinor('20.')).toBe(2000);
    expect(amountMinor('')).toBeNull();
    expect(amountMinor('1.234')).toBeNull();
    expect(amountMinor('abc')).toBeNull();
    expect(formatMajor(2000)).toBe('20');
    expect(formatMajor(2050)).toBe('20.50');
    expect(formatMajor(2005)).toBe('20.05');
  });

  it('shows the configured range as the placeholder, as a player would type it', () => {
    expect(rangePlaceholder(limits)).toBe('5 - 50000');
    expect(rangePlaceholder({ min: 150, max: 999_950 })).toBe('1.50 - 9999.50');
  });
});

describe('deposit limits: one message for both bounds', () => {
  it('is silently invalid while empty', () => {
    expect(checkDepositAmount(null, limits, 'K')).toEqual({ valid: false, message: null });
    expect(checkDepositAmount(0, limits, 'K')).toEqual({ valid: false, message: null });
  });

  it('refuses below the minimum and above the maximum with the same range text', () => {
    const range = { key: 'wallet.deposit_range', params: { min: 'K 5.00', max: 'K 50,000.00' } };
    expect(checkDepositAmount(499, limits, 'K')).toEqual({ valid: false, message: range });
    expect(checkDepositAmount(5_000_001, limits, 'K')).toEqual({ valid: false, message: range });
  });

  it('accepts both bounds themselves', () => {
    expect(checkDepositAmount(500, limits, 'K').valid).toBe(true);
    expect(checkDepositAmount(5_000_000, limits, 'K').valid).toBe(true);
  });
});

describe('withdraw limits', () => {
  const w = { min: 1_000, max: 5_000_000 };

  it('asks for at least the minimum', () => {
    expect(checkWithdrawAmount(999, w, 100_000, 'K')).toEqual({
      valid: false,
      message: { key: 'wallet.withdraw_at_least', params: { min: 'K 10.00' } },
    });
  });

  it('above the per-transaction maximum gives the seed no-more-than text with the maximum', () => {
    expect(checkWithdrawAmount(5_000_001, w, 99_000_000, 'K')).toEqual({
      valid: false,
      message: { key: 'wallet.withdraw_no_more_than', params: { max: 'K 50,000.00' } },
    });
  });

  it('within the range but above the balance: the seed insufficient-balance text', () => {
    expect(checkWithdrawAmount(20_000, w, 15_050, 'K')).toEqual({
      valid: false,
      message: { key: 'errors.insufficient_balance_deposit', params: {} },
    });
  });

  it('accepts an amount in range and covered by the balance, including the whole balance', () => {
    expect(checkWithdrawAmount(15_050, w, 15_050, 'K')).toEqual({ valid: true, message: null });
    expect(checkWithdrawAmount(null, w, 15_050, 'K')).toEqual({ valid: false, message: null });
  });
});

describe('pay-item tiles (seed §4)', () => {
  const items = [
    { id: 1, payMoney: 2000 },
    { id: 2, payMoney: 5000 },
    { id: 3, payMoney: 10000 },
  ];

  it('selects the tile whose payMoney equals the typed amount', () => {
    expect(selectedPayItem(items, amountMinor('50'))?.id).toBe(2);
    expect(selectedPayItem(items, amountMinor('50.00'))?.id).toBe(2);
  });

  it('selects none for any other amount or an empty field', () => {
    expect(selectedPayItem(items, amountMinor('50.01'))).toBeNull();
    expect(selectedPayItem(items, amountMinor('5'))).toBeNull();
    expect(selectedPayItem(items, null)).toBeNull();
  });
});
