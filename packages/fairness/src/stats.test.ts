import { describe, expect, it } from 'vitest';
import { intervalContains, roundsForHalfWidth, RtpAccumulator, rtpInterval, Z_95 } from './stats.js';

describe('RTP estimates', () => {
  it('gives the mean, sample σ and a normal interval', () => {
    const acc = new RtpAccumulator();
    for (const r of [0, 2, 0, 2, 1]) acc.add(r);
    const est = acc.estimate();
    expect(est.rounds).toBe(5);
    expect(est.rtp).toBeCloseTo(1, 15);
    expect(est.sigma).toBeCloseTo(1, 15); // Σ(r − 1)² = 4, / (n − 1) = 1
    expect(est.standardError).toBeCloseTo(1 / Math.sqrt(5), 15);
    expect(est.low).toBeCloseTo(1 - Z_95 / Math.sqrt(5), 12);
    expect(intervalContains(est, 1.5)).toBe(true);
    expect(intervalContains(est, 2)).toBe(false);
  });

  it('stays accurate over many rounds with a large mean (Welford)', () => {
    const acc = new RtpAccumulator();
    for (let i = 0; i < 1_000_000; i += 1) acc.add(1e6 + (i % 2));
    const est = acc.estimate();
    expect(est.rtp).toBeCloseTo(1e6 + 0.5, 6);
    expect(est.sigma).toBeCloseTo(0.5, 5);
  });

  it('refuses bad input and too few rounds', () => {
    const acc = new RtpAccumulator();
    expect(() => acc.add(-1)).toThrow(RangeError);
    expect(() => acc.add(Number.NaN)).toThrow(RangeError);
    acc.add(1);
    expect(() => acc.estimate()).toThrow(RangeError);
  });

  it('sizes a bench: rounds for a ±0.1% interval with σ = 4 at 95%', () => {
    expect(roundsForHalfWidth(4, 0.001)).toBe(Math.ceil((Z_95 * 4000) ** 2));
    expect(rtpInterval(10_000, 0.96, 4).standardError).toBeCloseTo(0.04, 15);
  });
});
