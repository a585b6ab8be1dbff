/**
 * Crash point from a game hash and the public salt (reference §1.6, F2 with a general house edge e):
 *   H = HMAC_SHA256(key = salt text, msg = the game hash's 32 bytes)   (scheme 2, bustabit's own)
 *   X = int(H[0:13], 16) / 2^52                                          (52 bits)
 *   crash = max(1, floor(100 · (1 − e) / (1 − X)) / 100)
 * Here in integer hundredths and exact (BigInt), so no engine's floating point can move a boundary:
 *   crash = max(100, floor((10000 − edgeBp) · 2^52 / (100 · (2^52 − h))))
 * with the edge in basis points (100 = 1%). P(crash ≥ m) = (1 − e)/m, so every cash-out target
 * returns exactly 1 − e; a crash of 1.00x is an instant bust.
 *
 * The HMAC message is versioned per chain, so rounds already played stay verifiable:
 *   scheme 1: the game hash's 64 hex characters as text (our first chains);
 *   scheme 2: the game hash's 32 raw bytes, as bustabit's public verifier and live games compute it,
 *             so their verifier, given our hash and salt, prints our crash point (with a 1% edge).
 * The chain step is the same in both: SHA-256 of the lowercase hex text (chain.ts).
 */
import { isHashHex, bytesToHex, hexToBytes, hmacSha256 } from '../hash.js';

/** How a chain's crash points are derived: 1 = hash as hex text, 2 = hash as raw bytes. */
export type CrashHmacScheme = 1 | 2;
export const CRASH_HMAC_SCHEMES: readonly CrashHmacScheme[] = [1, 2];
/** The scheme of every chain made from now on. */
export const CRASH_HMAC_SCHEME: CrashHmacScheme = 2;

export function isCrashHmacScheme(value: unknown): value is CrashHmacScheme {
  return value === 1 || value === 2;
}

export const CRASH_DEFAULT_HOUSE_EDGE_BP = 100;
/** 2^52: X uses the first 13 hex digits of the HMAC. */
export const CRASH_BITS = 52;
/** Forced cash-out of everyone still in (reference §1.7 option A), in hundredths. */
export const CRASH_CAP = 20_000;
/** The lowest multiplier any cash-out (manual or auto) is paid at, in hundredths. */
export const CASH_OUT_MIN = 101;
/** Bounds of an auto cash-out target, in hundredths (1.01x–200.00x). */
export const AUTO_CASH_OUT_MIN = CASH_OUT_MIN;
export const AUTO_CASH_OUT_MAX = CRASH_CAP;

const TWO_52 = 1n << 52n;

function assertEdge(houseEdgeBp: number): void {
  if (!Number.isSafeInteger(houseEdgeBp) || houseEdgeBp < 0 || houseEdgeBp >= 10_000)
    throw new RangeError('house edge must be an integer in basis points, 0..9999');
}

/** The HMAC behind a crash point, lowercase hex (shown on the round page). */
export function crashHmacHex(gameHash: string, salt: string, scheme: CrashHmacScheme = CRASH_HMAC_SCHEME): string {
  if (!isHashHex(gameHash)) throw new RangeError('gameHash must be 64 lowercase hex characters');
  if (salt.length === 0) throw new RangeError('salt must not be empty');
  if (!isCrashHmacScheme(scheme)) throw new RangeError('unknown crash HMAC scheme');
  return bytesToHex(hmacSha256(salt, scheme === 1 ? gameHash : hexToBytes(gameHash)));
}

/** Crash point in hundredths from the 52-bit integer h (0 ≤ h < 2^52). */
export function crashPointFromInt52(h: bigint, houseEdgeBp = CRASH_DEFAULT_HOUSE_EDGE_BP): number {
  assertEdge(houseEdgeBp);
  if (h < 0n || h >= TWO_52) throw new RangeError('h must be a 52-bit integer');
  const hundredths = (BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * (TWO_52 - h));
  if (hundredths < 100n) return 100;
  // Above 2^53 hundredths (probability < 2^-46) the value is only shown, never paid: clamp to stay a safe number.
  return hundredths > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(hundredths);
}

/** Crash point of a game in hundredths (100 = 1.00x), by the scheme of the game's chain. */
export function crashPoint(
  gameHash: string,
  salt: string,
  houseEdgeBp = CRASH_DEFAULT_HOUSE_EDGE_BP,
  scheme: CrashHmacScheme = CRASH_HMAC_SCHEME,
): number {
  const hmacHex = crashHmacHex(gameHash, salt, scheme);
  return crashPointFromInt52(BigInt(`0x${hmacHex.slice(0, CRASH_BITS / 4)}`), houseEdgeBp);
}

export interface RoundEnd {
  /** Where the curve stops: the crash point, or the cap if the curve reaches it first. */
  readonly endMultiplier: number;
  /** True when everyone still in is paid at the cap (the crash point is at or above it). */
  readonly forced: boolean;
}

/** How a round ends under the 200x forced cash-out rule (reference §1.7 A). */
export function roundEnd(crashHundredths: number, capHundredths = CRASH_CAP): RoundEnd {
  const forced = crashHundredths >= capHundredths;
  return { endMultiplier: forced ? capHundredths : crashHundredths, forced };
}

/**
 * The cash-out rule (reference §1.3): accepted iff the multiplier at server receipt is at most the
 * crash point (a tie goes to the player) and at most the cap (the cap pays everyone still in). Below
 * 1.01x it is refused too: a cash-out at 1.00x would hand the stake back risk-free and dodge the edge
 * (the edge is exactly e only for targets of 1.01x and up).
 */
export function isCashOutAccepted(atHundredths: number, crashHundredths: number, capHundredths = CRASH_CAP): boolean {
  return atHundredths >= CASH_OUT_MIN && atHundredths <= crashHundredths && atHundredths <= capHundredths;
}

export function isValidAutoCashOut(targetHundredths: number): boolean {
  return Number.isSafeInteger(targetHundredths) && targetHundredths >= AUTO_CASH_OUT_MIN && targetHundredths <= AUTO_CASH_OUT_MAX;
}
