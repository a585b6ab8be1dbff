/**
 * Text PostgreSQL can store. A `text` value cannot hold NUL (U+0000), and a UTF-16 surrogate
 * without its other half has no UTF-8 form, so either makes the insert fail deep in a service.
 * Routes refuse such input up front (the server's defineRoute walks every value of a request), and
 * textField() refuses it too so a client validating with the contract learns the same.
 */
const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_KEY = 'errors.unstorable_text';

export function isStorableText(s: string): boolean {
  return !s.includes(NUL) && !LONE_SURROGATE.test(s);
}

/** Request bodies are shallow (form fields, lists of them); deeper JSON is walked to a sane depth. */
const MAX_DEPTH = 8;

/** True when any string in `value` (a key too, in objects and lists) cannot be stored. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => holdsUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isStorableText(k) || holdsUnstorableText(v, depth + 1));
}
