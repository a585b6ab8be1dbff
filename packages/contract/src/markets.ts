/**
 * Market presets. Zambia is the reference market and the default. Phone numbers are entered in the
 * national form (trunk prefix 0 + 9 digits) and stored as E.164 digits without '+' (260961234567),
 * the form the mobile-money APIs use. Operator prefixes are a default guess only: numbers are
 * portable, so the player confirms the operator when paying.
 */
import type { ServedMarket } from './home-slides.js';
import { MARKET_SCRIPT_ID } from './market-block.js';

export type MarketCode = 'zm' | 'ke' | 'ug' | 'gh';

export interface OperatorPreset {
  /** Stable id used by payment channels later (MTN, AIRTEL, ZAMTEL, MPESA, ...). */
  id: string;
  name: string;
  /** Prefixes after the country code, e.g. '96' for 26096... */
  prefixes: readonly string[];
}

/** Support channels a market can offer (contact page, wallet contact icons). */
export type ContactChannelKind = 'phone' | 'whatsapp' | 'email' | 'facebook' | 'x';
export const CONTACT_CHANNEL_KINDS: readonly ContactChannelKind[] = ['phone', 'whatsapp', 'email', 'facebook', 'x'];

/**
 * Where players reach support: phone and WhatsApp in international form, an address, social page
 * names or URLs. A missing channel is not offered. Presets hold defaults; the server's SUPPORT_*
 * variables replace them (README, configuration).
 */
export type MarketContact = Readonly<Partial<Record<ContactChannelKind, string>>>;

export type TaxType = 'WHT' | 'EXCISE' | 'GGR';
export type TaxBase = 'stake' | 'deposit' | 'withdrawal' | 'net_winnings';

/** A dated tax rule; rates are integers over 10000 (1500 = 15%). */
export interface TaxRule {
  taxType: TaxType;
  base: TaxBase;
  rate: number;
  validFrom: string;
  validTo: string | null;
  rounding: 'up' | 'down' | 'half_up';
}

export interface MarketPreset {
  code: MarketCode;
  country: string;
  currency: string;
  currencySymbol: string;
  areaCode: string;
  /** Length of the national significant number (without trunk 0). */
  nsnLength: number;
  trunkPrefix: string;
  /** Local input mask shown as placeholder, e.g. 0XXXXXXXXX. */
  mobilePlaceholder: string;
  brandName: string;
  operators: readonly OperatorPreset[];
  taxRules: readonly TaxRule[];
  /** IANA time zone for daily limits and month boundaries. */
  timeZone: string;
  defaultLanguage: string;
  /**
   * The short code players dial when the sign-up SMS does not come
   * (docs/product-rules/market-support-and-sign-up-code.md#sign-up-code-countdown-failure-ussd-fallback:
   * the USSD fallback hint). Presets hold a default in the market's usual shape; USSD_CODE sets the
   * aggregator's real one.
   */
  ussdCode: string;
  /**
   * Where a player reaches help with problem gambling, shown on the safer-play page and in every
   * limit message. Kenya's is the Ministry of Health line (reference §6); where no public line is
   * confirmed the preset holds the operator's support phone until compliance names one.
   */
  helpline: string;
  contact: MarketContact;
  /**
   * The product's top-level domain for its cookies (e.g. example.com, so www. and m. share a
   * session); null keeps every cookie on the host that set it. A deployment setting (the server's
   * COOKIE_DOMAIN), carried with the market so the web app reads it without a request.
   */
  cookieDomain: string | null;
}

