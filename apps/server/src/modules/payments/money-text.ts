/** Amounts in player-facing texts: minor units shown as the market writes them (K1,250.50). */
import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';
import type { MarketPreset } from '@nyota/contract/markets';

export function formatAmount(minor: number, market: Pick<MarketPreset, 'currencySymbol'>): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_UNIT_DIVISOR);
  const cents = abs % MINOR_UNIT_DIVISOR;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${market.currencySymbol}${grouped}.${String(cents).padStart(2, '0')}`;
}
