import type { GameUnit } from '@nyota/contract/games-constants';
import { market } from './market';
import { formatCount, formatMoney } from './money';

/** Hundredths to "2.35x" (game_bets stores multipliers in hundredths). */
export function formatMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}x`;
}

/** A stake or payout in its unit: cash as money, coins and diamonds as counts. */
export function formatAmount(amount: number, unit: GameUnit): string {
  return unit === 'cash' ? formatMoney(amount, market.currencySymbol) : formatCount(amount);
}
