/** Exact expected value of a wheel table, as fractions over the total weight. */
import { assertWheelTable, type WheelPrizeKind, type WheelTable } from './table.js';

export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

export interface WheelStats {
  readonly totalWeight: number;
  /** Expected prize per spin in minor units, per prize kind that appears on the table. */
  readonly expected: Partial<Record<Exclude<WheelPrizeKind, 'none'>, Fraction>>;
  /** Return to player in the cost's own kind: expected prize of that kind / cost. Null for a free wheel. */
  readonly rtp: Fraction | null;
  /** Probability of any prize (not 'none'). */
  readonly winProbability: Fraction;
}

export function wheelStats(table: WheelTable): WheelStats {
  assertWheelTable(table);
  const totalWeight = table.segments.reduce((sum, s) => sum + s.weight, 0);
  const sums: Partial<Record<Exclude<WheelPrizeKind, 'none'>, number>> = {};
  let winWeight = 0;
  for (const { prize, weight } of table.segments) {
    if (prize.kind === 'none') continue;
    winWeight += weight;
    const next = (sums[prize.kind] ?? 0) + weight * prize.amount;
    if (!Number.isSafeInteger(next)) throw new RangeError('expected value exceeds the safe integer range');
    sums[prize.kind] = next;
  }
  const expected: Partial<Record<Exclude<WheelPrizeKind, 'none'>, Fraction>> = {};
  for (const [kind, sum] of Object.entries(sums) as [Exclude<WheelPrizeKind, 'none'>, number][]) {
    expected[kind] = { numerator: sum, denominator: totalWeight };
  }
  const sameKind = sums[table.cost.kind] ?? 0;
  const rtp = table.cost.amount === 0 ? null : { numerator: sameKind, denominator: totalWeight * table.cost.amount };
  return { totalWeight, expected, rtp, winProbability: { numerator: winWeight, denominator: totalWeight } };
}

export function fractionValue(fraction: Fraction): number {
  return fraction.numerator / fraction.denominator;
}
