/**
 * Versioned wheel tables (reference §2.4): the segments, their prizes and integer weights are config,
 * hashed canonically; a spin records `game`, `version` and `hash` so the exact table that decided it
 * can be shown and checked. RTP is set by the table, never by re-rolling.
 */
import { configHash } from '../canonical-json.js';
import { MAX_OUTCOMES } from '../outcomes.js';

export type WheelPrizeKind = 'none' | 'cash' | 'trial' | 'coin' | 'diamond';
export type WheelCostKind = 'cash' | 'coin' | 'diamond';

export interface WheelPrize {
  readonly kind: WheelPrizeKind;
  /** Minor units of `kind`; 0 for 'none'. */
  readonly amount: number;
}

export interface WheelSegment {
  /** Short text drawn on the segment (the UI may localise by `prize` instead). */
  readonly label: string;
  readonly prize: WheelPrize;
  /** Positive integer; the segment wins with probability weight / total weight. */
  readonly weight: number;
}

export interface WheelTable {
  /** Stable game id, e.g. 'coinspin-1'. */
  readonly game: string;
  /** Bumped on any change to cost or segments. */
  readonly version: number;
  readonly cost: { readonly kind: WheelCostKind; readonly amount: number };
  /** Clockwise from the pointer. */
  readonly segments: readonly WheelSegment[];
}

/** Problems with a table, empty when it is usable. Weights of 0 are refused: a prize that can never be won must not be drawn. */
export function wheelTableProblems(table: WheelTable): string[] {
  const problems: string[] = [];
  if (table.game.length === 0) problems.push('game is empty');
  if (!Number.isSafeInteger(table.version) || table.version < 1) problems.push('version must be a positive integer');
  if (!Number.isSafeInteger(table.cost.amount) || table.cost.amount < 0) problems.push('cost must be a non-negative integer');
  if (table.segments.length < 2) problems.push('a wheel needs at least 2 segments');
  let total = 0;
  for (const [i, segment] of table.segments.entries()) {
    const { kind, amount } = segment.prize;
    if (!Number.isSafeInteger(segment.weight) || segment.weight < 1)
      problems.push(`segment ${i}: weight must be a positive integer`);
    if (!Number.isSafeInteger(amount) || amount < 0) problems.push(`segment ${i}: amount must be a non-negative integer`);
    if ((kind === 'none') !== (amount === 0)) problems.push(`segment ${i}: only 'none' may have amount 0`);
    total += segment.weight;
  }
  if (total > MAX_OUTCOMES) problems.push(`total weight must be at most ${MAX_OUTCOMES}`);
  return problems;
}

export function assertWheelTable(table: WheelTable): void {
  const problems = wheelTableProblems(table);
  if (problems.length > 0) throw new RangeError(`invalid wheel table ${table.game} v${table.version}: ${problems.join('; ')}`);
}

/** sha256 of the table's canonical JSON; recorded with every spin. */
export function wheelTableHash(table: WheelTable): string {
  return configHash(table);
}
