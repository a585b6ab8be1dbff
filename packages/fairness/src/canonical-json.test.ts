import { describe, expect, it } from 'vitest';
import { canonicalJson, configHash } from './canonical-json.js';
import { sha256Hex } from './hash.js';

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('hashes the same config the same however its keys were written', () => {
    expect(configHash({ version: 1, weights: [1, 2] })).toBe(configHash({ weights: [1, 2], version: 1 }));
    expect(configHash({ version: 1, weights: [1, 2] })).toBe(sha256Hex('{"version":1,"weights":[1,2]}'));
    expect(configHash({ version: 1, weights: [1, 2] })).not.toBe(configHash({ version: 1, weights: [2, 1] }));
  });

  it('refuses values JSON cannot carry exactly', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
    expect(() => canonicalJson({ a: Infinity })).toThrow(RangeError);
    expect(() => canonicalJson(-0)).toThrow(RangeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
    expect(() => canonicalJson([undefined])).toThrow(TypeError);
  });
});
