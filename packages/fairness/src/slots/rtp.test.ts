import { describe, expect, it } from 'vitest';
import { fixedFloats } from '../byte-stream.js';
import { compileSlot, slotDefinitionHash, slotDefinitionProblems, type SlotDefinition } from './definition.js';
import { enumerateSlot } from './enumerate.js';
import { bigFractionToNumber, scatterCountDistribution, slotRtp } from './rtp.js';
import { SAVANNA_PUBLISHED_RTP_BP, SAVANNA_PUBLISHED_STATS, SAVANNA_SLOT } from './savanna.js';
import { playSlotRoundFrom } from './spin.js';
import { TINY_SLOT } from './test-slot.js';

/** Every stop combination as floats that land on it. */
function allStops(def: SlotDefinition): number[][] {
  let combos: number[][] = [[]];
  for (const strip of def.strips)
    combos = combos.flatMap((prefix) => strip.map((_, stop) => [...prefix, (stop + 0.5) / strip.length]));
  return combos;
}

/** Brute force: every paid spin and every sequence of free spins it awards, through playSlotRoundFrom. */
function bruteForce(def: SlotDefinition): { mean: number; sigma: number } {
  const combos = allStops(def);
  const lines = def.paylines.length;
  let sum = 0;
  let sumSquares = 0;
  let weightTotal = 0;
  for (const base of combos) {
    const awarded = playSlotRoundFrom(def, fixedFloats([...base, ...new Array<number>(100).fill(0)])).freeSpins.length;
    const sequences = Array.from({ length: awarded }).reduce<number[][]>(
      (acc) => acc.flatMap((prefix) => combos.map((c) => [...prefix, ...c])),
      [[]],
    );
    const weight = 1 / combos.length / sequences.length;
    for (const rest of sequences) {
      const r = playSlotRoundFrom(def, fixedFloats([...base, ...rest])).totalPay / lines;
      sum += weight * r;
      sumSquares += weight * r * r;
      weightTotal += weight;
    }
  }
  expect(weightTotal).toBeCloseTo(1, 10);
  return { mean: sum, sigma: Math.sqrt(sumSquares - sum * sum) };
}

describe('slot RTP', () => {
  it('the exact calculation equals brute force over every round of a small slot', () => {
    const exact = slotRtp(TINY_SLOT);
    const brute = bruteForce(TINY_SLOT);
    expect(bigFractionToNumber(exact.rtp)).toBeCloseTo(brute.mean, 12);
    const enumerated = enumerateSlot(TINY_SLOT);
    expect(enumerated.rtp).toBeCloseTo(brute.mean, 12);
    expect(enumerated.sigma).toBeCloseTo(brute.sigma, 10);
    expect(enumerated.combinations).toBe(60);
  });

  it('counts scatters over all stops exactly', () => {
    // Stops showing a scatter: reel 1 two of 4, reel 2 two of 3, reel 3 two of 5, so
    // [2,2] * [1,2] * [3,2] = [6, 22, 24, 8] combinations with 0..3 scatters.
    expect(scatterCountDistribution(compileSlot(TINY_SLOT))).toEqual([6n, 22n, 24n, 8n, 0n, 0n, 0n]);
    const rtp = slotRtp(TINY_SLOT);
    expect(rtp.freeSpinTrigger).toEqual({ numerator: 8n, denominator: 15n }); // (24 + 8) / 60
    expect(rtp.expectedFreeSpins).toEqual({ numerator: 2n, denominator: 3n }); // (24·1 + 8·2) / 60
  });

  it('Savanna Sunset returns the published 96.08%, within 96% ± 0.3%', () => {
    const rtp = slotRtp(SAVANNA_SLOT);
    expect(rtp.rtp).toEqual({ numerator: 23_346_570_233n, denominator: 24_300_000_000n });
    const value = bigFractionToNumber(rtp.rtp);
    expect(Math.abs(value - 0.96)).toBeLessThanOrEqual(0.003);
    expect(Math.round(value * 10_000)).toBe(SAVANNA_PUBLISHED_RTP_BP);
    const trigger = rtp.freeSpinTrigger;
    expect(trigger.numerator * 100_000n).toBe(BigInt(SAVANNA_PUBLISHED_STATS.freeSpinRatePer100k) * trigger.denominator);
    expect(bigFractionToNumber(rtp.baseRtp)).toBeLessThan(value);
  });

  it('Savanna Sunset is a valid 5x3 slot with at least 10 paylines, one scatter per reel window at most', () => {
    expect(slotDefinitionProblems(SAVANNA_SLOT)).toEqual([]);
    expect(SAVANNA_SLOT.strips).toHaveLength(5);
    expect(SAVANNA_SLOT.rows).toBe(3);
    expect(SAVANNA_SLOT.paylines.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SAVANNA_SLOT.paylines.map((l) => l.join())).size).toBe(SAVANNA_SLOT.paylines.length);
    const counts = scatterCountDistribution(compileSlot(SAVANNA_SLOT));
    expect(counts.slice(6).every((c) => c === 0n)).toBe(true);
    expect(slotDefinitionHash(SAVANNA_SLOT)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports broken definitions', () => {
    const broken = { ...TINY_SLOT, strips: [['A', 'Q'], ['A'], ['A', 'B', 'W']], paylines: [[0, 2, 0]] };
    expect(slotDefinitionProblems(broken)).toEqual([
      'strip 0: unknown symbol Q',
      'strip 1 is shorter than the window',
      'payline 0 needs one row in 0..1 per reel',
    ]);
    expect(() => compileSlot(broken)).toThrow(RangeError);
  });
});
