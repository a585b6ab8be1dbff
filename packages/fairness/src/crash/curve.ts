/**
 * The multiplier curve m(t) = e^(k·t) with k = ln(200)/60000 per ms (reference §1.2): 2x at ~7.85 s,
 * 10x at ~26.1 s, 100x at ~52.2 s, 200x at 60 s. The server's multiplier at a given elapsed time is
 * floor(100 · m(t)) hundredths; the client draws the same curve from the round's start time.
 */
import { CRASH_CAP } from './point.js';

export const CRASH_CAP_MS = 60_000;
export const GROWTH_PER_MS = Math.log(CRASH_CAP / 100) / CRASH_CAP_MS;

// floor(100·e^(k·t)) can land one ulp under an exact integer (200x at 60 s would read 199.99):
// a tolerance far below one hundredth keeps such points on the integer.
const ULP_GUARD = 1e-9;

/** The exact (unfloored) multiplier for drawing. */
export function multiplierCurve(elapsedMs: number): number {
  return Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs));
}

/** Multiplier in hundredths after `elapsedMs` (integer ms): floor(100 · e^(k·t)). */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * multiplierCurve(elapsedMs) + ULP_GUARD);
}

/** The first whole millisecond at which the multiplier reaches `hundredths` (≥ 100). */
export function elapsedFor(hundredths: number): number {
  if (!Number.isSafeInteger(hundredths) || hundredths < 100) throw new RangeError('multiplier must be an integer >= 100');
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / GROWTH_PER_MS));
  // The closed form can be a millisecond off either way; settle it against multiplierAt itself.
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/** The instant of the crash: the first millisecond whose multiplier exceeds the crash point. */
export function crashElapsedMs(crashHundredths: number): number {
  return elapsedFor(crashHundredths + 1);
}

/** How long the flying phase lasts: until the crash, or until the cap for a forced cash-out. */
export function flightDurationMs(crashHundredths: number, capHundredths = CRASH_CAP): number {
  return crashHundredths >= capHundredths ? elapsedFor(capHundredths) : crashElapsedMs(crashHundredths);
}
