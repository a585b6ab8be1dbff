/** How a wheel's cost or prize reads: coins, diamonds or money. */
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import type { useI18n } from '../../../shared/i18n/i18n';

type Translate = ReturnType<typeof useI18n>['t'];

export function amountText(t: Translate, prize: { kind: string; amount: number }): string {
  if (prize.kind === 'coin') return t('wheel.coins', { n: formatMinor(prize.amount) });
  if (prize.kind === 'diamond') return t('wheel.diamonds', { n: formatMinor(prize.amount) });
  return formatMoney(prize.amount, market.currencySymbol);
}
