/**
 * MTN MoMo's sandbox test numbers (reference §2, momodeveloper.mtn.com "Sandbox Use Cases"):
 * 46733123450…464 give fixed outcomes for RequestToPay and Transfer. 453 and 454 stay PENDING
 * (Ongoing, Delayed). MTN's own sandbox is known to answer success for some of 455+; portable tests
 * should rely on 450–454. Any other number goes to the simulated handset (or, in MTN's real sandbox,
 * simply succeeds).
 */
import type { Outcome } from '../core/types.js';

const fail = (
  code: string,
  kind: 'rejected' | 'expired' | 'not_found' | 'insufficient_funds' | 'limit_reached' | 'not_allowed' | 'unspecified' | 'timeout',
): Outcome => ({
  kind: 'failure',
  failure: { kind, code },
});
const stuck: Outcome = { kind: 'stuck' };

const REQUEST_TO_PAY: Record<string, Outcome> = {
  '46733123450': fail('INTERNAL_PROCESSING_ERROR', 'unspecified'),
  '46733123451': fail('APPROVAL_REJECTED', 'rejected'),
  '46733123452': fail('EXPIRED', 'expired'),
  '46733123453': stuck,
  '46733123454': stuck,
  '46733123455': fail('PAYER_NOT_FOUND', 'not_found'),
  '46733123456': fail('PAYEE_NOT_ALLOWED_TO_RECEIVE', 'not_allowed'),
  '46733123457': fail('NOT_ALLOWED', 'not_allowed'),
  '46733123458': fail('NOT_ALLOWED_TARGET_ENVIRONMENT', 'not_allowed'),
  '46733123459': fail('INVALID_CALLBACK_URL_HOST', 'not_allowed'),
  '46733123460': fail('INVALID_CURRENCY', 'not_allowed'),
  '46733123461': fail('INTERNAL_PROCESSING_ERROR', 'unspecified'),
  '46733123462': fail('SERVICE_UNAVAILABLE', 'unspecified'),
  '46733123463': fail('COULD_NOT_PERFORM_TRANSACTION', 'timeout'),
  '46733123464': fail('TRANSFERTYPE_UNKNOWN', 'unspecified'),
};

const TRANSFER: Record<string, Outcome> = {
  '46733123450': fail('INTERNAL_PROCESSING_ERROR', 'unspecified'),
  '46733123451': fail('APPROVAL_REJECTED', 'rejected'),
  '46733123452': fail('EXPIRED', 'expired'),
  '46733123453': stuck,
  '46733123454': stuck,
  '46733123455': fail('NOT_ENOUGH_FUNDS', 'insufficient_funds'),
  '46733123456': fail('PAYER_LIMIT_REACHED', 'limit_reached'),
  '46733123457': fail('PAYEE_NOT_FOUND', 'not_found'),
  '46733123458': fail('NOT_ALLOWED', 'not_allowed'),
  '46733123459': fail('NOT_ALLOWED_TARGET_ENVIRONMENT', 'not_allowed'),
  '46733123460': fail('INVALID_CALLBACK_URL_HOST', 'not_allowed'),
  '46733123461': fail('INVALID_CURRENCY', 'not_allowed'),
  '46733123462': fail('INTERNAL_PROCESSING_ERROR', 'unspecified'),
  '46733123463': fail('SERVICE_UNAVAILABLE', 'unspecified'),
  '46733123464': fail('TRANSFERTYPE_UNKNOWN', 'unspecified'),
};

export function mtnMagic(operation: 'requesttopay' | 'transfer', msisdn: string): Outcome | undefined {
  return (operation === 'requesttopay' ? REQUEST_TO_PAY : TRANSFER)[msisdn];
}

export function mtnMagicNumbers(): Array<{ operation: string; msisdn: string; outcome: string }> {
  const rows: Array<{ operation: string; msisdn: string; outcome: string }> = [];
  for (const [operation, t] of [
    ['requesttopay', REQUEST_TO_PAY],
    ['transfer', TRANSFER],
  ] as const) {
    for (const [msisdn, o] of Object.entries(t)) {
      rows.push({ operation, msisdn, outcome: o.kind === 'failure' ? `FAILED ${o.failure.code ?? ''}` : 'PENDING forever' });
    }
  }
  return rows;
}
