/** How the unmatched pay-bill page shows payers and amounts. */
import { formatMoney } from '@nyota/contract/money/format';

/** An amount in the market's money format ("KSh 1,234.56"). */
export const payBillMoney = (minor: number, symbol: string): string => formatMoney(minor, symbol);

/**
 * The paying number with its middle hidden ("2547 ***** 126"), as Safaricom itself masks it: staff
 * need the ends to recognise a caller, not the whole number. One already masked is shown as sent,
 * a hashed one (production) cut short.
 */
export function maskMsisdn(raw: string): string {
  const digits = raw.replace(/[\s+]/g, '');
  if (/^\d{9,15}$/.test(digits)) return `${digits.slice(0, 4)} ***** ${digits.slice(-3)}`;
  return raw.length > 16 ? `${raw.slice(0, 10)}…` : raw;
}

export const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');
