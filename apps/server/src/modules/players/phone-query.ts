/**
 * What an operator types for a phone number, in any of the usual forms (0971234567,
 * 260971234567, +260 97 123 4567, 971234567, or the start of one), as the E.164 digits the members
 * table holds, or their start. Null when it cannot be a number of this market.
 */
import type { MarketPreset } from '@nyota/contract/markets';

export function phonePrefixE164(typed: string, market: MarketPreset): string | null {
  const digits = typed.replace(/\D+/g, '');
  if (digits.length < 3) return null;
  if (digits.startsWith(market.areaCode)) return digits;
  if (digits.startsWith(market.trunkPrefix)) return market.areaCode + digits.slice(market.trunkPrefix.length);
  return market.areaCode + digits;
}
