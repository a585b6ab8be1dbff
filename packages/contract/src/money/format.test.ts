import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatHundredths,
  formatMajor,
  formatMinor,
  formatMoney,
  formatMoneyInText,
  formatMultiplier,
  MoneyFormatError,
  parseMajor,
} from './format.js';
import { toMinor } from './minor.js';

describe('player money text', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(125_050)).toBe('1,250.50');
    expect(formatMinor(-125_050)).toBe('-1,250.50');
    expect(formatMinor(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('puts the symbol apart for values and against the digits inside sentences', () => {
    expect(formatMoney(10_000, 'K')).toBe('K 100.00');
    expect(formatMoney(-5, 'K')).toBe('K -0.05');
    expect(formatMoneyInText(125_050, 'K')).toBe('K1,250.50');
    expect(formatMoneyInText(-500, 'K')).toBe('-K5.00');
    expect(formatMoneyInText(0, 'USh')).toBe('USh0.00');
  });
});

describe('formatMajor', () => {
  it('writes whole amounts without decimals and fractions with exactly two, never grouped', () => {
    expect(formatMajor(toMinor(0))).toBe('0');
    expect(formatMajor(toMinor(5))).toBe('0.05');
    expect(formatMajor(toMinor(1500))).toBe('15');
    expect(formatMajor(toMinor(125_050))).toBe('1250.50');
    expect(formatMajor(toMinor(-5))).toBe('-0.05');
    expect(formatMajor(toMinor(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
  });

  it('refuses a fraction when only whole units are accepted (never rounds money)', () => {
    expect(formatMajor(toMinor(500_000), 0)).toBe('5000');
    expect(() => formatMajor(toMinor(500_050), 0)).toThrow(MoneyFormatError);
    expect(() => formatMajor(toMinor(1), 0)).toThrow(MoneyFormatError);
  });
});

describe('parseMajor', () => {
  it('reads major-unit text and JSON numbers into minor units exactly', () => {
    expect(parseMajor('10')).toBe(1000);
    expect(parseMajor('10.5')).toBe(1050);
    expect(parseMajor('10.50')).toBe(1050);
    expect(parseMajor('10.500')).toBe(1050);
    expect(parseMajor('0')).toBe(0);
    expect(parseMajor('0.05')).toBe(5);
    expect(parseMajor(' 21798.03 ')).toBe(2_179_803);
    expect(parseMajor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseMajor(250)).toBe(25_000);
    expect(parseMajor(0.5)).toBe(50);
  });

  it('returns null for a sign, an exponent, sub-cent precision or anything beyond safe integers', () => {
    const bad = ['10.505', '1e3', '-0', '-5', '+5', '', '.5', '1.', '15,00', 'abc', '90071992547409.92', '1000000000000000'];
    for (const b of [...bad, 1e21, -1, Number.NaN]) expect(parseMajor(b), String(b)).toBeNull();
  });

  it('round-trips every safe non-negative amount through formatMajor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => parseMajor(formatMajor(toMinor(n))) === n),
    );
  });
});

describe('hundredths and counts', () => {
  it('writes odds and multipliers with two decimals', () => {
    expect(formatHundredths(235)).toBe('2.35');
    expect(formatHundredths(100)).toBe('1.00');
    expect(formatMultiplier(5)).toBe('0.05x');
    expect(formatMultiplier(123_456)).toBe('1234.56x');
  });

  it('groups counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1234)).toBe('-1,234');
  });
});
