/**
 * Mobile numbers in the canonical form every adapter starts from: E.164 digits without '+'
 * (reference §6). Input may be national (0961234567), international with or without '+'/'00',
 * or the bare national significant number, with spaces, dashes, dots or brackets.
 *
 * Operator prefixes come from the market presets and are a default guess only (numbers are
 * portable); pawaPay's predict-provider is better where available.
 */
import { MARKETS, type MarketCode, type MarketPreset } from '@nyota/contract/markets';
import { InvalidMsisdnError, type Country, type Msisdn, type Operator } from './provider-adapter.js';

const MARKET_OF: Record<Country, MarketCode> = { ZM: 'zm', KE: 'ke', UG: 'ug', GH: 'gh' };

/** First digit of a mobile national number per country; fixed lines and short codes are refused. */
const MOBILE_LEADING_DIGIT: Record<Country, RegExp> = {
  ZM: /^[579]/,
  KE: /^[17]/,
  UG: /^[37]/,
  GH: /^[25]/,
};

export function marketOfCountry(country: Country): MarketPreset {
  return MARKETS[MARKET_OF[country]];
}

export function countryOfMsisdn(msisdn: Msisdn): Country | undefined {
  return (Object.keys(MARKET_OF) as Country[]).find((c) => {
    const m = marketOfCountry(c);
    return msisdn.startsWith(m.areaCode) && msisdn.length === m.areaCode.length + m.nsnLength;
  });
}

export function normalizeMsisdn(input: string, country: Country): Msisdn {
  const market = marketOfCountry(country);
  const compact = input.trim().replace(/[\s\-().]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else digits = compact;
  if (!/^\d+$/.test(digits)) throw new InvalidMsisdnError(input, country);

  let nsn: string;
  if (digits.length === market.areaCode.length + market.nsnLength && digits.startsWith(market.areaCode)) {
    nsn = digits.slice(market.areaCode.length);
  } else if (digits.length === market.trunkPrefix.length + market.nsnLength && digits.startsWith(market.trunkPrefix)) {
    nsn = digits.slice(market.trunkPrefix.length);
  } else if (digits.length === market.nsnLength && !compact.startsWith('+') && !compact.startsWith('00')) {
    nsn = digits;
  } else {
    throw new InvalidMsisdnError(input, country);
  }
  if (!MOBILE_LEADING_DIGIT[country].test(nsn)) throw new InvalidMsisdnError(input, country);
  return market.areaCode + nsn;
}

/** Market preset operator ids to adapter operators (the Ghana preset calls AirtelTigo 'AT'). */
const PRESET_OPERATOR: Record<string, Operator> = {
  MTN: 'MTN',
  AIRTEL: 'AIRTEL',
  ZAMTEL: 'ZAMTEL',
  MPESA: 'MPESA',
  TELECEL: 'TELECEL',
  AT: 'AIRTELTIGO',
  AIRTELTIGO: 'AIRTELTIGO',
};

export function operatorFromPresetId(id: string): Operator | undefined {
  return PRESET_OPERATOR[id];
}

/** Longest matching prefix from the market preset; undefined when no operator claims the number. */
export function operatorByPrefix(msisdn: Msisdn, country: Country): Operator | undefined {
  const market = marketOfCountry(country);
  if (!msisdn.startsWith(market.areaCode)) return undefined;
  const nsn = msisdn.slice(market.areaCode.length);
  let best: { operator: Operator; length: number } | undefined;
  for (const op of market.operators) {
    const operator = operatorFromPresetId(op.id);
    if (!operator) continue;
    for (const prefix of op.prefixes) {
      if (nsn.startsWith(prefix) && (!best || prefix.length > best.length)) best = { operator, length: prefix.length };
    }
  }
  return best?.operator;
}
