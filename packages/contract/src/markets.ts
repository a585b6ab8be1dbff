/**
 * Market presets. Zambia is the reference market and the default. Phone numbers are entered in the
 * national form (trunk prefix 0 + 9 digits) and stored as E.164 digits without '+' (260961234567),
 * the form the mobile-money APIs use. Operator prefixes are a default guess only: numbers are
 * portable, so the player confirms the operator when paying.
 */
export type MarketCode = 'zm' | 'ke' | 'ug' | 'gh';

export interface OperatorPreset {
  /** Stable id used by payment channels later (MTN, AIRTEL, ZAMTEL, MPESA, ...). */
  id: string;
  name: string;
  /** Prefixes after the country code, e.g. '96' for 26096... */
  prefixes: readonly string[];
}

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
