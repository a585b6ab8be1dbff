import { describe, expect, it } from 'vitest';
import { fractionValue, wheelStats } from './rtp.js';
import { COIN_SPIN_TABLE, DIAMOND_SPIN_TABLE } from './tables.js';
import { SMALL_WHEEL } from './test-table.js';

describe('wheel expected value', () => {
  it('computes the exact expected value and RTP per prize kind', () => {
    const stats = wheelStats(SMALL_WHEEL);
    expect(stats.totalWeight).toBe(8);
    expect(stats.expected).toEqual({ cash: { numerator: 700, denominator: 8 } });
    expect(fractionValue(stats.rtp ?? { numerator: 0, denominator: 1 })).toBe(0.875);
    expect(stats.winProbability).toEqual({ numerator: 3, denominator: 8 });

    const coin = wheelStats(COIN_SPIN_TABLE);
    expect(coin.rtp).toEqual({ numerator: 690_000, denominator: 1_000_000 });
    expect(coin.expected.cash).toEqual({ numerator: 7500, denominator: 1000 });
    const diamond = wheelStats(DIAMOND_SPIN_TABLE);
    expect(fractionValue(diamond.rtp ?? { numerator: 0, denominator: 1 })).toBe(0.175);
    expect(fractionValue(diamond.expected.cash ?? { numerator: 0, denominator: 1 })).toBe(80);
  });
});
