/** Small text helpers of cash rain: a time of day in the reader's language, money, the verifier link. */
import { formatMoney } from '@nyota/contract/money/format';
import { market } from '../../shared/lib/market';
import { VERIFIER_PATH } from '../../shared/nav/verifier-link';

export { formatTime as timeOf } from '../../shared/lib/dates';

export function money(minor: number): string {
  return formatMoney(minor, market.currencySymbol);
}

/** links/5 opened on the cash-rain tab with the round's id. */
export function verifyHref(roundId: number): string {
  return `${VERIFIER_PATH}?game=cashrain&roundId=${roundId}`;
}
