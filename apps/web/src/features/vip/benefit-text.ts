/** One VIP benefit in words (the VIP page's level list and its VIP Rewards section). */
import type { VipBenefitView } from '@nyota/contract/api/vip';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function rewardText(t: T, b: VipBenefitView): string {
  if (b.bonusType === 3) return t('vip.unit_coins', { n: formatMinor(b.cashbackAmount) });
  if (b.bonusType === 4) return t('vip.unit_diamonds', { n: formatMinor(b.cashbackAmount) });
  return formatMoney(b.cashbackAmount, market.currencySymbol);
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
