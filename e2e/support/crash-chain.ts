/**
 * The crash chain the e2e server plays. seed-database.ts stores it before the server starts, with a
 * fixed seed and a fixed development salt, and the server draws its rounds from the oldest playable
 * chain: this one. So a test knows every round's crash point in advance, from the round's game
 * number and the same packages/fairness code the server and the verifier use, and asserts exact
 * outcomes. Only test support reads these constants: a server never gets a known seed from them.
 */
import { buildChain, crashPoint, CRASH_HMAC_SCHEME } from '@nyota/fairness/crash';
import { sha256Hex } from '@nyota/fairness';

export const E2E_CRASH_CHAIN = {
  seed: sha256Hex('nyota e2e crash seed'),
  salt: sha256Hex('nyota e2e crash salt'),
  /** Far more rounds than a run plays (a round takes at least 4 s), and quick to build. */
  length: 10_000,
} as const;

/**
 * The e2e server's crash timing (web-server.ts passes it as CRASH_BETTING_MS and CRASH_PAUSE_MS): a
 * 3 s betting window, long enough to place two bets on a loaded machine, and the shortest pause the
 * server accepts, since a test waits through every round before the one it plays.
 */
export const E2E_CRASH_TIMING = { bettingMs: 3_000, pauseMs: 500 } as const;

let gameHashes: readonly string[] | null = null;

/** The hash of game `gameNumber` (1-based) of the e2e chain. */
export function e2eGameHash(gameNumber: number): string {
  gameHashes ??= buildChain(E2E_CRASH_CHAIN.seed, E2E_CRASH_CHAIN.length).gameHashes;
  const hash = gameHashes[gameNumber - 1];
  if (hash === undefined) throw new Error(`the e2e crash chain has no game ${gameNumber}`);
  return hash;
}

/** The crash point (hundredths) of game `gameNumber` of the e2e chain. */
export function e2eCrashPoint(gameNumber: number, houseEdgeBp: number): number {
  return crashPoint(e2eGameHash(gameNumber), E2E_CRASH_CHAIN.salt, houseEdgeBp, CRASH_HMAC_SCHEME);
}
