/**
 * The pawaPay providers the sandbox offers (reference §1): their country, currency, network,
 * decimals and limits as active-conf would report them. Limits are the sandbox's own round numbers,
 * not pawaPay's; the adapter should read them from /v2/active-conf like it would in production.
 */
import type { CountryCode, Network } from '../core/networks.js';
import type { Decimals } from '../core/money.js';
import type { PawapayOperation } from '../core/types.js';

export interface PawapayProvider {
  code: string;
  displayName: string;
  /** ISO 3166-1 alpha-3, as pawaPay writes countries. */
  country: string;
  countryCode: CountryCode;
  currency: string;
  network: Network;
  decimals: Decimals;
  /** Hundredths of the currency unit. */
  limits: Record<PawapayOperation, { min: number; max: number }>;
}

function limits(min: number, max: number): PawapayProvider['limits'] {
  const l = { min: min * 100, max: max * 100 };
  return { DEPOSIT: l, PAYOUT: l, REFUND: l };
}

export const PAWAPAY_PROVIDERS: readonly PawapayProvider[] = [
  {
    code: 'MTN_MOMO_ZMB',
    displayName: 'MTN',
    country: 'ZMB',
    countryCode: 'ZM',
    currency: 'ZMW',
    network: 'MTN',
    decimals: 2,
    limits: limits(1, 50_000),
  },
  {
    code: 'AIRTEL_OAPI_ZMB',
    displayName: 'Airtel',
    country: 'ZMB',
    countryCode: 'ZM',
    currency: 'ZMW',
    network: 'AIRTEL',
    decimals: 2,
    limits: limits(1, 50_000),
  },
  {
    code: 'ZAMTEL_ZMB',
    displayName: 'Zamtel',
    country: 'ZMB',
    countryCode: 'ZM',
    currency: 'ZMW',
    network: 'ZAMTEL',
    decimals: 2,
    limits: limits(1, 50_000),
  },
  {
    code: 'MPESA_KEN',
    displayName: 'M-Pesa',
    country: 'KEN',
    countryCode: 'KE',
    currency: 'KES',
    network: 'MPESA',
    decimals: 0,
    limits: limits(1, 150_000),
  },
  {
    code: 'MTN_MOMO_UGA',
    displayName: 'MTN',
    country: 'UGA',
    countryCode: 'UG',
    currency: 'UGX',
    network: 'MTN',
    decimals: 0,
    limits: limits(500, 5_000_000),
  },
  {
    code: 'AIRTEL_OAPI_UGA',
    displayName: 'Airtel',
    country: 'UGA',
    countryCode: 'UG',
    currency: 'UGX',
    network: 'AIRTEL',
    decimals: 0,
    limits: limits(500, 5_000_000),
  },
  {
    code: 'MTN_MOMO_GHA',
    displayName: 'MTN',
    country: 'GHA',
    countryCode: 'GH',
    currency: 'GHS',
    network: 'MTN',
    decimals: 2,
    limits: limits(1, 10_000),
  },
  {
    code: 'AIRTELTIGO_GHA',
    displayName: 'AirtelTigo',
    country: 'GHA',
    countryCode: 'GH',
    currency: 'GHS',
    network: 'AIRTELTIGO',
    decimals: 2,
    limits: limits(1, 10_000),
  },
  {
    code: 'VODAFONE_GHA',
    displayName: 'Telecel',
    country: 'GHA',
    countryCode: 'GH',
    currency: 'GHS',
    network: 'TELECEL',
    decimals: 2,
    limits: limits(1, 10_000),
  },
];

export function pawapayProvider(code: unknown): PawapayProvider | undefined {
  return PAWAPAY_PROVIDERS.find((p) => p.code === code);
}

export function providerFor(countryCode: CountryCode, network: Network): PawapayProvider | undefined {
  return PAWAPAY_PROVIDERS.find((p) => p.countryCode === countryCode && p.network === network);
}

export function countryOfCurrency(currency: string): string | undefined {
  return PAWAPAY_PROVIDERS.find((p) => p.currency === currency)?.country;
}
