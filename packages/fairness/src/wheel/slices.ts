/**
 * How a weighted wheel is drawn (trust issue 3): segment i covers weight_i / W of the circle,
 * clockwise from the pointer at the top in table order, so the picture shows the real odds. It is
 * the weighted pick laid on a circle: the segment that r = floor(float · W) picks is the slice that
 * contains the angle float × 360°.
 */
import { WHEEL_CIRCLES } from './constants.js';

export interface WheelSlice {
  /** Degrees clockwise from the top. */
  readonly startDeg: number;
  readonly endDeg: number;
  readonly centreDeg: number;
}

function totalOf(weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 1) throw new RangeError('weights must be positive integers');
    total += w;
  }
  if (total === 0) throw new RangeError('a wheel needs at least one segment');
  return total;
}

export function wheelSlices(weights: readonly number[]): WheelSlice[] {
  const total = totalOf(weights);
  let before = 0;
  return weights.map((w) => {
    const startDeg = (before * 360) / total;
    before += w;
    const endDeg = (before * 360) / total;
    return { startDeg, endDeg, centreDeg: (startDeg + endDeg) / 2 };
  });
}

/** Clockwise rotation that stops the middle of slice `index` under the top pointer after `circles` turns. */
export function weightedRotationDeg(weights: readonly number[], index: number, circles = WHEEL_CIRCLES): number {
  const slice = wheelSlices(weights)[index];
  if (!Number.isSafeInteger(index) || !slice) throw new RangeError('segment index out of range');
  return circles * 360 + ((360 - slice.centreDeg) % 360);
}

/** Each segment's chance, weight / total weight, in percent with two decimals (rounded half up). */
export function wheelChancePercents(weights: readonly number[]): string[] {
  const total = totalOf(weights);
  return weights.map((w) => {
    const hundredths = Math.floor((w * 10_000 * 2 + total) / (2 * total));
    return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  });
}
