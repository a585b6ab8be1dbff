import { describe, expect, it } from 'vitest';
import { bytesToHex } from './hash.js';
import { raffleCommitment, raffleWinners, verifyRaffle } from './raffle.js';

const subtle = globalThis.crypto.subtle;
const utf8 = (s: string) => new TextEncoder().encode(s);

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

/** The documented formula written again with WebCrypto, as an outside verifier would. */
async function byHand(seed: string, raffleId: number, tickets: number, places: number): Promise<number[]> {
  const key = await subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const left = Array.from({ length: tickets }, (_, i) => i + 1);
  const out: number[] = [];
  for (let k = 0; k < places && left.length > 0; k++) {
    const h = new DataView(await subtle.sign('HMAC', key, utf8(`${raffleId}:${k}`)));
    const i = Number(h.getBigUint64(0) % BigInt(left.length));
    out.push(...left.splice(i, 1));
  }
  return out;
}

describe('raffle draw', () => {
  it('commits to the seed with SHA-256 of its text', async () => {
    expect(raffleCommitment(SEED)).toBe(bytesToHex(new Uint8Array(await subtle.digest('SHA-256', utf8(SEED)))));
  });

  it('draws distinct tickets as the documented formula does', async () => {
    for (const [tickets, places] of [
      [1, 3],
      [2, 2],
      [10, 3],
      [1000, 20],
    ] as const) {
      const w = raffleWinners(SEED, 1004, tickets, places);
      expect(w).toEqual(await byHand(SEED, 1004, tickets, places));
      expect(new Set(w).size).toBe(w.length);
      expect(w.length).toBe(Math.min(tickets, places));
      expect(w.every((t) => t >= 1 && t <= tickets)).toBe(true);
    }
    expect(raffleWinners(SEED, 1004, 0, 3)).toEqual([]);
  });

  it('verifies a true proof and refuses a changed one', () => {
    const proof = {
      raffleId: 7,
      seed: SEED,
      seedHash: raffleCommitment(SEED),
      tickets: 50,
      winners: raffleWinners(SEED, 7, 50, 3),
    };
    expect(verifyRaffle(proof)).toBe(true);
    expect(verifyRaffle({ ...proof, seed: SEED.replace('a3', 'a4') })).toBe(false);
    expect(verifyRaffle({ ...proof, winners: [...proof.winners].reverse() })).toBe(false);
  });
});
