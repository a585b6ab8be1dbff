/**
 * A video slot definition: reel strips, paylines, paytable, wild, scatter and free spins, all versioned
 * config hashed canonically (reference §2.4). Pays are integers: line pays in multiples of the line
 * bet, scatter pays in multiples of the total bet (= line bet × number of paylines).
 */
import { configHash } from '../canonical-json.js';

export interface SlotDefinition {
  readonly game: string;
  readonly version: number;
  readonly rows: number;
  /** Substitutes for every symbol except the scatter; may have its own pays. */
  readonly wild: string;
  /** Pays anywhere on the window and awards free spins; never part of a line. */
  readonly scatter: string;
  /** Per symbol (wild included), pays for 1..reels matching symbols from the leftmost reel. */
  readonly linePays: Readonly<Record<string, readonly number[]>>;
  /** Pays for 1..(reels·rows) scatters anywhere, in multiples of the total bet. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: {
    /** Free spins awarded for 1..(reels·rows) scatters. */
    readonly awards: readonly number[];
    /** Every win during free spins is multiplied by this. Free spins do not award more free spins. */
    readonly multiplier: number;
  };
  /** One strip per reel; a stop shows strip[stop], strip[stop+1], … (wrapping) top to bottom. */
  readonly strips: readonly (readonly string[])[];
  /** Per payline, the row (0 = top) on each reel. */
  readonly paylines: readonly (readonly number[])[];
}

/** Index-based form for fast evaluation; symbol ids become small integers. */
export interface CompiledSlot {
  readonly definition: SlotDefinition;
  readonly symbols: readonly string[];
  readonly wild: number;
  readonly scatter: number;
  /** pays[symbol][count - 1]; all zeros for the scatter. */
  readonly pays: readonly (readonly number[])[];
  readonly strips: readonly Int32Array[];
  readonly reels: number;
  readonly lines: number;
}

export function slotDefinitionProblems(def: SlotDefinition): string[] {
  const problems: string[] = [];
  const reels = def.strips.length;
  const cells = reels * def.rows;
  const known = new Set([...Object.keys(def.linePays), def.wild, def.scatter]);
  const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!Number.isSafeInteger(def.version) || def.version < 1) problems.push('version must be a positive integer');
  if (reels < 1 || !Number.isSafeInteger(def.rows) || def.rows < 1) problems.push('need at least one reel and one row');
  if (def.wild === def.scatter) problems.push('wild and scatter must differ');
  if (def.scatter in def.linePays) problems.push('the scatter pays through scatterPays, not linePays');
  for (const [symbol, pays] of Object.entries(def.linePays))
    if (pays.length !== reels || !pays.every(isCount)) problems.push(`linePays.${symbol} needs ${reels} non-negative integers`);
  if (def.scatterPays.length !== cells || !def.scatterPays.every(isCount)) problems.push(`scatterPays needs ${cells} integers`);
  if (def.freeSpins.awards.length !== cells || !def.freeSpins.awards.every(isCount))
    problems.push(`freeSpins.awards needs ${cells} integers`);
  if (!Number.isSafeInteger(def.freeSpins.multiplier) || def.freeSpins.multiplier < 1)
    problems.push('free-spin multiplier must be >= 1');
  for (const [i, strip] of def.strips.entries()) {
    if (strip.length < def.rows) problems.push(`strip ${i} is shorter than the window`);
    for (const symbol of strip) if (!known.has(symbol)) problems.push(`strip ${i}: unknown symbol ${symbol}`);
  }
  if (def.paylines.length < 1) problems.push('need at least one payline');
  for (const [i, line] of def.paylines.entries())
    if (line.length !== reels || !line.every((row) => Number.isSafeInteger(row) && row >= 0 && row < def.rows))
      problems.push(`payline ${i} needs one row in 0..${def.rows - 1} per reel`);
  return problems;
}

const compiled = new WeakMap<SlotDefinition, CompiledSlot>();

/** Validates once and caches the index form per definition object. */
export function compileSlot(def: SlotDefinition): CompiledSlot {
  const cached = compiled.get(def);
  if (cached) return cached;
  const problems = slotDefinitionProblems(def);
  if (problems.length > 0) throw new RangeError(`invalid slot ${def.game} v${def.version}: ${problems.join('; ')}`);
  const symbols = [...new Set([def.wild, def.scatter, ...Object.keys(def.linePays)])].sort();
  const index = new Map(symbols.map((s, i) => [s, i]));
  const reels = def.strips.length;
  const result: CompiledSlot = {
    definition: def,
    symbols,
    wild: index.get(def.wild) as number,
    scatter: index.get(def.scatter) as number,
    pays: symbols.map((s) => def.linePays[s] ?? new Array<number>(reels).fill(0)),
    strips: def.strips.map((strip) => Int32Array.from(strip, (s) => index.get(s) as number)),
    reels,
    lines: def.paylines.length,
  };
  compiled.set(def, result);
  return result;
}

export function slotDefinitionHash(def: SlotDefinition): string {
  return configHash(def);
}
