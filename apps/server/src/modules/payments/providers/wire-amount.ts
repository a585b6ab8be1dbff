/**
 * The amount a provider request carries. Our minor unit is always 1/100 of the major unit (UGX
 * included), but a provider may accept fewer decimals for an operation (pawaPay
 * `decimalsInAmount: NONE`, e.g. Airtel Uganda and M-Pesa Kenya deposits). Money is never rounded
 * to fit: an amount the provider cannot represent is refused before anything is sent.
 */
import { formatMajor, MoneyFormatError, type MajorDecimals } from '@nyota/contract/money/format';
import type { Minor } from '@nyota/contract/money/minor';

/** 1500 -> "15", 1550 -> "15.50"; throws MoneyFormatError for zero, a negative, or a fraction with 0 decimals. */
export function wireAmount(minor: Minor, decimals: MajorDecimals): string {
  if (minor <= 0) throw new MoneyFormatError(`a provider amount must be positive: ${minor}`);
  return formatMajor(minor, decimals);
}
