/**
 * How an MTN MoMo transaction looks on the wire: PENDING | SUCCESSFUL | FAILED, the reason string
 * (the current API sends a string; older SDKs modelled {code, message}), and the status body
 * shared by GET /{product}/v1_0/{requesttopay|transfer}/{referenceId} and the callback.
 */
import type { Failure, Intent, Phase } from '../core/types.js';

export function mtnStatus(phase: Phase): 'PENDING' | 'SUCCESSFUL' | 'FAILED' {
  if (phase === 'succeeded') return 'SUCCESSFUL';
  if (phase === 'failed') return 'FAILED';
  return 'PENDING';
}

export function mtnReason(intent: Intent, failure: Failure): string {
  if (failure.code) return failure.code;
  const collection = intent.direction === 'collection';
  switch (failure.kind) {
    case 'rejected':
    case 'wrong_pin':
      // MTN publishes no wrong-PIN reason; a declined approval is the closest it reports.
      return 'APPROVAL_REJECTED';
    case 'timeout':
      return 'COULD_NOT_PERFORM_TRANSACTION';
    case 'expired':
    case 'cancelled':
      return 'EXPIRED';
    case 'insufficient_funds':
    case 'merchant_float':
      return 'NOT_ENOUGH_FUNDS';
    case 'not_found':
      return collection ? 'PAYER_NOT_FOUND' : 'PAYEE_NOT_FOUND';
    case 'limit_reached':
    case 'wallet_limit':
      return 'PAYER_LIMIT_REACHED';
    case 'account_inactive':
      return 'SENDER_ACCOUNT_NOT_ACTIVE';
    case 'already_in_process':
    case 'not_allowed':
      return 'NOT_ALLOWED';
    case 'unspecified':
      return 'INTERNAL_PROCESSING_ERROR';
  }
}

export function mtnBody(intent: Intent, statusOverride?: string): Record<string, unknown> {
  const w = intent.wire;
  const body: Record<string, unknown> = {};
  if (intent.providerTxnId && intent.phase === 'succeeded') body['financialTransactionId'] = intent.providerTxnId;
  if (typeof w['externalId'] === 'string') body['externalId'] = w['externalId'];
  body['amount'] = w['amount'];
  body['currency'] = intent.currency;
  body[intent.direction === 'collection' ? 'payer' : 'payee'] = {
    partyIdType: w['partyIdType'] ?? 'MSISDN',
    partyId: intent.msisdn,
  };
  if (typeof w['payerMessage'] === 'string') body['payerMessage'] = w['payerMessage'];
  if (typeof w['payeeNote'] === 'string') body['payeeNote'] = w['payeeNote'];
  body['status'] = statusOverride ?? mtnStatus(intent.phase);
  if (intent.phase === 'failed' && intent.failure && !statusOverride) body['reason'] = mtnReason(intent, intent.failure);
  return body;
}
