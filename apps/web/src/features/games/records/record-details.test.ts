import { describe, expect, it } from 'vitest';
import { formatMultiplier } from '@nyota/contract/money/format';
import { detailEntries } from './record-details';

describe('game record details', () => {
  it('shows scalars as they are and nested data as JSON', () => {
    expect(detailEntries({ crashPoint: 512, hash: 'ab', revealed: true, reels: [[1, 2]], none: null })).toEqual([
      ['crashPoint', '512'],
      ['hash', 'ab'],
      ['revealed', 'true'],
      ['reels', '[[1,2]]'],
      ['none', 'null'],
    ]);
  });

  it('formats multipliers stored in hundredths', () => {
    expect(formatMultiplier(235)).toBe('2.35x');
    expect(formatMultiplier(20_000)).toBe('200.00x');
    expect(formatMultiplier(0)).toBe('0.00x');
    expect(formatMultiplier(105)).toBe('1.05x');
  });
});
