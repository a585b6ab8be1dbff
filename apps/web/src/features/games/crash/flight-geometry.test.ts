import { describe, expect, it } from 'vitest';
import { curvePoints, flightView, headingAt, type Point } from './flight-geometry';

const SIZES = [
  { width: 358, height: 179 }, // a phone at 390 px
  { width: 1100, height: 550 }, // desktop at 1440 px
];
/** Elapsed times from a 1.02x hop to a forced cash-out at 60 s. */
const ELAPSED_MS = [150, 900, 2_500, 7_850, 26_100, 60_000];

function slopes(points: Point[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) out.push((a.y - b.y) / (b.x - a.x));
  }
  return out;
}

describe('flight curve geometry', () => {
  for (const size of SIZES) {
    for (const elapsed of ELAPSED_MS) {
      it(`climbs without a zig-zag on a ${size.width} px sky at ${elapsed} ms`, () => {
        const view = flightView(size, elapsed);
        const points = curvePoints(view, elapsed);
        // Dense enough that straight segments read as a curve: at most 4 CSS px apart along x.
        expect(points.length).toBeGreaterThan(20);
        const s = slopes(points);
        for (let i = 0; i < s.length; i++) {
          // Rising to the right (screen y falls) and, for e^(k·t), never flattening: each step at
          // least as steep as the one before. A curve sampled from the floored multiplier fails
          // here with flat steps followed by jumps.
          expect(s[i]).toBeGreaterThan(0);
          if (i > 0) expect(s[i]).toBeGreaterThanOrEqual((s[i - 1] ?? 0) - 1e-9);
        }
        for (let i = 1; i < points.length; i++) {
          const dx = (points[i]?.x ?? 0) - (points[i - 1]?.x ?? 0);
          expect(dx).toBeGreaterThan(0);
          expect(dx).toBeLessThanOrEqual(4);
        }
      });
    }
  }

  it('stays inside the sky and ends at the tip of the flight', () => {
    for (const size of SIZES) {
      for (const elapsed of ELAPSED_MS) {
        const points = curvePoints(flightView(size, elapsed), elapsed);
        for (const p of points) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(size.width);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThanOrEqual(size.height);
        }
        expect(points[0]?.x).toBe(20);
        expect(points[0]?.y).toBe(size.height - 20);
      }
    }
  });

  it('turns the aircraft smoothly: its heading follows the curve and steepens as the flight goes on', () => {
    const size = { width: 1100, height: 550 };
    let previous = 0;
    for (let ms = 100; ms <= 7_000; ms += 100) {
      // The view rescales only past 8 s, so within it a later heading is a steeper climb.
      const heading = headingAt(flightView(size, 7_000), ms);
      expect(heading).toBeLessThan(previous + 1e-12);
      previous = heading;
    }
    const view = flightView(size, 5_000);
    const points = curvePoints(view, 5_000);
    const [a, b] = points.slice(-2);
    if (!a || !b) throw new Error('no tip');
    expect(headingAt(view, 5_000)).toBeCloseTo(Math.atan2(b.y - a.y, b.x - a.x), 2);
  });
});
