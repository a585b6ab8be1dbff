/**
 * RFC 8785 (JSON Canonicalization Scheme) for the values the audit log hashes: object keys sorted
 * by UTF-16 code units, no whitespace, strings and numbers as ECMAScript's JSON.stringify writes
 * them (which is what RFC 8785 specifies). Undefined members are left out, as JSON.stringify does,
 * so a value hashes the same before it is stored and after it is read back.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('canonicalJson: non-finite number');
    if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol') {
      throw new Error(`canonicalJson: ${typeof value} is not JSON`);
    }
    return value === undefined ? 'null' : JSON.stringify(value);
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v: unknown) => canonicalJson(v)).join(',')}]`;
  const members = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
  return `{${members.join(',')}}`;
}
