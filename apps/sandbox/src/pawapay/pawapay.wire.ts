/**
 * How a pawaPay v2 transaction looks on the wire: status strings, failure codes and the object that
 * GET /v2/{deposits|payouts|refunds}/{id} returns under `data` — which is also the callback body.
 */
import { iso } from '../core/clock.js';
import { formatAmount } from '../core/money.js';
import type { Direction, Failure, Intent, Phase } from '../core/types.js';
import { pawapayProvider } from './pawapay.providers.js';

export type PawapayKind = 'deposit' | 'payout' | 'refund';

export const ID_FIELD: Record<PawapayKind, 'depositId' | 'payoutId' | 'refundId'> = {
  deposit: 'depositId',
  payout: 'payoutId',
  refund: 'refundId',
};

export const DIRECTION: Record<PawapayKind, Direction> = { deposit: 'collection', payout: 'payout', refund: 'refund' };

export function kindOf(direction: Direction): PawapayKind {
  return direction === 'collection' ? 'deposit' : direction;
}

export function pawapayStatus(phase: Phase): string {
  switch (phase) {
    case 'accepted':
      return 'ACCEPTED';
    case 'prompted':
    case 'processing':
      return 'PROCESSING';
    case 'enqueued':
      return 'ENQUEUED';
    case 'reconciliation':
      return 'IN_RECONCILIATION';
    case 'succeeded':
      return 'COMPLETED';
    case 'failed':
      return 'FAILED';
  }
}

export function pawapayFailureCode(intent: Intent, failure: Failure): string {
  if (failure.code) return failure.code;
  const collection = intent.direction === 'collection';
  switch (failure.kind) {
    case 'rejected':
    case 'wrong_pin':
    case 'timeout':
    case 'expired':
      return collection ? 'PAYMENT_NOT_APPROVED' : 'UNSPECIFIED_FAILURE';
    case 'insufficient_funds':
      return collection ? 'INSUFFICIENT_BALANCE' : 'UNSPECIFIED_FAILURE';
    case 'not_found':
      return collection ? 'PAYER_NOT_FOUND' : 'RECIPIENT_NOT_FOUND';
    case 'limit_reached':
      return collection ? 'PAYER_LIMIT_REACHED' : 'RECIPIENT_LIMIT_REACHED';
    case 'wallet_limit':
      return 'WALLET_LIMIT_REACHED';
    case 'already_in_process':
      // v2 calls a customer's other open payment PAYMENT_IN_PROGRESS; Kenya keeps the older name.
      return intent.product === 'MPESA_KEN' ? 'TRANSACTION_ALREADY_IN_PROCESS' : 'PAYMENT_IN_PROGRESS';
    case 'merchant_float':
      return 'PAWAPAY_WALLET_OUT_OF_FUNDS';
    case 'cancelled':
      return 'MANUALLY_CANCELLED';
    case 'account_inactive':
    case 'not_allowed':
    case 'unspecified':
      return 'UNSPECIFIED_FAILURE';
  }
}

const FAILURE_MESSAGES: Record<string, string> = {
  PAYMENT_NOT_APPROVED: 'The customer did not authorise the payment.',
  INSUFFICIENT_BALANCE: 'The customer does not have enough funds.',
  PAYER_NOT_FOUND: 'The phone number does not belong to a wallet of this provider.',
  RECIPIENT_NOT_FOUND: 'The recipient phone number does not belong to a wallet of this provider.',
  PAYER_LIMIT_REACHED: 'The customer reached a wallet limit.',
  RECIPIENT_LIMIT_REACHED: 'The recipient reached a wallet limit.',
  WALLET_LIMIT_REACHED: 'A wallet limit was reached.',
  PAYMENT_IN_PROGRESS: 'The customer has another payment in progress.',
  TRANSACTION_ALREADY_IN_PROCESS: 'Another transaction is already in process on this wallet.',
  PAWAPAY_WALLET_OUT_OF_FUNDS: 'The merchant wallet does not have enough funds.',
  MANUALLY_CANCELLED: 'The payment was cancelled.',
  UNSPECIFIED_FAILURE: 'The provider failed the payment without giving a reason.',
};

export function failureReason(code: string, message?: string): { failureCode: string; failureMessage: string } {
  return { failureCode: code, failureMessage: message ?? FAILURE_MESSAGES[code] ?? code };
}

/**
 * The transaction object: status `data` and, as the `callback` view, the callback body. pawaPay's
 * v2 reference lists clientReferenceId in the status answer but not in callbacks.
 */
export function pawapayData(
  intent: Intent,
  statusOverride?: string,
  view: 'status' | 'callback' = 'status',
): Record<string, unknown> {
  const kind = kindOf(intent.direction);
  const provider = pawapayProvider(intent.product);
  const w = intent.wire;
  const party = { type: 'MMO', accountDetails: { phoneNumber: intent.msisdn, provider: intent.product } };
  const data: Record<string, unknown> = {
    [ID_FIELD[kind]]: intent.id,
    status: statusOverride ?? pawapayStatus(intent.phase),
    amount: formatAmount(intent.amountMinor, provider?.decimals ?? 2),
    currency: intent.currency,
    country: provider?.country,
    [kind === 'deposit' ? 'payer' : 'recipient']: party,
  };
  if (typeof w['customerMessage'] === 'string') data['customerMessage'] = w['customerMessage'];
  if (view === 'status' && typeof w['clientReferenceId'] === 'string') data['clientReferenceId'] = w['clientReferenceId'];
  data['created'] = iso(intent.createdAt);
  if (intent.providerTxnId) data['providerTransactionId'] = intent.providerTxnId;
  if (intent.phase === 'failed' && intent.failure && !statusOverride) {
    data['failureReason'] = failureReason(pawapayFailureCode(intent, intent.failure));
  }
  if (w['metadata'] && typeof w['metadata'] === 'object') data['metadata'] = w['metadata'];
  return data;
}

/** v2 requests send metadata as [{key: value, isPII?}]; answers and callbacks flatten it to {key: value}. */
export function flattenMetadata(list: Array<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list) {
    for (const [k, v] of Object.entries(item)) if (k !== 'isPII') out[k] = v;
  }
  return out;
}
