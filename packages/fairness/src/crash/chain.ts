/**
 * The crash hash chain (reference §1.5): h_i = SHA256(hex(h_{i+1})), i.e. each element is the SHA-256
 * of the lowercase hex text of the next one (bustabit v1/v2, Stake). The chain is built from a secret
 * seed and played in reverse: the terminating hash (the last one computed) is published first; game 1
 * uses the element just before it, game n the element that hashed n times gives the terminating hash,
 * and game `length` uses the seed itself.
 *
 * Before round n the previous game's hash h_{n-1} = SHA256(hex(h_n)) is already public, so it is the
 * commitment to round n: nobody can find h_n from it, and once h_n is revealed anyone can check it.
 * The step hashes the hex text in every chain, whatever its HMAC scheme (point.ts): bustabit's
 * second chain did the same, and its verifier walks it that way.
 */
import { isHashHex, sha256Hex } from '../hash.js';

function assertHash(hash: string, what: string): void {
  if (!isHashHex(hash)) throw new RangeError(`${what} must be 64 lowercase hex characters`);
}

/** One step towards the terminating hash: the hash of the previous game (or the terminating hash for game 1). */
export function nextChainHash(hash: string): string {
  assertHash(hash, 'hash');
  return sha256Hex(hash);
}

/**
 * Walks `steps` links from `start` towards the terminating hash, calling `visit` with each new hash
 * and its distance from `start`. For servers that build a 10^7 chain in batches without holding it.
 */
export function walkChain(start: string, steps: number, visit?: (hash: string, step: number) => void): string {
  assertHash(start, 'start');
  if (!Number.isSafeInteger(steps) || steps < 0) throw new RangeError('steps must be a non-negative integer');
  let hash = start;
  for (let step = 1; step <= steps; step += 1) {
    hash = sha256Hex(hash);
    visit?.(hash, step);
  }
  return hash;
}

export interface HashChain {
  /** Published before game 1. */
  readonly terminatingHash: string;
  /** gameHashes[n - 1] is the hash of game n; the last one is the seed. */
  readonly gameHashes: readonly string[];
}

/** The whole chain in play order; fine up to ~10^6 games (demo mode, tests). */
export function buildChain(seed: string, length: number): HashChain {
  assertHash(seed, 'seed');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const fromSeed = [seed];
  walkChain(seed, length, (hash) => fromSeed.push(hash));
  const terminatingHash = fromSeed.pop() as string;
  return { terminatingHash, gameHashes: fromSeed.reverse() };
}

/** The game number of `gameHash` (1-based) if it leads to `terminatingHash` within `maxGames` steps, else null. */
export function gameNumberOf(gameHash: string, terminatingHash: string, maxGames: number): number | null {
  assertHash(gameHash, 'gameHash');
  assertHash(terminatingHash, 'terminatingHash');
  let hash = gameHash;
  for (let n = 1; n <= maxGames; n += 1) {
    hash = sha256Hex(hash);
    if (hash === terminatingHash) return n;
  }
  return null;
}

/** True when `gameHash` is game number `gameNumber` of the chain that ends in `terminatingHash`. */
export function verifyGameHash(gameHash: string, gameNumber: number, terminatingHash: string): boolean {
  if (!Number.isSafeInteger(gameNumber) || gameNumber < 1) return false;
  if (!isHashHex(gameHash) || !isHashHex(terminatingHash)) return false;
  return walkChain(gameHash, gameNumber) === terminatingHash;
}

/** True when `gameHash` directly follows `previousHash` (the previous game's hash, or the terminating hash for game 1). */
export function verifyChainLink(gameHash: string, previousHash: string): boolean {
  return isHashHex(gameHash) && sha256Hex(gameHash) === previousHash;
}
