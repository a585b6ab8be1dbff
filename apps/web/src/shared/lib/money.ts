import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';

/**
 * Minor units to display text: 123456 -> "1,234.56". Integer arithmetic only, so no float rounding
 * ever shows a player a wrong cent.
 */
export function formatMinor(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / MINOR_UNIT_DIVISOR);
  const cents = String(abs % MINOR_UNIT_DIVISOR).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/** "K 1,234.56" with the market's currency symbol. */
export function formatMoney(minor: number, symbol: string): string {
  return `${symbol} ${formatMinor(minor)}`;
}

/** Whole counts (coins, diamonds) with thousands separators. */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
