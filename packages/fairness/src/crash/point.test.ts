import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../hash.js';
import {
  CRASH_CAP,
  CRASH_HMAC_SCHEME,
  crashHmacHex,
  crashPoint,
  crashPointFromInt52,
  isCashOutAccepted,
  isValidAutoCashOut,
  roundEnd,
} from './point.js';

const TWO_52 = 2n ** 52n;
// bustabit v2's published salt (bitcointalk 2807542) and chain links of our own.
const SALT = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';

async function referenceCrash(gameHash: string, salt: string, edge: number, message: 'bytes' | 'text'): Promise<number> {
  // Reference §1.6 F2 in plain floating point with WebCrypto, the way public verifiers write it.
  const enc = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', enc.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const msg = message === 'text' ? enc.encode(gameHash) : Uint8Array.from(gameHash.match(/../g) ?? [], (b) => parseInt(b, 16));
  const hex = bytesToHex(new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, msg)));
  const x = parseInt(hex.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor((100 * (1 - edge)) / (1 - x)) / 100);
}

describe('crash point (F2, general house edge)', () => {
  it("matches bustabit's public verifier: HMAC(key = salt text, message = the hash's 32 bytes)", () => {
    // bustabit/verifier src/utils/math.ts gameResult(salt, gameHashBytes): HMAC_SHA256(salt, hash bytes),
    // r = first 52 bits, X = r / 2^52, floor(99 / (1 − X)), max(1, ·/100). Computed independently in
    // Python (hmac.new(salt.encode(), bytes.fromhex(hash), sha256); floor(99·2^52 / (2^52 − r))) with
    // bustabit's second-chain salt; the 3% column is the same with (1 − e) = 0.97.
    expect(CRASH_HMAC_SCHEME).toBe(2);
    const cases: [string, string, number, number][] = [
      [`${'0'.repeat(63)}1`, 'b271aa0fbd051', 326, 320],
      ['c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417', '46334e9ca9d98', 136, 133],
      ['43b49a31d820bfb744f78d13c863f0221d8d000885a065d0bf05304191d68f68', '5276daacf0b33', 146, 143],
      ['9bdefa44383ccd7c8ebfb9a4300bf10cd687fe15f0ce7d2f781b92ae6e49eedd', '7f38f2517d871', 196, 192],
    ];
    for (const [gameHash, hmacPrefix, at1, at3] of cases) {
      expect(crashHmacHex(gameHash, SALT).slice(0, 13)).toBe(hmacPrefix);
      expect(crashHmacHex(gameHash, SALT, 2)).toBe(crashHmacHex(gameHash, SALT));
      expect(crashPoint(gameHash, SALT)).toBe(at1);
      expect(crashPoint(gameHash, SALT, 300)).toBe(at3);
    }
  });

  it('scheme 1 (the hash as text) keeps the known answers of the first chains', () => {
    const cases: [string, string, number, number][] = [
      [`${'0'.repeat(63)}1`, 'c518db43d190c', 100, 430],
      [`${'0'.repeat(63)}1`, 'c518db43d190c', 300, 421],
      ['c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417', 'c3f8db3b8c4a8', 100, 422],
      ['43b49a31d820bfb744f78d13c863f0221d8d000885a065d0bf05304191d68f68', 'cb62d2636bda8', 100, 481],
      ['9bdefa44383ccd7c8ebfb9a4300bf10cd687fe15f0ce7d2f781b92ae6e49eedd', '7f96075d87be6', 100, 197],
      ['9bdefa44383ccd7c8ebfb9a4300bf10cd687fe15f0ce7d2f781b92ae6e49eedd', '7f96075d87be6', 300, 193],
    ];
    for (const [gameHash, hmacPrefix, edge, expected] of cases) {
      expect(crashHmacHex(gameHash, SALT, 1).slice(0, 13)).toBe(hmacPrefix);
      expect(crashPoint(gameHash, SALT, edge, 1)).toBe(expected);
    }
    expect(() => crashHmacHex(cases[0]![0], SALT, 3 as 1)).toThrow(RangeError);
  });

  it('matches the floating-point formula of public verifiers, for both schemes', async () => {
    let hash = 'a'.repeat(64);
    for (let i = 0; i < 300; i += 1) {
      hash = crashHmacHex(hash, 'chain'); // any sequence of valid hashes will do
      expect(crashPoint(hash, SALT, 100) / 100).toBe(await referenceCrash(hash, SALT, 0.01, 'bytes'));
      expect(crashPoint(hash, SALT, 100, 1) / 100).toBe(await referenceCrash(hash, SALT, 0.01, 'text'));
    }
  });

  it('follows the formula at the edges of the 52-bit range', () => {
    expect(crashPointFromInt52(0n, 100)).toBe(100); // 0.99 -> instant bust at 1.00x
    expect(crashPointFromInt52(0n, 0)).toBe(100);
    expect(crashPointFromInt52(TWO_52 / 2n, 100)).toBe(198); // X = 0.5: 0.99 / 0.5
    expect(crashPointFromInt52(TWO_52 / 2n, 0)).toBe(200);
    expect(crashPointFromInt52(TWO_52 - 1n, 100)).toBe(Number.MAX_SAFE_INTEGER); // 99·2^52 hundredths, clamped
    expect(() => crashPointFromInt52(TWO_52, 100)).toThrow(RangeError);
    expect(() => crashPointFromInt52(1n, 10_000)).toThrow(RangeError);
  });

  it('P(crash ≥ m) = (1 − e)/m exactly at the boundary h for m = 2x, 10x, 200x', () => {
    for (const edge of [100, 300]) {
      const k = BigInt(10_000 - edge) * TWO_52;
      for (const m of [200, 1000, 20_000]) {
        // crash ≥ m  ⇔  2^52 − h ≤ k / (100 m): the winning h are the top floor(k / (100 m)) values.
        const winners = k / (100n * BigInt(m));
        const threshold = TWO_52 - winners;
        expect(crashPointFromInt52(threshold, edge)).toBeGreaterThanOrEqual(m);
        expect(crashPointFromInt52(threshold - 1n, edge)).toBeLessThan(m);
        const probability = Number(winners) / 2 ** 52;
        expect(probability * (m / 100)).toBeCloseTo(1 - edge / 10_000, 12);
      }
    }
  });

  it('the 200x cap forces a cash-out at 200x, the crash point otherwise ends the round', () => {
    expect(roundEnd(19_999)).toEqual({ endMultiplier: 19_999, forced: false });
    expect(roundEnd(20_000)).toEqual({ endMultiplier: CRASH_CAP, forced: true });
    expect(roundEnd(123_456)).toEqual({ endMultiplier: CRASH_CAP, forced: true });
  });

  it('accepts a cash-out at or below the crash point (a tie goes to the player), never at 1.00x or above the cap', () => {
    expect(isCashOutAccepted(250, 250)).toBe(true);
    expect(isCashOutAccepted(251, 250)).toBe(false);
    expect(isCashOutAccepted(100, 500)).toBe(false);
    expect(isCashOutAccepted(20_000, 50_000)).toBe(true);
    expect(isCashOutAccepted(20_001, 50_000)).toBe(false);
    expect([100, 101, 20_000, 20_001, 150.5].map(isValidAutoCashOut)).toEqual([false, true, true, false, false]);
  });
});
