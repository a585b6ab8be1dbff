/** A mall item's price and prize in words. */
import type { MallItemView } from '@nyota/contract/api/mall';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function priceText(t: T, i: Pick<MallItemView, 'paymentType' | 'price'>): string {
  return t(i.paymentType === 2 ? 'mall.price_diamonds' : 'mall.price_coins', { n: formatMinor(i.price) });
}

export function prizeText(t: T, type: number, amount: number): string {
  const money = formatMoney(amount, market.currencySymbol);
  switch (type) {
    case 1:
      return t('mall.gives_1', { amount: money });
    case 2:
      return t('mall.gives_2', { amount: money });
    case 3:
      return t('mall.gives_3', { n: formatMinor(amount) });
    case 4:
      return t('mall.gives_4', { n: formatMinor(amount) });
    case 5:
      return t('mall.gives_5', { amount: money });
    default:
      return t('mall.gives_6');
  }
}

export const TYPE_LABEL: Record<number, MessageKey> = {
  1: 'mall.type.1',
  2: 'mall.type.2',
  3: 'mall.type.3',
  4: 'mall.type.4',
  5: 'mall.type.5',
  6: 'mall.type.6',
};

/** A date and time in the market's zone, 24-hour clock. */
export const when = (iso: string, lang: string): string => formatDate(iso, lang, true);
