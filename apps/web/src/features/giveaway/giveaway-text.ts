/** Money and times of the giveaway page in words. */
import { formatMoney } from '@nyota/contract/money/format';
import { market } from '../../shared/lib/market';

export const cash = (minor: number) => formatMoney(minor, market.currencySymbol);

export function when(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang === 'sw' ? 'sw-TZ' : 'en-GB', {
    timeZone: market.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