export const MARKETS: Record<MarketCode, MarketPreset> = {
  zm: {
    code: 'zm',
    country: 'Zambia',
    currency: 'ZMW',
    currencySymbol: 'K',
    areaCode: '260',
    nsnLength: 9,
    trunkPrefix: '0',
    mobilePlaceholder: '0XXXXXXXXX',
    brandName: 'Nyota',
    operators: [
      { id: 'MTN', name: 'MTN', prefixes: ['96', '76'] },
      { id: 'AIRTEL', name: 'Airtel', prefixes: ['97', '77', '57'] },
      { id: 'ZAMTEL', name: 'Zamtel', prefixes: ['95', '75'] },
    ],
    taxRules: [
      { taxType: 'WHT', base: 'net_winnings', rate: 2000, validFrom: '2014-01-01', validTo: '2022-12-31', rounding: 'down' },
      { taxType: 'WHT', base: 'net_winnings', rate: 1500, validFrom: '2023-01-01', validTo: null, rounding: 'down' },
      { taxType: 'EXCISE', base: 'stake', rate: 1000, validFrom: '2025-01-01', validTo: null, rounding: 'down' },
    ],
    timeZone: 'Africa/Lusaka',
    defaultLanguage: 'en',
    ussdCode: '*2580#',
    helpline: '+260 211 250 100',
    cookieDomain: null,
    contact: {
      phone: '+260 211 250 100',
      whatsapp: '+260 97 7250100',
      email: 'support@nyota.co.zm',
      facebook: 'NyotaZambia',
      x: 'NyotaZM',
    },
  },
  ke: {
    code: 'ke',
    country: 'Kenya',
    currency: 'KES',
    currencySymbol: 'KSh',
    areaCode: '254',
    nsnLength: 9,
    trunkPrefix: '0',
    mobilePlaceholder: '0XXXXXXXXX',
    brandName: 'Nyota',
    operators: [
      { id: 'MPESA', name: 'M-Pesa', prefixes: ['70', '71', '72', '740', '741', '742', '743', '746', '748', '79', '11'] },
      {
        id: 'AIRTEL',
        name: 'Airtel',
        prefixes: ['73', '750', '751', '752', '753', '754', '755', '756', '78', '100', '101', '102'],
      },
    ],
    taxRules: [
      { taxType: 'WHT', base: 'net_winnings', rate: 2000, validFrom: '2021-07-01', validTo: '2025-06-30', rounding: 'down' },
      { taxType: 'EXCISE', base: 'stake', rate: 1250, validFrom: '2023-07-01', validTo: '2025-06-30', rounding: 'down' },
      { taxType: 'EXCISE', base: 'deposit', rate: 500, validFrom: '2025-07-01', validTo: null, rounding: 'down' },
      { taxType: 'WHT', base: 'withdrawal', rate: 500, validFrom: '2025-07-01', validTo: null, rounding: 'down' },
    ],
    timeZone: 'Africa/Nairobi',
    defaultLanguage: 'en',
    ussdCode: '*384*2580#',
    helpline: '719',
    cookieDomain: null,
    contact: {
      phone: '+254 20 765 0100',
      whatsapp: '+254 712 650100',
      email: 'support@nyota.co.ke',
      facebook: 'NyotaKenya',
      x: 'NyotaKE',
    },
  },
  ug: {
    code: 'ug',
    country: 'Uganda',
    currency: 'UGX',
    currencySymbol: 'USh',
    areaCode: '256',
    nsnLength: 9,
    trunkPrefix: '0',
    mobilePlaceholder: '0XXXXXXXXX',
    brandName: 'Nyota',
    operators: [
      { id: 'MTN', name: 'MTN', prefixes: ['77', '78', '76', '39'] },
      { id: 'AIRTEL', name: 'Airtel', prefixes: ['70', '74', '75'] },
    ],
    taxRules: [{ taxType: 'WHT', base: 'net_winnings', rate: 1500, validFrom: '2019-07-01', validTo: null, rounding: 'down' }],
    timeZone: 'Africa/Kampala',
    defaultLanguage: 'en',
    ussdCode: '*284*2580#',
    helpline: '+256 312 250100',
    cookieDomain: null,
    contact: {
      phone: '+256 312 250100',
      whatsapp: '+256 772 250100',
      email: 'support@nyota.co.ug',
      facebook: 'NyotaUganda',
      x: 'NyotaUG',
    },
  },
  gh: {
    code: 'gh',
    country: 'Ghana',
    currency: 'GHS',
    currencySymbol: 'GH₵',
    areaCode: '233',
    nsnLength: 9,
    trunkPrefix: '0',
    mobilePlaceholder: '0XXXXXXXXX',
    brandName: 'Nyota',
    operators: [
      { id: 'MTN', name: 'MTN', prefixes: ['24', '54', '55', '59'] },
      { id: 'TELECEL', name: 'Telecel', prefixes: ['20', '50'] },
      { id: 'AT', name: 'AT', prefixes: ['26', '56', '27', '57'] },
    ],
    taxRules: [{ taxType: 'WHT', base: 'net_winnings', rate: 1000, validFrom: '2023-08-15', validTo: null, rounding: 'down' }],
    timeZone: 'Africa/Accra',
    defaultLanguage: 'en',
    ussdCode: '*920*2580#',
    helpline: '+233 30 225 0100',
    cookieDomain: null,
    contact: {
      phone: '+233 30 225 0100',
      whatsapp: '+233 24 225 0100',
      email: 'support@nyota.com.gh',
      facebook: 'NyotaGhana',
      x: 'NyotaGH',
    },
  },
};

export const DEFAULT_MARKET: MarketCode = 'zm';

export function isMarketCode(v: string): v is MarketCode {
  return v === 'zm' || v === 'ke' || v === 'ug' || v === 'gh';
}

/** The tax rule of a type and base in force on a date (YYYY-MM-DD), if any. */
export function taxRuleOn(market: MarketPreset, taxType: TaxType, base: TaxBase, date: string): TaxRule | undefined {
  return market.taxRules.find(
    (r) => r.taxType === taxType && r.base === base && r.validFrom <= date && (r.validTo === null || date <= r.validTo),
  );
}

export { MARKET_SCRIPT_ID };

/**
 * The market (as served, with its home slides) as a JSON data block for index.html. A data block is never executed (so the page's
 * script-src policy allows it), and '<' is escaped so no value can close the tag.
 */
export function marketScriptTag(market: MarketPreset | ServedMarket): string {
  const json = JSON.stringify(market).replace(/</g, '\\u003c');
  return `<script id="${MARKET_SCRIPT_ID}" type="application/json">${json}</script>`;
}
