import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountFormatError, formatMinor, parseMajor } from './money-format.js';

describe('formatMinor', () => {
  it('writes whole amounts without decimals and fractions with exactly two', () => {
    expect(formatMinor(1)).toBe('0.01');
    expect(formatMinor(10)).toBe('0.10');
    expect(formatMinor(1500)).toBe('15');
    expect(formatMinor(1550)).toBe('15.50');
    expect(formatMinor(9_876_543_210)).toBe('98765432.10');
    expect(formatMinor(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('refuses a fraction when the provider takes whole units only (never rounds money)', () => {
    expect(formatMinor(500_000, 0)).toBe('5000');
    expect(() => formatMinor(500_050, 0)).toThrow(AmountFormatError);
    expect(() => formatMinor(1, 0)).toThrow(AmountFormatError);
  });

  it('refuses zero, negative, fractional and unsafe minor amounts', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatMinor(bad), String(bad)).toThrow(AmountFormatError);
    }
  });
});

describe('parseMajor', () => {
  it('reads provider amounts into minor units', () => {
    expect(parseMajor('15')).toBe(1500);
    expect(parseMajor('15.5')).toBe(1550);
    expect(parseMajor('15.50')).toBe(1550);
    expect(parseMajor('15.500')).toBe(1550);
    expect(parseMajor('0.01')).toBe(1);
    expect(parseMajor(' 21798.03 ')).toBe(2_179_803);
    expect(parseMajor(250)).toBe(25_000);
    expect(parseMajor(0.5)).toBe(50);
  });

  it('returns null for anything that is not a plain non-negative amount in minor-unit precision', () => {
    for (const bad of ['', '-5', '1e3', '15.001', '15,00', 'abc', '.5', '1.', '1000000000000000', 1e21, -1, Number.NaN]) {
      expect(parseMajor(bad), String(bad)).toBeNull();
    }
  });

  it('round-trips every positive safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (minor) => parseMajor(formatMinor(minor)) === minor),
    );
  });
});
