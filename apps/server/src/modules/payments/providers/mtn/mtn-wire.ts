/**
 * MTN MoMo Open API wire shapes (reference §2) and their mapping onto adapter types.
 * `reason` is a string in the current API and {code, message} in older answers: both are read.
 */
import { z } from 'zod';
import type { Direction, FailureCode, Status } from '../provider-adapter.js';

const party = z.object({ partyIdType: z.string().optional(), partyId: z.string().optional() });

/** GET requesttopay/{id} and transfer/{id} answers; also the callback body. */
export const mtnTransactionSchema = z.object({
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  financialTransactionId: z.string().optional(),
  externalId: z.string().optional(),
  referenceId: z.string().optional(),
  payer: party.optional(),
  payee: party.optional(),
  payerMessage: z.string().optional(),
  payeeNote: z.string().optional(),
  status: z.string().min(1),
  reason: z.union([z.string(), z.object({ code: z.string().optional(), message: z.string().optional() })]).nullish(),
});
export type MtnTransaction = z.infer<typeof mtnTransactionSchema>;

export const mtnErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

export const mtnBalanceSchema = z.object({
  availableBalance: z.union([z.string(), z.number()]),
  currency: z.string(),
});

export function reasonCode(t: MtnTransaction): string | undefined {
  if (typeof t.reason === 'string') return t.reason || undefined;
  return t.reason?.code || undefined;
}

export function mapMtnStatus(status: string): { status: Status; final: boolean } {
  switch (status) {
    case 'PENDING':
    case 'CREATED':
    case 'ONGOING':
      return { status: 'PENDING', final: false };
    case 'SUCCESSFUL':
      return { status: 'SUCCEEDED', final: true };
    // REJECTED and TIMEOUT appear as statuses in older MTN answers.
    case 'FAILED':
    case 'REJECTED':
    case 'TIMEOUT':
      return { status: 'FAILED', final: true };
    default:
      return { status: 'UNKNOWN', final: false };
  }
}

/** The status itself names the failure in older answers without a reason. */
export function statusFailureCode(status: string): string {
  if (status === 'REJECTED') return 'APPROVAL_REJECTED';
  if (status === 'TIMEOUT') return 'EXPIRED';
  // A bare FAILED says nothing about why; it must not be read as any particular cause.
  return status;
}

export function mapMtnReason(reason: string, direction: Direction): FailureCode {
  const payout = direction !== 'COLLECTION';
  switch (reason) {
    case 'APPROVAL_REJECTED':
    case 'TRANSACTION_CANCELED':
      return 'USER_REJECTED';
    case 'EXPIRED':
    case 'COULD_NOT_PERFORM_TRANSACTION':
      // COULD_NOT_PERFORM_TRANSACTION: the PIN was not entered within about five minutes.
      return 'TIMEOUT';
    case 'NOT_ENOUGH_FUNDS':
      // On a transfer it is our disbursement account that is short.
      return payout ? 'MERCHANT_FLOAT' : 'INSUFFICIENT_FUNDS';
    case 'INTERNAL_PROCESSING_ERROR':
      // MTN's generic code, "predominantly insufficient customer funds" on collections.
      return payout ? 'OTHER' : 'INSUFFICIENT_FUNDS';
    case 'PAYER_NOT_FOUND':
      return payout ? 'OTHER' : 'PAYER_NOT_FOUND';
    case 'PAYEE_NOT_FOUND':
      return payout ? 'RECIPIENT_NOT_FOUND' : 'OTHER';
    case 'PAYER_LIMIT_REACHED':
    case 'PAYEE_LIMIT_REACHED':
      return 'LIMIT_REACHED';
    case 'PAYEE_NOT_ALLOWED_TO_RECEIVE':
    case 'SENDER_ACCOUNT_NOT_ACTIVE':
      return 'ACCOUNT_BLOCKED';
    case 'NOT_ALLOWED':
    case 'NOT_ALLOWED_TARGET_ENVIRONMENT':
      return 'AUTH';
    case 'INVALID_CALLBACK_URL_HOST':
    case 'INVALID_CURRENCY':
    case 'RESOURCE_ALREADY_EXIST':
      return 'INVALID_REQUEST';
    case 'SERVICE_UNAVAILABLE':
      return 'PROVIDER_UNAVAILABLE';
    default:
      // TRANSACTION_NOT_FOUND and anything new.
      return 'OTHER';
  }
}
