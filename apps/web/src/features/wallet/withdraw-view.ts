/** How a withdrawal's status reads on the result screen (docs/product-rules/wallet.md#withdraw-statuses), pure. */
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { WithdrawStatus } from '@nyota/contract/payments-constants';
import type { MessageKey } from '../../shared/i18n/i18n';

export type WithdrawTone = 'review' | 'sent' | 'success' | 'failed';

export function withdrawTone(status: number): WithdrawTone {
  if (status === WithdrawStatus.SUCCESS) return 'success';
  if (status === WithdrawStatus.WAITING) return 'review';
  if (status === WithdrawStatus.PROCESSING || status === WithdrawStatus.THIRD_PARTY_PROCESSING) return 'sent';
  return 'failed';
}

export const WITHDRAW_TEXT: Record<WithdrawTone, { title: MessageKey; body: MessageKey }> = {
  review: { title: 'wallet.withdraw_review_title', body: 'wallet.withdraw_review_body' },
  sent: { title: 'wallet.withdraw_sent_title', body: 'wallet.withdraw_sent_body' },
  success: { title: 'wallet.withdraw_success_title', body: 'wallet.withdraw_success_body' },
  failed: { title: 'wallet.withdraw_failed_title', body: 'wallet.withdraw_failed_body' },
};

/** A withdrawal carried in router state (it survives a reload in history.state, so it is checked). */
export function asWithdrawRecord(v: unknown): WithdrawRecord | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const numbers = ['money', 'fee', 'tax', 'net', 'status', 'channel'] as const;
  if (typeof r['tradeNo'] !== 'string' || typeof r['mobile'] !== 'string') return null;
  if (!numbers.every((k) => typeof r[k] === 'number')) return null;
  return v as WithdrawRecord;
}

/** The registered number's operator is the likely payout channel (numbers are portable: a guess). */
export function channelForNumber<T extends { id: number; mobilePattern: string }>(
  channels: readonly T[],
  localMobile: string,
): T | null {
  for (const c of channels) {
    try {
      if (localMobile && new RegExp(c.mobilePattern).test(localMobile)) return c;
    } catch {
      // A malformed pattern from the server only loses the preselection.
    }
  }
  return null;
}
