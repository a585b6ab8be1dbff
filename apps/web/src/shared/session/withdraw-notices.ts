/**
 * A withdrawal refused by staff (Withdraw/Rejected, docs/realtime-messages.md): a failed toast in
 * the player's language, "Withdrawal of K40.00 rejected: <reason>". The refund's balance push
 * refreshes the balance on its own; the reason also stays in the player's records.
 */
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { ImMessageOf } from '@nyota/contract/realtime';
import { loadMessages, translate } from '../i18n/i18n';
import { market } from '../lib/market';
import { toast } from '../ui/feedback/feedback-store';

export function withdrawRejectedText(amount: number, reason: string): string {
  return translate('wallet.withdraw_rejected', { amount: formatMoneyInText(amount, market.currencySymbol), reason });
}

export function handleWithdrawPush(message: ImMessageOf<'Withdraw'>): void {
  const { amount, reason } = message.data;
  void loadMessages()
    .catch(() => undefined)
    .then(() => toast('failed', withdrawRejectedText(amount, reason)));
}
