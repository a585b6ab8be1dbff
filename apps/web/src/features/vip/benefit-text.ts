/** One VIP benefit in words (the VIP page's level list, its VIP Rewards section, the records and the pop-ups). */
import type { VipBenefitView } from '@nyota/contract/api/vip';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** An amount in minor units of the reward's unit (bonusType 3 coins, 4 diamonds, else money). */
export function amountText(t: T, bonusType: number, amount: number): string {
  if (bonusType === 3) return t('vip.unit_coins', { n: formatMinor(amount) });
  if (bonusType === 4) return t('vip.unit_diamonds', { n: formatMinor(amount) });
  return formatMoney(amount, market.currencySymbol);
}

export function rewardText(t: T, b: VipBenefitView): string {
  return amountText(t, b.bonusType, b.cashbackAmount);
}

export function benefitText(t: T, b: VipBenefitView): string {
  switch (b.type) {
    case 1:
      return t('vip.benefit_level_up', { reward: rewardText(t, b) });
    case 2:
      return t('vip.benefit_daily', { reward: rewardText(t, b) });
    case 3:
      return t('vip.benefit_cashback', { rate: (b.cashbackAmount / 100).toFixed(2) });
    case 5:
      return t('vip.benefit_holiday', { reward: rewardText(t, b) });
    case 6:
      return t('vip.benefit_fast_withdrawal');
    case 7:
      return t('vip.benefit_birthday');
    default:
      return t('vip.benefit_exchange');
  }
}
