import { describe, expect, it } from 'vitest';
import { MoneyFormatError } from '@nyota/contract/money/format';
import { toMinor } from '@nyota/contract/money/minor';
import { wireAmount } from './wire-amount.js';

describe('wireAmount', () => {
  it('writes whole amounts without decimals and fractions with exactly two', () => {
    expect(wireAmount(toMinor(1), 2)).toBe('0.01');
    expect(wireAmount(toMinor(1500), 2)).toBe('15');
    expect(wireAmount(toMinor(125_050), 2)).toBe('1250.50');
    expect(wireAmount(toMinor(500_000), 0)).toBe('5000');
  });

  it('refuses zero, negatives and a fraction the provider cannot take (never rounds money)', () => {
    for (const [minor, decimals] of [
      [0, 2],
      [-100, 2],
      [500_050, 0],
      [1, 0],
    ] as const) {
      expect(() => wireAmount(toMinor(minor), decimals), `${minor}/${decimals}`).toThrow(MoneyFormatError);
    }
  });
});
