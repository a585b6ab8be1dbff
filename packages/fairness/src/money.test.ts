import { describe, expect, it } from 'vitest';
import { applyMultiplier } from './money.js';

describe('money', () => {
  it('multiplies minor units by hundredths, rounding down', () => {
    expect(applyMultiplier(1000, 250)).toBe(2500);
    expect(applyMultiplier(333, 101)).toBe(336); // 336.33
    expect(applyMultiplier(1, 199)).toBe(1); // 1.99
    expect(applyMultiplier(0, 20_000)).toBe(0);
  });

  it('refuses fractional, negative or unsafe amounts', () => {
    expect(() => applyMultiplier(10.5, 100)).toThrow(RangeError);
    expect(() => applyMultiplier(-1, 100)).toThrow(RangeError);
    expect(() => applyMultiplier(100, 1.5)).toThrow(RangeError);
    expect(() => applyMultiplier(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError);
  });
});
