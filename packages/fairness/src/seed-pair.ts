/**
 * Seed-pair lifecycle for per-bet games (reference §2.1) as pure data:
 * committed (server seed chosen, only its hash shown) -> active (client seed set, nonce counts bets)
 * -> revealed (server seed published; every bet under it can be verified). The server keeps the
 * next committed seed ready so the player always sees the hash of the seed that will follow.
 */
import { type SeedInputs } from './byte-stream.js';
import { bytesToHex, sha256Hex } from './hash.js';

export interface CommittedSeed {
  readonly state: 'committed';
  readonly serverSeed: string;
  readonly serverSeedHash: string;
}

export interface ActiveSeedPair {
  readonly state: 'active';
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next bet will use; equals the number of bets already played under this pair. */
  readonly nonce: number;
}

export interface RevealedSeedPair {
  readonly state: 'revealed';
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Bets played under this pair: nonces 0..nonce-1 were used. */
  readonly nonce: number;
}

export type SeedPair = CommittedSeed | ActiveSeedPair | RevealedSeedPair;

/** What a player may see: the server seed only once revealed. */
export interface PublicSeedPair {
  readonly state: SeedPair['state'];
  readonly serverSeedHash: string;
  readonly clientSeed: string | null;
  readonly nonce: number | null;
  readonly serverSeed: string | null;
}

export const CLIENT_SEED_MAX_LENGTH = 64;
const CLIENT_SEED = /^[\x21-\x7e]+$/;

/** Printable ASCII without spaces, 1..64 characters: easy to read back, type into a verifier and log. */
export function isValidClientSeed(clientSeed: string): boolean {
  return clientSeed.length >= 1 && clientSeed.length <= CLIENT_SEED_MAX_LENGTH && CLIENT_SEED.test(clientSeed);
}

/** The commitment: lowercase hex SHA-256 of the server seed's text. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

/**
 * A fresh server seed: 32 bytes from the platform CSPRNG (`crypto.getRandomValues`, which in Node is
 * node:crypto's), as 64 hex characters. `randomBytes` can be injected by callers with their own source.
 */
export function newServerSeed(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): string {
  const bytes = randomBytes(32);
  if (bytes.length !== 32) throw new RangeError('randomBytes must return 32 bytes');
  return bytesToHex(bytes);
}

function defaultRandomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** A client seed suggestion for a new player (they can change it). */
export function newClientSeed(randomBytes: (length: number) => Uint8Array = defaultRandomBytes): string {
  return bytesToHex(randomBytes(8));
}

export function commitServerSeed(serverSeed: string): CommittedSeed {
  if (serverSeed.length === 0) throw new RangeError('server seed must not be empty');
  return { state: 'committed', serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

export function activateSeedPair(committed: CommittedSeed, clientSeed: string): ActiveSeedPair {
  if (!isValidClientSeed(clientSeed)) throw new RangeError('invalid client seed');
  return { state: 'active', serverSeed: committed.serverSeed, serverSeedHash: committed.serverSeedHash, clientSeed, nonce: 0 };
}

/** Inputs for the next bet and the pair after it (nonce + 1). Persist the new pair with the bet. */
export function takeNonce(pair: ActiveSeedPair): { readonly inputs: SeedInputs; readonly pair: ActiveSeedPair } {
  if (!Number.isSafeInteger(pair.nonce + 1)) throw new RangeError('nonce exhausted; rotate the seed pair');
  return {
    inputs: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    pair: { ...pair, nonce: pair.nonce + 1 },
  };
}

export function revealSeedPair(pair: ActiveSeedPair): RevealedSeedPair {
  return { ...pair, state: 'revealed' };
}

export type RotateResult =
  | {
      readonly ok: true;
      readonly revealed: RevealedSeedPair;
      readonly active: ActiveSeedPair;
      readonly upcoming: CommittedSeed;
    }
  | { readonly ok: false; readonly reason: 'round_open' | 'invalid_client_seed' };

/**
 * Rotation: reveal the active pair, activate the upcoming seed with the player's (new) client seed at
 * nonce 0, and commit a fresh upcoming seed. Refused while a round is open (a revealed seed would let
 * the player see the outcome of a round still in play, e.g. free spins not yet shown).
 */
export function rotateSeedPair(args: {
  readonly active: ActiveSeedPair;
  readonly upcoming: CommittedSeed;
  readonly clientSeed: string;
  readonly nextServerSeed: string;
  readonly roundOpen: boolean;
}): RotateResult {
  if (args.roundOpen) return { ok: false, reason: 'round_open' };
  if (!isValidClientSeed(args.clientSeed)) return { ok: false, reason: 'invalid_client_seed' };
  return {
    ok: true,
    revealed: revealSeedPair(args.active),
    active: activateSeedPair(args.upcoming, args.clientSeed),
    upcoming: commitServerSeed(args.nextServerSeed),
  };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return {
    state: pair.state,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.state === 'committed' ? null : pair.clientSeed,
    nonce: pair.state === 'committed' ? null : pair.nonce,
    serverSeed: pair.state === 'revealed' ? pair.serverSeed : null,
  };
}
