/**
 * Outcome mappings from floats (reference §2.3), shared by every per-bet game.
 *
 * A float is u/2³² for a 32-bit u, so `floor(float · n)` is computed exactly in doubles only while
 * u·n < 2⁵³, i.e. n ≤ 2²¹. Larger ranges are refused rather than silently biased or engine-dependent.
 */
import { type FloatSource } from './byte-stream.js';

export const MAX_OUTCOMES = 2 ** 21;

function assertCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_OUTCOMES)
    throw new RangeError(`${what} must be an integer in 1..${MAX_OUTCOMES}`);
}

function assertFloat(float: number): void {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
}

/** `floor(float · n)`: one of n equally likely outcomes 0..n-1 (roulette pocket, equal wheel segment). */
export function floatToIndex(float: number, n: number): number {
  assertFloat(float);
  assertCount(n, 'n');
  return Math.floor(float * n);
}

/** An integer in [min, max], both inclusive. */
export function integerInRange(float: number, min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) throw new RangeError('need integers min <= max');
  return min + floatToIndex(float, max - min + 1);
}

/**
 * Weighted pick (reference §2.3, "Wheel, weighted"): r = floor(float · W) with W the total weight,
 * then the first index i whose cumulative weight exceeds r. Weights are non-negative integers; a zero
 * weight is never picked. Index i is chosen with probability exactly weight_i / W.
 */
export function pickWeighted(weights: readonly number[], float: number): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError('weights must be non-negative integers');
    total += w;
  }
  const r = floatToIndex(float, total);
  let cumulative = 0;
  for (const [i, w] of weights.entries()) {
    cumulative += w;
    if (cumulative > r) return i;
  }
  throw new Error('unreachable: r < total weight');
}

/**
 * Stake's shuffle (Keno, Mines): the i-th float picks `floor(float_i · (N − i))` among the items
 * not yet drawn, in their original order. Returns the first `count` drawn (all by default).
 */
export function drawWithoutReplacement<T>(source: FloatSource, items: readonly T[], count = items.length): T[] {
  if (!Number.isSafeInteger(count) || count < 0 || count > items.length) throw new RangeError('count out of range');
  const pool = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i += 1) {
    const [item] = pool.splice(floatToIndex(source.nextFloat(), pool.length), 1);
    drawn.push(item as T);
  }
  return drawn;
}

/** A full permutation of `items` by the same rule. */
export function shuffle<T>(source: FloatSource, items: readonly T[]): T[] {
  return drawWithoutReplacement(source, items);
}
