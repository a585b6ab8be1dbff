/**
 * pawaPay provider codes for our four markets and the decimals each accepts per operation.
 *
 * Decimals come from a v2 `GET /v2/active-conf` snapshot [S]: all Zambian and Ghanaian providers
 * take two decimals, M-Pesa Kenya takes none for deposits (two for payouts/refunds), Airtel Uganda
 * none, MTN Uganda two. The account's own active-conf overrides this table at runtime
 * (PawapayAdapter.loadActiveConfiguration), because pawaPay changes it per account and provider.
 */
import type { MajorDecimals } from '@nyota/contract/money/format';
import type { Country, Currency, Direction, Operator } from '../provider-adapter.js';

export type PawapayOperation = 'DEPOSIT' | 'PAYOUT' | 'REFUND';

export interface PawapayProvider {
  code: string;
  country: Country;
  operator: Operator;
  currency: Currency;
  decimals: Record<PawapayOperation, MajorDecimals>;
}

const TWO: Record<PawapayOperation, MajorDecimals> = { DEPOSIT: 2, PAYOUT: 2, REFUND: 2 };
const NONE: Record<PawapayOperation, MajorDecimals> = { DEPOSIT: 0, PAYOUT: 0, REFUND: 0 };

export const PAWAPAY_PROVIDERS: readonly PawapayProvider[] = [
  { code: 'MTN_MOMO_ZMB', country: 'ZM', operator: 'MTN', currency: 'ZMW', decimals: TWO },
  { code: 'AIRTEL_OAPI_ZMB', country: 'ZM', operator: 'AIRTEL', currency: 'ZMW', decimals: TWO },
  { code: 'ZAMTEL_ZMB', country: 'ZM', operator: 'ZAMTEL', currency: 'ZMW', decimals: TWO },
  { code: 'MPESA_KEN', country: 'KE', operator: 'MPESA', currency: 'KES', decimals: { DEPOSIT: 0, PAYOUT: 2, REFUND: 2 } },
  { code: 'MTN_MOMO_UGA', country: 'UG', operator: 'MTN', currency: 'UGX', decimals: TWO },
  { code: 'AIRTEL_OAPI_UGA', country: 'UG', operator: 'AIRTEL', currency: 'UGX', decimals: NONE },
  { code: 'MTN_MOMO_GHA', country: 'GH', operator: 'MTN', currency: 'GHS', decimals: TWO },
  { code: 'AIRTELTIGO_GHA', country: 'GH', operator: 'AIRTELTIGO', currency: 'GHS', decimals: TWO },
  // Vodafone Ghana is now Telecel; pawaPay kept the code (active-conf shows displayName "Telecel").
  { code: 'VODAFONE_GHA', country: 'GH', operator: 'TELECEL', currency: 'GHS', decimals: TWO },
];

export const PAWAPAY_COUNTRY: Record<Country, string> = { ZM: 'ZMB', KE: 'KEN', UG: 'UGA', GH: 'GHA' };

export function pawapayProviderFor(country: Country, operator: Operator): PawapayProvider | undefined {
  return PAWAPAY_PROVIDERS.find((p) => p.country === country && p.operator === operator);
}

export function pawapayProviderByCode(code: string): PawapayProvider | undefined {
  return PAWAPAY_PROVIDERS.find((p) => p.code === code);
}

export function countryFromIso3(iso3: string): Country | undefined {
  return (Object.keys(PAWAPAY_COUNTRY) as Country[]).find((c) => PAWAPAY_COUNTRY[c] === iso3);
}

export function operationOf(direction: Direction): PawapayOperation {
  return direction === 'COLLECTION' ? 'DEPOSIT' : direction;
}
