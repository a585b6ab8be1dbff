import { describe, expect, it } from 'vitest';
import { fixedFloats } from './byte-stream.js';
import { MAX_OUTCOMES, drawWithoutReplacement, floatToIndex, integerInRange, pickWeighted, shuffle } from './outcomes.js';

describe('outcome mappings', () => {
  it('floatToIndex is floor(float · n)', () => {
    expect(floatToIndex(0, 37)).toBe(0);
    expect(floatToIndex(1 - 2 ** -32, 37)).toBe(36);
    expect(floatToIndex(0.5, 37)).toBe(18);
    expect(() => floatToIndex(0.5, MAX_OUTCOMES + 1)).toThrow(RangeError);
    expect(() => floatToIndex(1, 10)).toThrow(RangeError);
  });

  it('integerInRange covers both ends', () => {
    expect(integerInRange(0, 1, 6)).toBe(1);
    expect(integerInRange(1 - 2 ** -32, 1, 6)).toBe(6);
    expect(() => integerInRange(0.1, 5, 4)).toThrow(RangeError);
  });

  it('pickWeighted takes the first index whose cumulative weight exceeds floor(float · W)', () => {
    const weights = [1, 3, 0, 4]; // W = 8, cumulative 1, 4, 4, 8
    expect(pickWeighted(weights, 0)).toBe(0);
    expect(pickWeighted(weights, 1 / 8 - 2 ** -32)).toBe(0);
    expect(pickWeighted(weights, 1 / 8)).toBe(1);
    expect(pickWeighted(weights, 4 / 8 - 2 ** -32)).toBe(1);
    expect(pickWeighted(weights, 4 / 8)).toBe(3);
    expect(pickWeighted(weights, 1 - 2 ** -32)).toBe(3);
  });

  it('pickWeighted gives each index exactly weight/W of the float space', () => {
    // With W a power of two every r = floor(u·W/2^32) covers 2^32/W values of u: step through them.
    const weights = [5, 1, 2];
    const counts = [0, 0, 0];
    for (let r = 0; r < 8; r += 1) {
      const index = pickWeighted(weights, r / 8);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts).toEqual(weights);
  });

  it('pickWeighted refuses bad weights', () => {
    expect(() => pickWeighted([1, -1], 0.3)).toThrow(RangeError);
    expect(() => pickWeighted([0, 0], 0.3)).toThrow(RangeError);
    expect(() => pickWeighted([1.5], 0.3)).toThrow(RangeError);
  });

  it('draws without replacement by the remaining count (Stake keno/mines)', () => {
    // 0 takes the first remaining, 0.99 the last remaining.
    expect(drawWithoutReplacement(fixedFloats([0, 0.99, 0]), ['a', 'b', 'c', 'd'], 3)).toEqual(['a', 'd', 'b']);
    // floor(0.5·4)=2 -> c; floor(0.5·3)=1 -> b; floor(0.5·2)=1 -> d; a.
    expect(shuffle(fixedFloats([0.5, 0.5, 0.5, 0.5]), ['a', 'b', 'c', 'd'])).toEqual(['c', 'b', 'd', 'a']);
    expect(() => drawWithoutReplacement(fixedFloats([]), ['a'], 2)).toThrow(RangeError);
  });
});
