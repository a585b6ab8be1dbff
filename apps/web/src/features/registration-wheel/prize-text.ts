/** How a registration-wheel prize reads: money, bonus money, coins or diamonds (bonus types 1-4). */
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import type { translate } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

export interface WheelPrize {
  bonusType: number;
  bonusAmount: number;
  txt: string;
}

export function prizeText(t: typeof translate, prize: Pick<WheelPrize, 'bonusType' | 'bonusAmount'>): string {
  const money = formatMoney(prize.bonusAmount, market.currencySymbol);
  if (prize.bonusType === 2) return t('regWheel.bonus_money', { amount: money });
  if (prize.bonusType === 3) return t('regWheel.coins', { n: formatMinor(prize.bonusAmount) });
  if (prize.bonusType === 4) return t('regWheel.diamonds', { n: formatMinor(prize.bonusAmount) });
  return money;
}
