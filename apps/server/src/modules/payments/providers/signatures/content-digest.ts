/**
 * RFC 9530 Content-Digest over the exact body bytes (`sha-512=:<base64>:`). A digest only binds
 * the body when the header itself is covered by a verified signature; alone it proves nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseDictionary, StructuredFieldError } from './structured-fields.js';

export type DigestAlgorithm = 'sha-256' | 'sha-512';
const NODE_HASH: Record<DigestAlgorithm, string> = { 'sha-256': 'sha256', 'sha-512': 'sha512' };

export function contentDigest(body: Buffer | string, alg: DigestAlgorithm = 'sha-512'): string {
  return `${alg}=:${createHash(NODE_HASH[alg]).update(body).digest('base64')}:`;
}

export type DigestCheck = 'ok' | 'missing' | 'malformed' | 'unsupported' | 'mismatch';

/** Every supported algorithm present must match; at least one supported algorithm must be present. */
export function checkContentDigest(header: string | undefined, body: Buffer): DigestCheck {
  if (header === undefined || header.trim() === '') return 'missing';
  let dict;
  try {
    dict = parseDictionary(header);
  } catch (err) {
    if (err instanceof StructuredFieldError) return 'malformed';
    throw err;
  }
  let checked = 0;
  for (const [name, member] of dict) {
    if (name !== 'sha-256' && name !== 'sha-512') continue;
    if (member.kind !== 'item' || member.value.type !== 'bytes') return 'malformed';
    const expected = createHash(NODE_HASH[name]).update(body).digest();
    const given = member.value.value;
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'mismatch';
    checked++;
  }
  return checked > 0 ? 'ok' : 'unsupported';
}
