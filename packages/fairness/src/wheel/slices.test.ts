import { describe, expect, it } from 'vitest';
import { pickWeighted } from '../outcomes.js';
import { wheelChancePercents, wheelSlices, weightedRotationDeg } from './slices.js';
import { COIN_SPIN_TABLE, DIAMOND_SPIN_TABLE } from './tables.js';
import { WHEEL_CIRCLES } from './constants.js';

describe('weighted wheel slices', () => {
  it('draws each segment with an angle proportional to its weight, clockwise from the pointer', () => {
    const slices = wheelSlices([5, 2, 1]);
    expect(slices).toEqual([
      { startDeg: 0, endDeg: 225, centreDeg: 112.5 },
      { startDeg: 225, endDeg: 315, centreDeg: 270 },
      { startDeg: 315, endDeg: 360, centreDeg: 337.5 },
    ]);
    const coin = wheelSlices(COIN_SPIN_TABLE.segments.map((s) => s.weight));
    expect(coin[0]?.endDeg).toBeCloseTo(100.8, 10); // 'Try again', weight 280 of 1000
    expect(coin.at(-1)?.endDeg).toBe(360);
  });

  it('puts the float that picked a segment inside its slice: the angle float × 360 lands on the drawn result', () => {
    const weights = DIAMOND_SPIN_TABLE.segments.map((s) => s.weight);
    const slices = wheelSlices(weights);
    for (let k = 0; k < 1000; k += 1) {
      const float = k / 1000 + 0.0003;
      const slice = slices[pickWeighted(weights, float)];
      expect(float * 360).toBeGreaterThanOrEqual(slice?.startDeg ?? Infinity);
      expect(float * 360).toBeLessThan(slice?.endDeg ?? -Infinity);
    }
  });

  it('turns 15 circles and stops with the middle of the weighted slice under the top pointer', () => {
    const weights = [5, 2, 1];
    expect(weightedRotationDeg(weights, 0)).toBe(WHEEL_CIRCLES * 360 + 247.5);
    for (const [i, slice] of wheelSlices(weights).entries()) {
      expect((weightedRotationDeg(weights, i) + slice.centreDeg) % 360).toBe(0);
    }
    expect(() => weightedRotationDeg(weights, 3)).toThrow(RangeError);
  });

  it('states each chance in percent with two decimals from the weights', () => {
    expect(wheelChancePercents([1, 3])).toEqual(['25.00', '75.00']);
    expect(wheelChancePercents(DIAMOND_SPIN_TABLE.segments.map((s) => s.weight))).toEqual([
      '40.00',
      '25.00',
      '15.00',
      '10.00',
      '6.00',
      '3.00',
      '0.80',
      '0.20',
    ]);
    expect(wheelChancePercents([1, 2])).toEqual(['33.33', '66.67']);
  });
});
