import { describe, expect, it } from 'vitest';
import { WHEEL_CIRCLES, WHEEL_SPIN_MS, WHEEL_STARS } from './constants.js';
import { assertWheelTable, wheelTableHash, wheelTableProblems, type WheelTable } from './table.js';
import { SMALL_WHEEL } from './test-table.js';

describe('wheel tables', () => {
  it('keeps the seed constants', () => {
    expect([WHEEL_SPIN_MS, WHEEL_CIRCLES, WHEEL_STARS]).toEqual([5000, 15, 24]);
  });

  it('hashes canonically: key order does not matter, any prize or weight change does', () => {
    const reordered = { segments: SMALL_WHEEL.segments, cost: SMALL_WHEEL.cost, version: 3, game: 'test-wheel' } as WheelTable;
    expect(wheelTableHash(reordered)).toBe(wheelTableHash(SMALL_WHEEL));
    const heavier = { ...SMALL_WHEEL, segments: SMALL_WHEEL.segments.map((s, i) => (i === 2 ? { ...s, weight: 2 } : s)) };
    expect(wheelTableHash(heavier)).not.toBe(wheelTableHash(SMALL_WHEEL));
    expect(wheelTableHash(SMALL_WHEEL)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses tables that could mislead or break the draw', () => {
    expect(wheelTableProblems(SMALL_WHEEL)).toEqual([]);
    const zeroWeight = {
      ...SMALL_WHEEL,
      segments: [...SMALL_WHEEL.segments, { label: 'jackpot', prize: { kind: 'cash', amount: 10 ** 6 }, weight: 0 }],
    } as WheelTable;
    expect(wheelTableProblems(zeroWeight)).toEqual(['segment 3: weight must be a positive integer']);
    const noneWithAmount = {
      ...SMALL_WHEEL,
      segments: [{ label: '?', prize: { kind: 'none', amount: 5 }, weight: 1 }, SMALL_WHEEL.segments[1]],
    } as WheelTable;
    expect(wheelTableProblems(noneWithAmount)).toEqual(["segment 0: only 'none' may have amount 0"]);
    expect(() => assertWheelTable({ ...SMALL_WHEEL, version: 0 })).toThrow(/version/);
    expect(() => assertWheelTable({ ...SMALL_WHEEL, segments: [SMALL_WHEEL.segments[0]] } as WheelTable)).toThrow(/at least 2/);
  });
});
