/**
 * The crash game's math as the engine uses it, all from packages/fairness so the browser's verifier
 * runs the very same code: multipliers in integer hundredths (2.37x is 237), the growth curve and
 * its inverse in whole milliseconds, the crash point of a game hash (F2 with the house edge in basis
 * points) and the chain step.
 */
import {
  CASH_OUT_MIN,
  CRASH_CAP,
  crashPoint,
  elapsedFor,
  multiplierAt,
  nextChainHash,
  type CrashHmacScheme,
} from '@nyota/fairness/crash';

export { elapsedFor, multiplierAt };

/** 1.00x, the lowest crash point (an instant bust). */
export const ONE_X = 100;
/** The cap: everyone still in is paid 200x and the round ends (reference §1.7). */
export const CAP = CRASH_CAP;
/** Lowest cash-out, manual or auto (1.01x): below it a cash-out would dodge the house edge. */
export const MIN_TARGET = CASH_OUT_MIN;

/** The scheme is the chain's own (no default): a chain made under scheme 1 keeps scheme 1. */
export function crashPointOf(gameHash: string, salt: string, edgeBp: number, scheme: CrashHmacScheme): number {
  return crashPoint(gameHash, salt, edgeBp, scheme);
}

/** One step towards the chain's end: the SHA-256 of the element's lowercase hex text. */
export function chainStep(element: string): string {
  return nextChainHash(element);
}
