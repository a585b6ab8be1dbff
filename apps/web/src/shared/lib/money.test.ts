import { describe, expect, it } from 'vitest';
import { formatCount, formatMinor, formatMoney } from './money';

describe('money display (minor units / 100, two decimals)', () => {
  it('formats exactly, with grouping', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456)).toBe('1,234.56');
    expect(formatMinor(100000000)).toBe('1,000,000.00');
    expect(formatMinor(-250)).toBe('-2.50');
    // 0.1 + 0.2 style float drift cannot happen: integer arithmetic.
    expect(formatMinor(30)).toBe('0.30');
  });

  it('adds the market symbol', () => {
    expect(formatMoney(1999, 'K')).toBe('K 19.99');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
