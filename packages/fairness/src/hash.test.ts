import { describe, expect, it } from 'vitest';
import { bytesToHex, hmacSha256Hex, isHashHex, sha256Hex } from './hash.js';

const subtle = globalThis.crypto.subtle;
const utf8 = (s: string) => new TextEncoder().encode(s);

async function webHmacHex(key: string, message: string): Promise<string> {
  const k = await subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return bytesToHex(new Uint8Array(await subtle.sign('HMAC', k, utf8(message))));
}

describe('hash', () => {
  it('matches the FIPS 180-2 SHA-256 vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches RFC 4231 test case 2 for HMAC-SHA256', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('agrees with WebCrypto on keys longer than a block and non-ASCII text', async () => {
    const cases: [string, string][] = [
      ['k'.repeat(131), 'message'],
      ['sérvér-seed-🦁', 'client:0:0'],
      ['a', ''],
    ];
    for (const [key, message] of cases) expect(hmacSha256Hex(key, message)).toBe(await webHmacHex(key, message));
  });

  it('gives the right tag when keys alternate (the keyed state is reused only for the same key)', async () => {
    for (const key of ['seed-a', 'seed-b', 'seed-a', 'seed-a'])
      expect(hmacSha256Hex(key, 'c:1:0')).toBe(await webHmacHex(key, 'c:1:0'));
    expect(hmacSha256Hex(new TextEncoder().encode('seed-b'), 'c:1:0')).toBe(await webHmacHex('seed-b', 'c:1:0'));
  });

  it('recognises lowercase 64-hex digests only', () => {
    expect(isHashHex(sha256Hex('x'))).toBe(true);
    expect(isHashHex(sha256Hex('x').toUpperCase())).toBe(false);
    expect(isHashHex(sha256Hex('x').slice(1))).toBe(false);
  });
});
