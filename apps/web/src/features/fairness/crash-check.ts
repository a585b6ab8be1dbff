/**
 * A crash round recomputed from its revealed hash (links/5): the hash must lead to the chain's
 * published terminating hash in exactly `gameNumber` SHA-256 steps (when those are known), and
 * HMAC-SHA256(key = salt, message = the hash) gives the crash point, the message being the hash's
 * 32 bytes (scheme 2, as bustabit's verifier) or, for the first chains, its hex text (scheme 1);
 * at or above 200x everyone still in was paid at 200x.
 */
import {
  CRASH_HMAC_SCHEME,
  crashHmacHex,
  crashPoint,
  isCrashHmacScheme,
  roundEnd,
  verifyGameHash,
  type CrashHmacScheme,
} from '@nyota/fairness/crash';
import { isHashHex } from '@nyota/fairness/hash';

export interface CrashInputs {
  gameHash: string;
  salt: string;
  houseEdgeBp: number;
  /** The chain's HMAC message scheme; the current one when absent. */
  scheme?: number | undefined;
  /** With both, the hash is also checked against the chain. */
  gameNumber?: number | undefined;
  terminatingHash?: string | undefined;
}

export interface CrashCheck {
  hmacHex: string;
  /** The first 13 hex digits of the HMAC as a number from 0 up to 1 (never 1). */
  x: number;
  /** Calculated crash point, hundredths. */
  point: number;
  /** Where the round ended (the crash point, or 200x when the cap was reached) and whether it was forced. */
  end: number;
  forced: boolean;
  /** null when no chain data was given. */
  chainOk: boolean | null;
  scheme: CrashHmacScheme;
}

export type CrashCheckResult = { ok: true; check: CrashCheck } | { ok: false; problem: 'hash' | 'salt' | 'edge' | 'scheme' };

export function checkCrash(i: CrashInputs): CrashCheckResult {
  const gameHash = i.gameHash.trim().toLowerCase();
  if (!isHashHex(gameHash)) return { ok: false, problem: 'hash' };
  if (i.salt.length === 0) return { ok: false, problem: 'salt' };
  if (!Number.isSafeInteger(i.houseEdgeBp) || i.houseEdgeBp < 0 || i.houseEdgeBp >= 10_000) return { ok: false, problem: 'edge' };
  const scheme: unknown = i.scheme ?? CRASH_HMAC_SCHEME;
  if (!isCrashHmacScheme(scheme)) return { ok: false, problem: 'scheme' };
  const hmacHex = crashHmacHex(gameHash, i.salt, scheme);
  const point = crashPoint(gameHash, i.salt, i.houseEdgeBp, scheme);
  const { endMultiplier, forced } = roundEnd(point);
  const chainOk =
    i.gameNumber !== undefined && i.terminatingHash !== undefined
      ? verifyGameHash(gameHash, i.gameNumber, i.terminatingHash)
      : null;
  return {
    ok: true,
    check: {
      hmacHex,
      x: Number.parseInt(hmacHex.slice(0, 13), 16) / 2 ** 52,
      point,
      end: endMultiplier,
      forced,
      chainOk,
      scheme,
    },
  };
}

/** "1%" from 100 basis points; the edge field takes percent, the API basis points. */
export function edgePercentToBp(text: string): number {
  const n = Number(text.replace(',', '.').replace('%', '').trim());
  return text.trim() === '' || !Number.isFinite(n) ? Number.NaN : Math.round(n * 100);
}
