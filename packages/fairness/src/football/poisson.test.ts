import { describe, expect, it } from 'vitest';
import { poissonPmf, scoreMatrix, SCORE_WEIGHT_SCALE, totalWeight } from './poisson.js';

describe('Poisson score model', () => {
  it('pmf matches e^(−λ) λ^k / k!', () => {
    expect(poissonPmf(0, 1.5)).toBeCloseTo(Math.exp(-1.5), 15);
    expect(poissonPmf(3, 2)).toBeCloseTo((Math.exp(-2) * 8) / 6, 15);
    let sum = 0;
    for (let k = 0; k < 40; k += 1) sum += poissonPmf(k, 2.7);
    expect(sum).toBeCloseTo(1, 12);
    expect(() => poissonPmf(-1, 1)).toThrow(RangeError);
    expect(() => poissonPmf(1, 0)).toThrow(RangeError);
  });

  it('lists cells with a + b ≤ 6 in the published order with integer weights summing to ~10^6', () => {
    const cells = scoreMatrix(1.6, 1.1, 6);
    expect(cells).toHaveLength(28);
    expect(cells.slice(0, 3).map((c) => `${c.home}-${c.away}`)).toEqual(['0-0', '0-1', '0-2']);
    expect(cells.at(-1)).toMatchObject({ home: 6, away: 0 });
    expect(cells.every((c) => c.home + c.away <= 6 && Number.isInteger(c.weight))).toBe(true);
    expect(Math.abs(totalWeight(cells) - SCORE_WEIGHT_SCALE)).toBeLessThanOrEqual(28);
  });

  it('renormalises the capped matrix: weight ∝ P(a; λh) P(b; λa) / Z', () => {
    const cells = scoreMatrix(1.6, 1.1, 6);
    let z = 0;
    for (let a = 0; a <= 6; a += 1) for (let b = 0; a + b <= 6; b += 1) z += poissonPmf(a, 1.6) * poissonPmf(b, 1.1);
    for (const c of cells) {
      const p = (poissonPmf(c.home, 1.6) * poissonPmf(c.away, 1.1)) / z;
      expect(c.weight).toBe(Math.round(p * SCORE_WEIGHT_SCALE));
    }
  });
});
