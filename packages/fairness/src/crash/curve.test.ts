import { describe, expect, it } from 'vitest';
import { CRASH_CAP_MS, crashElapsedMs, elapsedFor, flightDurationMs, multiplierAt, multiplierCurve } from './curve.js';

describe('crash multiplier curve', () => {
  it('starts at 1.00x and reaches 200x at exactly 60 s', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(CRASH_CAP_MS)).toBe(20_000);
    expect(multiplierAt(CRASH_CAP_MS - 1)).toBe(19_998); // 200 · e^(−k) = 199.98
    expect(elapsedFor(20_000)).toBe(CRASH_CAP_MS);
  });

  it('hits the reference timings: 2x ~7.85 s, 10x ~26.1 s, 100x ~52.2 s', () => {
    expect(elapsedFor(200) / 1000).toBeCloseTo(7.85, 2);
    expect(elapsedFor(1000) / 1000).toBeCloseTo(26.1, 1);
    expect(elapsedFor(10_000) / 1000).toBeCloseTo(52.2, 1);
  });

  it('elapsedFor is the exact inverse: the first millisecond reaching each multiplier up to 200x', () => {
    for (let m = 101; m <= 20_000; m += 1) {
      const t = elapsedFor(m);
      if (multiplierAt(t) < m || multiplierAt(t - 1) >= m) throw new Error(`elapsedFor(${m}) = ${t} is not the first ms`);
    }
  });

  it('is non-decreasing and matches the drawn curve', () => {
    let previous = 100;
    const bad: number[] = [];
    for (let t = 0; t <= CRASH_CAP_MS; t += 1) {
      const m = multiplierAt(t);
      if (m < previous || Math.abs(m / 100 - multiplierCurve(t)) >= 0.01) bad.push(t);
      previous = m;
    }
    expect(bad).toEqual([]);
  });

  it('the crash happens on the first millisecond above the crash point; a forced round ends at 60 s', () => {
    const t = crashElapsedMs(250);
    expect(multiplierAt(t)).toBeGreaterThan(250);
    expect(multiplierAt(t - 1)).toBeLessThanOrEqual(250);
    expect(crashElapsedMs(100)).toBe(elapsedFor(101)); // an instant bust still draws a few frames at 1.00x
    expect(flightDurationMs(250)).toBe(t);
    expect(flightDurationMs(1_000_000)).toBe(CRASH_CAP_MS);
  });
});
