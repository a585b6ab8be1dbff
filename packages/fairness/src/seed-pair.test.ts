import { describe, expect, it } from 'vitest';
import { floatsAt } from './byte-stream.js';
import {
  activateSeedPair,
  commitServerSeed,
  hashServerSeed,
  isValidClientSeed,
  newServerSeed,
  publicSeedPair,
  revealSeedPair,
  rotateSeedPair,
  takeNonce,
  verifyServerSeed,
} from './seed-pair.js';

const SEED = '7f3c0a6d0b1e4c2a9d8e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708';
// sha256 of the seed's text, from Python's hashlib.
const SEED_HASH = 'e0d0a6fe3b91413291549675e3dbbfe2307bb031af8efa9ce541facb75039810';

describe('seed pairs', () => {
  it('commits to sha256 of the server seed text', () => {
    expect(hashServerSeed(SEED)).toBe(SEED_HASH);
    expect(commitServerSeed(SEED)).toEqual({ state: 'committed', serverSeed: SEED, serverSeedHash: SEED_HASH });
    expect(verifyServerSeed(SEED, SEED_HASH.toUpperCase())).toBe(true);
    expect(verifyServerSeed(`${SEED}0`, SEED_HASH)).toBe(false);
  });

  it('goes committed -> active -> revealed, one nonce per bet', () => {
    let pair = activateSeedPair(commitServerSeed(SEED), 'nyota-player');
    expect(pair.nonce).toBe(0);
    const first = takeNonce(pair);
    expect(first.inputs).toEqual({ serverSeed: SEED, clientSeed: 'nyota-player', nonce: 0 });
    pair = takeNonce(first.pair).pair;
    expect(pair.nonce).toBe(2);
    const revealed = revealSeedPair(pair);
    expect(revealed.state).toBe('revealed');
    // The revealed seed reproduces the bet's floats.
    expect(floatsAt(first.inputs, 1)).toEqual(
      floatsAt({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: 0 }, 1),
    );
  });

  it('shows the server seed only once revealed', () => {
    const committed = commitServerSeed(SEED);
    const active = activateSeedPair(committed, 'abc');
    expect(publicSeedPair(committed)).toEqual({
      state: 'committed',
      serverSeedHash: SEED_HASH,
      clientSeed: null,
      nonce: null,
      serverSeed: null,
    });
    expect(publicSeedPair(active).serverSeed).toBeNull();
    expect(JSON.stringify(publicSeedPair(active))).not.toContain(SEED);
    expect(publicSeedPair(revealSeedPair(active)).serverSeed).toBe(SEED);
  });

  it('rotates: reveals the old pair, activates the upcoming seed at nonce 0, commits a new one', () => {
    const active = takeNonce(activateSeedPair(commitServerSeed('old'), 'c1')).pair;
    const upcoming = commitServerSeed('next');
    const result = rotateSeedPair({ active, upcoming, clientSeed: 'c2', nextServerSeed: 'after', roundOpen: false });
    if (!result.ok) throw new Error('rotation refused');
    expect(result.revealed).toMatchObject({ state: 'revealed', serverSeed: 'old', clientSeed: 'c1', nonce: 1 });
    expect(result.active).toMatchObject({
      state: 'active',
      serverSeed: 'next',
      serverSeedHash: upcoming.serverSeedHash,
      clientSeed: 'c2',
      nonce: 0,
    });
    expect(result.upcoming).toEqual(commitServerSeed('after'));
  });

  it('refuses rotation while a round is open, and bad client seeds', () => {
    const active = activateSeedPair(commitServerSeed('old'), 'c1');
    const upcoming = commitServerSeed('next');
    expect(rotateSeedPair({ active, upcoming, clientSeed: 'c2', nextServerSeed: 'x', roundOpen: true })).toEqual({
      ok: false,
      reason: 'round_open',
    });
    expect(rotateSeedPair({ active, upcoming, clientSeed: 'has space', nextServerSeed: 'x', roundOpen: false })).toEqual({
      ok: false,
      reason: 'invalid_client_seed',
    });
  });

  it('accepts printable client seeds of 1..64 characters', () => {
    expect(isValidClientSeed('a')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('émoji')).toBe(false);
  });

  it('makes 64-hex server seeds from the random source', () => {
    expect(newServerSeed(() => new Uint8Array(32).fill(0xab))).toBe('ab'.repeat(32));
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
    expect(() => newServerSeed(() => new Uint8Array(16))).toThrow(RangeError);
  });
});
