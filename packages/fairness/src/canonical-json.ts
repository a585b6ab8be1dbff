/**
 * Canonical JSON for hashing configs (wheel tables, slot definitions, team ratings): object keys
 * sorted by UTF-16 code unit, no whitespace, arrays in order, `undefined` members left out. A bet
 * records `sha256(canonicalJson(config))` so anyone holding the published config can prove which one
 * settled it. Anything JSON cannot carry exactly (NaN, ±Infinity, -0, bigint, functions) is refused.
 */
import { sha256Hex } from './hash.js';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Object.is(value, -0)) throw new RangeError('canonical JSON needs finite numbers (and no -0)');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const members = Object.keys(object)
      .sort()
      .flatMap((key) => (object[key] === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(object[key])}`]));
    return `{${members.join(',')}}`;
  }
  throw new TypeError(`canonical JSON cannot encode a ${typeof value}`);
}

/** Lowercase hex SHA-256 of the canonical JSON. */
export function configHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
