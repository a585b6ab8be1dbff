import { describe, expect, it } from 'vitest';
import { lockMinutesAfter } from './login-throttle.js';

describe('lock durations', () => {
  it('locks at the 5th failure for 15 minutes and doubles up to a day', () => {
    expect([1, 2, 3, 4].map((n) => lockMinutesAfter(n))).toEqual([null, null, null, null]);
    expect([5, 6, 7, 8].map((n) => lockMinutesAfter(n))).toEqual([15, 30, 60, 120]);
    expect(lockMinutesAfter(12)).toBe(24 * 60);
    expect(lockMinutesAfter(500)).toBe(24 * 60);
  });
});
