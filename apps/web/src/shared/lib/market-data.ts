/**
 * Reads the market the server wrote into index.html. The contract's zod schema stays out of the
 * bundle (budget), so the shape is checked by hand here; anything malformed reads as null.
 */
import {
  CONTACT_CHANNEL_KINDS,
  isMarketCode,
  type ContactChannelKind,
  type MarketCode,
  type MarketPreset,
  type OperatorPreset,
  type TaxRule,
} from '@nyota/contract/markets';

type Json = Record<string, unknown>;

class Malformed extends Error {}

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function object(v: unknown): Json {
  if (!isJson(v)) throw new Malformed();
  return v;
}

function text(o: Json, key: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new Malformed(key);
  return v;
}

function list<T>(v: unknown, item: (x: unknown) => T): T[] {
  if (!Array.isArray(v)) throw new Malformed();
  return v.map(item);
}

function oneOf<T extends string>(v: unknown, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === v);
  if (found === undefined) throw new Malformed(String(v));
  return found;
}

function code(v: unknown): MarketCode {
  if (typeof v !== 'string' || !isMarketCode(v)) throw new Malformed('code');
  return v;
}

function operator(v: unknown): OperatorPreset {
  const o = object(v);
  return { id: text(o, 'id'), name: text(o, 'name'), prefixes: list(o['prefixes'], (p) => text({ p }, 'p')) };
}

function taxRule(v: unknown): TaxRule {
  const o = object(v);
  const rate = o['rate'];
  if (typeof rate !== 'number' || !Number.isInteger(rate)) throw new Malformed('rate');
  return {
    taxType: oneOf(o['taxType'], ['WHT', 'EXCISE', 'GGR']),
    base: oneOf(o['base'], ['stake', 'deposit', 'withdrawal', 'net_winnings']),
    rate,
    validFrom: text(o, 'validFrom'),
    validTo: o['validTo'] === null ? null : text(o, 'validTo'),
    rounding: oneOf(o['rounding'], ['up', 'down', 'half_up']),
  };
}

/** Only string values of known channels are kept; the page checks each one before showing it. */
function contact(v: unknown): Partial<Record<ContactChannelKind, string>> {
  const o = object(v);
  const out: Partial<Record<ContactChannelKind, string>> = {};
  for (const kind of CONTACT_CHANNEL_KINDS) {
    const value = o[kind];
    if (typeof value === 'string') out[kind] = value;
  }
  return out;
}

/** Absent (a block from an older server) or null: cookies stay on this host. */
function cookieDomain(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new Malformed('cookieDomain');
  return v === '' ? null : v;
}

export function parseMarket(json: string): MarketPreset | null {
  try {
    const o = object(JSON.parse(json));
    const nsnLength = o['nsnLength'];
    if (typeof nsnLength !== 'number' || !Number.isInteger(nsnLength)) throw new Malformed('nsnLength');
    return {
      code: code(o['code']),
      country: text(o, 'country'),
      currency: text(o, 'currency'),
      currencySymbol: text(o, 'currencySymbol'),
      areaCode: text(o, 'areaCode'),
      nsnLength,
      trunkPrefix: text(o, 'trunkPrefix'),
      mobilePlaceholder: text(o, 'mobilePlaceholder'),
      brandName: text(o, 'brandName'),
      operators: list(o['operators'], operator),
      taxRules: list(o['taxRules'], taxRule),
      timeZone: text(o, 'timeZone'),
      defaultLanguage: text(o, 'defaultLanguage'),
      ussdCode: text(o, 'ussdCode'),
      helpline: text(o, 'helpline'),
      contact: contact(o['contact']),
      cookieDomain: cookieDomain(o['cookieDomain']),
    };
  } catch {
    return null;
  }
}
