/** Money and times of the giveaway page in words. */
import { formatMoney } from '@nyota/contract/money/format';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';

export const cash = (minor: number) => formatMoney(minor, market.currencySymbol);

/** A date and time in the market's zone, 24-hour clock. */
export const when = (iso: string, lang: string): string => formatDate(iso, lang, true);
