/**
 * The toast a deposit's result raises on the deposit screens (docs/product-rules/deposit.md#toasts): success as a success
 * toast, failure as a failed toast with the server's stored text ("Deposit failed: ..."), which is
 * already in the player's language. The pushed notice for other screens is shared/session's.
 */
import type { WatchOutcome } from './deposit-watch';

export interface DepositToast {
  type: 'success' | 'failed';
  message: string;
}

/** Fallback texts when the server gave none (already translated by the caller). */
export interface DepositToastTitles {
  success: string;
  failed: string;
}

export function depositResultToast(outcome: WatchOutcome, titles: DepositToastTitles): DepositToast | null {
  if (outcome.kind === 'success') return { type: 'success', message: outcome.desc.trim() || titles.success };
  if (outcome.kind === 'failure') {
    // A refusal of the result call itself was already shown by the API client as a failed toast.
    if (outcome.by === 'error') return null;
    return { type: 'failed', message: outcome.desc.trim() || titles.failed };
  }
  // Not confirmed within the wait: the result view says so; no toast claims an outcome.
  return null;
}
