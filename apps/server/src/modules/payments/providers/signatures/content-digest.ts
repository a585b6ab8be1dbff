/**
 * RFC 9530 Content-Digest over the exact body bytes (`sha-512=:<base64>:`). A digest only binds
 * the body when the header itself is covered by a verified signature; alone it proves nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isInnerList } from 'structured-headers';
import { byteSequence, parseStrictDictionary } from './strict-structured-fields.js';

export type DigestAlgorithm = 'sha-256' | 'sha-512';
const NODE_HASH: Record<DigestAlgorithm, string> = { 'sha-256': 'sha256', 'sha-512': 'sha512' };

export function contentDigest(body: Buffer | string, alg: DigestAlgorithm = 'sha-512'): string {
  return `${alg}=:${createHash(NODE_HASH[alg]).update(body).digest('base64')}:`;
}

export type DigestCheck = 'ok' | 'missing' | 'malformed' | 'unsupported' | 'mismatch';

/** Every supported algorithm present must match; at least one supported algorithm must be present. */
export function checkContentDigest(header: string | undefined, body: Buffer): DigestCheck {
  if (header === undefined || header.trim() === '') return 'missing';
  const parsed = parseStrictDictionary(header);
  if (!parsed.ok) return 'malformed';
  let checked = 0;
  for (const [name, member] of parsed.dictionary) {
    if (name !== 'sha-256' && name !== 'sha-512') continue;
    const given = isInnerList(member) ? undefined : byteSequence(member[0]);
    if (!given) return 'malformed';
    const expected = createHash(NODE_HASH[name]).update(body).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
    checked++;
  }
  return checked > 0 ? 'ok' : 'unsupported';
}
