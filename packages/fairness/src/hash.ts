/**
 * SHA-256 and HMAC-SHA256 for every fairness formula.
 *
 * Why @noble/hashes and not WebCrypto: engines hash in hot loops (a slot round, a hash chain of 10^7
 * links, a bench of 10^7 rounds) and need a synchronous call; `crypto.subtle` is async only. noble is
 * audited, has no dependencies, runs unchanged in Node and every browser, and tree-shakes to a few KiB.
 * The tests check it against WebCrypto and the RFC 4231 vectors, so both stay interchangeable.
 *
 * Strings are hashed as their UTF-8 bytes, as Stake and bustabit do (a hex seed is hashed as text).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export { bytesToHex, hexToBytes };

export type HashInput = Uint8Array | string;

function toBytes(input: HashInput): Uint8Array {
  return typeof input === 'string' ? utf8ToBytes(input) : input;
}

export function sha256Bytes(data: HashInput): Uint8Array {
  return sha256(toBytes(data));
}

/** Lowercase hex of SHA-256(data). */
export function sha256Hex(data: HashInput): string {
  return bytesToHex(sha256(toBytes(data)));
}

// A seed pair serves thousands of bets and a slot round needs several blocks, all under one key:
// keep the keyed state of the last text key and clone it, which skips the two key-block compressions
// of every HMAC (half the work for short messages). Byte keys are not cached (they may be mutated).
let lastKey: string | null = null;
let lastKeyed: ReturnType<typeof hmac.create> | null = null;

export function hmacSha256(key: HashInput, message: HashInput): Uint8Array {
  if (typeof key !== 'string') return hmac(sha256, key, toBytes(message));
  if (lastKey !== key || lastKeyed === null) {
    lastKeyed = hmac.create(sha256, utf8ToBytes(key));
    lastKey = key;
  }
  return lastKeyed.clone().update(toBytes(message)).digest();
}

export function hmacSha256Hex(key: HashInput, message: HashInput): string {
  return bytesToHex(hmacSha256(key, message));
}

const HASH_HEX = /^[0-9a-f]{64}$/;

/** True for a lowercase 64-character hex string (a SHA-256 digest as we print it). */
export function isHashHex(value: string): boolean {
  return HASH_HEX.test(value);
}
