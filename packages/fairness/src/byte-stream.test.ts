import { describe, expect, it } from 'vitest';
import { ByteStream, bytesToFloat, fixedFloats, floatsAt, streamBlock } from './byte-stream.js';
import { bytesToHex } from './hash.js';

// Known answers computed with Python's hmac/hashlib (an independent implementation).
const inputs = {
  serverSeed: '7f3c0a6d0b1e4c2a9d8e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708',
  clientSeed: 'nyota-player',
  nonce: 42,
};
const BLOCK_0 = 'bd52604da60c283a1387bb46db89d95b97336e4c9b9bfa60d5becfb520700f6b';
const BLOCK_1 = '311f9587a091b8ece004649c7314417f386acbbbad83bcc956187771a3d2dbd3';

describe('byte stream (Stake-compatible)', () => {
  it('block r is HMAC_SHA256(serverSeed, clientSeed:nonce:r)', () => {
    expect(bytesToHex(streamBlock(inputs, 0))).toBe(BLOCK_0);
    expect(bytesToHex(streamBlock(inputs, 1))).toBe(BLOCK_1);
  });

  it('reads 4 bytes per float as base-256 digits', () => {
    expect(floatsAt(inputs, 3)).toEqual([0.739538210676983, 0.6486230031587183, 0.07628984889015555]);
    expect(bytesToFloat(0, 0, 0, 0)).toBe(0);
    expect(bytesToFloat(128, 0, 0, 0)).toBe(0.5);
    expect(bytesToFloat(0, 0, 0, 1)).toBe(2 ** -32);
    expect(bytesToFloat(255, 255, 255, 255)).toBe(1 - 2 ** -32);
  });

  it('continues into the next block and can start at any cursor', () => {
    const stream = new ByteStream(inputs);
    const bytes = Array.from({ length: 40 }, () => stream.nextByte());
    expect(bytesToHex(Uint8Array.from(bytes))).toBe(BLOCK_0 + BLOCK_1.slice(0, 16));
    expect(stream.cursor).toBe(40);
    // A float straddling the block boundary: bytes 30, 31 of block 0 and 0, 1 of block 1.
    expect(floatsAt(inputs, 1, 30)).toEqual([bytesToFloat(0x0f, 0x6b, 0x31, 0x1f)]);
    expect(floatsAt(inputs, 9, 0)[8]).toBe(bytesToFloat(0x31, 0x1f, 0x95, 0x87));
  });

  it('changes completely with the nonce and the client seed', () => {
    expect(floatsAt({ ...inputs, nonce: 43 }, 1)).not.toEqual(floatsAt(inputs, 1));
    expect(floatsAt({ ...inputs, clientSeed: 'nyota-player2' }, 1)).not.toEqual(floatsAt(inputs, 1));
  });

  it('refuses negative or fractional nonces and cursors', () => {
    expect(() => new ByteStream({ ...inputs, nonce: -1 })).toThrow(RangeError);
    expect(() => new ByteStream({ ...inputs, nonce: 1.5 })).toThrow(RangeError);
    expect(() => new ByteStream(inputs, -4)).toThrow(RangeError);
  });

  it('fixed float sources replay values and reject out-of-range ones', () => {
    const source = fixedFloats([0.25, 0.75]);
    expect([source.nextFloat(), source.nextFloat()]).toEqual([0.25, 0.75]);
    expect(() => source.nextFloat()).toThrow(RangeError);
    expect(() => fixedFloats([1]).nextFloat()).toThrow(RangeError);
  });
});
