/**
 * Exact RTP of a slot definition without visiting every stop combination. Each reel stops uniformly,
 * so the symbol on any fixed row of reel i is symbol s with probability count_i(s)/L_i, and the five
 * cells of one payline lie on five independent reels. The expected pay of a line is therefore a sum
 * over symbol tuples weighted by those counts, the same for every payline. Scatters are counted per
 * reel over all stops and convolved. Free spins use the same strips and award no more free spins, so
 * a free spin is an independent copy of a paid spin times the multiplier:
 *   RTP = B · (1 + M · E[free spins awarded]),  B = E[line pay] + E[scatter pay]  (per total bet).
 * All sums are integers over D = Π L_i, kept exact with BigInt.
 */
import { compileSlot, type CompiledSlot, type SlotDefinition } from './definition.js';
import { evaluateLine } from './evaluate.js';

export interface BigFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export interface SlotRtp {
  /** Number of equally likely stop combinations, Π L_i. */
  readonly combinations: bigint;
  /** Expected line pay of one payline per spin, in line bets (= line contribution to RTP). */
  readonly lineRtp: BigFraction;
  /** Expected scatter pay per spin, in total bets. */
  readonly scatterRtp: BigFraction;
  /** Combinations showing exactly k scatters, k = 0..reels·rows. */
  readonly scatterCounts: readonly bigint[];
  /** P(a paid spin awards free spins). */
  readonly freeSpinTrigger: BigFraction;
  /** Expected free spins awarded per paid spin. */
  readonly expectedFreeSpins: BigFraction;
  /** The paid spin's return alone. */
  readonly baseRtp: BigFraction;
  /** Whole round: paid spin plus its free spins. */
  readonly rtp: BigFraction;
}

/** Σ over symbol tuples of Π count_i(s_i) · linePay(tuple): the line pay summed over all stop combinations. */
function lineNumerator(slot: CompiledSlot): bigint {
  const counts = slot.strips.map((strip) => {
    const c = new Array<number>(slot.symbols.length).fill(0);
    for (const s of strip) c[s] = (c[s] ?? 0) + 1;
    return c.flatMap((count, symbol) => (count > 0 ? [[symbol, count] as const] : []));
  });
  const cells = new Array<number>(slot.reels).fill(0);
  let total = 0n;
  const visit = (reel: number, weight: number): void => {
    if (reel === slot.reels) {
      const pay = evaluateLine(slot, cells).pay;
      if (pay > 0) total += BigInt(weight) * BigInt(pay);
      return;
    }
    for (const [symbol, count] of counts[reel] ?? []) {
      cells[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  return total;
}

/** Over all stop combinations, how many show k scatters in the window. */
export function scatterCountDistribution(slot: CompiledSlot): bigint[] {
  const rows = slot.definition.rows;
  let distribution = [1n];
  for (const strip of slot.strips) {
    const perReel = new Array<bigint>(rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let k = 0;
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === slot.scatter) k += 1;
      perReel[k] = (perReel[k] ?? 0n) + 1n;
    }
    const next = new Array<bigint>(distribution.length + rows).fill(0n);
    for (const [a, ways] of distribution.entries())
      for (const [k, stops] of perReel.entries()) next[a + k] = (next[a + k] ?? 0n) + ways * stops;
    distribution = next;
  }
  return distribution;
}

function reduce(numerator: bigint, denominator: bigint): BigFraction {
  let a = numerator < 0n ? -numerator : numerator;
  let b = denominator;
  while (b !== 0n) [a, b] = [b, a % b];
  const g = a === 0n ? denominator : a;
  return { numerator: numerator / g, denominator: denominator / g };
}

export function slotRtp(def: SlotDefinition): SlotRtp {
  const slot = compileSlot(def);
  const d = slot.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const lines = lineNumerator(slot);
  const scatterCounts = scatterCountDistribution(slot);
  let scatter = 0n;
  let awards = 0n;
  let triggers = 0n;
  for (const [k, ways] of scatterCounts.entries()) {
    if (k === 0) continue;
    const award = BigInt(def.freeSpins.awards[k - 1] ?? 0);
    scatter += ways * BigInt(def.scatterPays[k - 1] ?? 0);
    awards += ways * award;
    if (award > 0n) triggers += ways;
  }
  const base = lines + scatter;
  const m = BigInt(def.freeSpins.multiplier);
  return {
    combinations: d,
    lineRtp: reduce(lines, d),
    scatterRtp: reduce(scatter, d),
    scatterCounts,
    freeSpinTrigger: reduce(triggers, d),
    expectedFreeSpins: reduce(awards, d),
    baseRtp: reduce(base, d),
    rtp: reduce(base * (d + m * awards), d * d),
  };
}

/** A BigInt fraction as a double (enough digits for display and comparisons to 1e-12). */
export function bigFractionToNumber(fraction: BigFraction): number {
  const scale = 10n ** 15n;
  return Number((fraction.numerator * scale) / fraction.denominator) / 1e15;
}
