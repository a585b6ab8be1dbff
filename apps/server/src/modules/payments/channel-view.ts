/** Channel facts derived from the market preset: the local-number pattern and the operator of a number. */
import type { MarketPreset } from '@nyota/contract/markets';
import { operatorByPrefix, operatorFromPresetId } from './providers/msisdn.js';
import type { Country, Operator } from './providers/provider-adapter.js';

export function countryOf(market: MarketPreset): Country {
  return market.code.toUpperCase() as Country;
}

/**
 * A regular expression for the national numbers an operator issues (0 + prefix + rest), e.g.
 * ^0(?:96\d{7}|76\d{7})$ for MTN Zambia. A default guess only: numbers are portable.
 */
export function mobilePatternOf(market: MarketPreset, operator: string): string {
  const preset = market.operators.find((o) => operatorFromPresetId(o.id) === operator);
  if (!preset || preset.prefixes.length === 0) return `^${market.trunkPrefix}\\d{${market.nsnLength}}$`;
  const alternatives = preset.prefixes.map((p) => `${p}\\d{${market.nsnLength - p.length}}`);
  return `^${market.trunkPrefix}(?:${alternatives.join('|')})$`;
}

/** The operator the registered number most likely belongs to. */
export function operatorOfNumber(market: MarketPreset, msisdn: string): Operator | undefined {
  return operatorByPrefix(msisdn, countryOf(market));
}
