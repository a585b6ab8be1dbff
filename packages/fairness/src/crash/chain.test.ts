import { describe, expect, it } from 'vitest';
import { buildChain, gameNumberOf, nextChainHash, verifyChainLink, verifyGameHash, walkChain } from './chain.js';

const SEED = `${'0'.repeat(63)}1`;
// SHA-256 of the previous element's hex text, from Python's hashlib.
const LINKS = [
  'c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417',
  '43b49a31d820bfb744f78d13c863f0221d8d000885a065d0bf05304191d68f68',
  '9bdefa44383ccd7c8ebfb9a4300bf10cd687fe15f0ce7d2f781b92ae6e49eedd',
  'cd6fa5024f290bca5d248fc16f995deb08f186b3d1f571b00c1d77d56df97bd1',
  '0ffd67a4460891774a8e23dad11b3aecc98460e51d0f45391dda44dec8a264f9',
];

describe('crash hash chain', () => {
  it('each link is sha256 of the hex text of the one before (known answers)', () => {
    expect(nextChainHash(SEED)).toBe(LINKS[0]);
    const visited: string[] = [];
    expect(walkChain(SEED, 5, (hash) => visited.push(hash))).toBe(LINKS[4]);
    expect(visited).toEqual(LINKS);
  });

  it('plays the chain in reverse: game 1 is next to the terminating hash, the last game is the seed', () => {
    const chain = buildChain(SEED, 5);
    expect(chain.terminatingHash).toBe(LINKS[4]);
    expect(chain.gameHashes).toEqual([LINKS[3], LINKS[2], LINKS[1], LINKS[0], SEED]);
  });

  it('verifies a game hash against the published terminating hash', () => {
    const chain = buildChain(LINKS[4] as string, 200);
    for (const n of [1, 2, 77, 200]) {
      const hash = chain.gameHashes[n - 1] as string;
      expect(verifyGameHash(hash, n, chain.terminatingHash)).toBe(true);
      expect(verifyGameHash(hash, n + 1, chain.terminatingHash)).toBe(false);
      expect(gameNumberOf(hash, chain.terminatingHash, 500)).toBe(n);
    }
    // The seed sits 5 links before this chain's own seed: reachable, as game 205, but not within 200.
    expect(gameNumberOf(SEED, chain.terminatingHash, 500)).toBe(205);
    expect(gameNumberOf(SEED, chain.terminatingHash, 200)).toBeNull();
    expect(gameNumberOf('f'.repeat(64), chain.terminatingHash, 500)).toBeNull();
    expect(verifyGameHash('not a hash', 1, chain.terminatingHash)).toBe(false);
  });

  it('checks single links between consecutive games', () => {
    const chain = buildChain(SEED, 3);
    expect(verifyChainLink(chain.gameHashes[0] as string, chain.terminatingHash)).toBe(true);
    expect(verifyChainLink(chain.gameHashes[1] as string, chain.gameHashes[0] as string)).toBe(true);
    expect(verifyChainLink(chain.gameHashes[2] as string, chain.gameHashes[0] as string)).toBe(false);
  });

  it('refuses hashes that are not 64 lowercase hex characters', () => {
    expect(() => nextChainHash(SEED.toUpperCase().replace('1', 'A'))).toThrow(RangeError);
    expect(() => buildChain('abc', 3)).toThrow(RangeError);
  });
});
