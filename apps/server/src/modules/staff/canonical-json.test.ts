import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    // RFC 8785 §3.2.3's example: code-unit order puts "\u20ac" before "\ud83d\ude00" and after "\u00f6".
    expect(canonicalJson({ '\u20ac': 1, '\ud83d\ude00': 2, '\u00f6': 3, '1': 4 })).toBe('{"1":4,"ö":3,"€":1,"😀":2}');
  });

  it('writes numbers and strings as ECMAScript does', () => {
    expect(canonicalJson([1e21, 0.1, -0, 1.5e-7, 'a"\n'])).toBe('[1e+21,0.1,0,1.5e-7,"a\\"\\n"]');
  });

  it('leaves out undefined members, so a stored and re-read value hashes the same', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe(canonicalJson(JSON.parse(JSON.stringify({ a: undefined, b: 2 }))));
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson(1n)).toThrow();
  });
});
