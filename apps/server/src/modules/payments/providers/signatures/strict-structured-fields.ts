/**
 * Structured Field dictionaries (Signature-Input, Signature, Content-Digest) read with the
 * `structured-headers` library, held to RFC 8941. The library implements RFC 9651, which adds
 * Dates (`@1618884473`) and Display Strings (`%"..."`); RFC 9421 and RFC 9530 are defined on
 * RFC 8941, where those are syntax errors, so a header using them is refused as malformed, as a
 * plain RFC 8941 parser would.
 *
 * JavaScript numbers cannot tell Integer `1` from Decimal `1.0`, so the library serialises an
 * integral Decimal as an Integer. Every number RFC 9421 defines (created, expires) is an Integer,
 * so that is their canonical form; `created=1618884473.0` is read as the integer it spells.
 */
import {
  DisplayString,
  isInnerList,
  parseDictionary,
  type BareItem,
  type Dictionary,
  type InnerList,
  type Item,
} from 'structured-headers';

export type DictionaryParse = { ok: true; dictionary: Dictionary } | { ok: false; reason: string };

export function parseStrictDictionary(header: string): DictionaryParse {
  let dictionary: Dictionary;
  try {
    dictionary = parseDictionary(header.trim());
  } catch (err) {
    // Parsing has no side effects: whatever it throws means the header cannot be read.
    return { ok: false, reason: err instanceof Error ? err.message : 'unreadable structured field' };
  }
  for (const [key, member] of dictionary) {
    if (!isRfc8941Member(member)) return { ok: false, reason: `${key}: dates and display strings are not RFC 8941` };
  }
  return { ok: true, dictionary };
}

/** The bytes of a Byte Sequence; undefined for any other bare item. */
export function byteSequence(value: BareItem): Buffer | undefined {
  return value instanceof ArrayBuffer ? Buffer.from(value) : undefined;
}

/** A parameter holding an Integer, or undefined when absent or of another type. */
export function integerParam(value: BareItem | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** A parameter holding a String, or undefined when absent or of another type. */
export function stringParam(value: BareItem | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isRfc8941BareItem(value: BareItem): boolean {
  return !(value instanceof Date) && !(value instanceof DisplayString);
}

function isRfc8941Item([value, params]: Item): boolean {
  return isRfc8941BareItem(value) && [...params.values()].every(isRfc8941BareItem);
}

function isRfc8941Member(member: Item | InnerList): boolean {
  if (!isInnerList(member)) return isRfc8941Item(member);
  const [items, params] = member;
  return items.every(isRfc8941Item) && [...params.values()].every(isRfc8941BareItem);
}
