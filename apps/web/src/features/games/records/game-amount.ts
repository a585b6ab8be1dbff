import type { GameUnit } from '@nyota/contract/games-constants';
import { formatCount, formatMoney } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';

/** A stake or payout in its unit: cash as money, coins and diamonds as counts. */
export function formatGameAmount(amount: number, unit: GameUnit): string {
  return unit === 'cash' ? formatMoney(amount, market.currencySymbol) : formatCount(amount);
}
