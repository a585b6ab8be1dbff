import type { BonusEntry } from '@nyota/contract/api/bonuses';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import { call } from '../../shared/api/client';
import type { translate } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { ME_KEY } from '../../shared/session/member-keys';

/** Under ME_KEY: a balance push reloads them, and logout drops them. */
export const signInKey = [...ME_KEY, 'offers', 'sign-in'] as const;
export const sevenDayKey = [...ME_KEY, 'offers', 'seven-day'] as const;

export const fetchSignIn = () => call('signInBonus', {});
export const claimSignIn = () => call('signInBonusClaim', {});
export const fetchSevenDay = () => call('sevenDayBonus', {});
export const claimSevenDay = () => call('sevenDayClaimAll', {});

/** A reward in words: "K5.00 cash", "500 coins", "K10.00 bonus money". */
export function rewardText(b: Pick<BonusEntry, 'type' | 'amount'>, t: typeof translate): string {
  const money = formatMoney(b.amount, market.currencySymbol);
  switch (b.type) {
    case 1:
      return t('reward.cash', { amount: money });
    case 2:
      return t('reward.trial', { amount: money });
    case 4:
      return t('reward.diamonds', { n: formatMinor(b.amount) });
    case 5:
      return t('reward.voucher', { amount: money });
    default:
      return t('reward.coins', { n: formatMinor(b.amount) });
  }
}
