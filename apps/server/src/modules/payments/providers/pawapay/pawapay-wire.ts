/**
 * pawaPay Merchant API v2 wire shapes (reference §1) and their mapping onto adapter types.
 * Responses are validated with zod; a shape we do not recognise is never read as success.
 */
import { z } from 'zod';
import type { Direction, FailureCode, Status } from '../provider-adapter.js';

export interface PawapayEndpoints {
  collection: string;
  idField: 'depositId' | 'payoutId' | 'refundId';
}

export const PAWAPAY_ENDPOINTS: Record<Direction, PawapayEndpoints> = {
  COLLECTION: { collection: '/v2/deposits', idField: 'depositId' },
  PAYOUT: { collection: '/v2/payouts', idField: 'payoutId' },
  REFUND: { collection: '/v2/refunds', idField: 'refundId' },
};

const failureReason = z.object({
  failureCode: z.string().min(1),
  failureMessage: z.string().optional(),
});

/** Answer to POST /v2/deposits|payouts|refunds and to resend-callback (also the body of 4xx answers). */
export const initiationResponseSchema = z.object({
  depositId: z.string().optional(),
  payoutId: z.string().optional(),
  refundId: z.string().optional(),
  status: z.string().optional(),
  created: z.string().optional(),
  failureReason: failureReason.optional(),
});
export type InitiationResponse = z.infer<typeof initiationResponseSchema>;

const accountDetails = z.object({ phoneNumber: z.string().optional(), provider: z.string().optional() }).optional();

/** A deposit, payout or refund as the status endpoint's `data` and as a callback body. */
export const paymentSchema = z.object({
  depositId: z.string().optional(),
  payoutId: z.string().optional(),
  refundId: z.string().optional(),
  status: z.string().min(1),
  amount: z.union([z.string(), z.number()]).optional(),
  currency: z.string().optional(),
  country: z.string().optional(),
  payer: z.object({ type: z.string().optional(), accountDetails }).optional(),
  recipient: z.object({ type: z.string().optional(), accountDetails }).optional(),
  providerTransactionId: z.string().optional(),
  failureReason: failureReason.optional(),
  created: z.string().optional(),
});
export type PawapayPayment = z.infer<typeof paymentSchema>;

export const statusResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('FOUND'), data: paymentSchema }),
  z.object({ status: z.literal('NOT_FOUND') }),
]);

export const walletBalancesSchema = z.object({
  balances: z.array(
    z.object({
      country: z.string(),
      balance: z.union([z.string(), z.number()]),
      currency: z.string(),
      provider: z.string().optional(),
      mno: z.string().optional(),
    }),
  ),
});

export const predictProviderSchema = z.object({
  country: z.string(),
  provider: z.string(),
  phoneNumber: z.string(),
});

export const publicKeysSchema = z.array(z.object({ id: z.string().min(1), key: z.string().min(1) }));

const operationConf = z.object({ decimalsInAmount: z.string().optional() }).loose();
export const activeConfSchema = z.object({
  countries: z.array(
    z.object({
      country: z.string(),
      providers: z.array(
        z.object({
          provider: z.string(),
          currencies: z
            .array(
              z.object({
                currency: z.string(),
                operationTypes: z
                  .object({
                    DEPOSIT: operationConf.optional(),
                    PAYOUT: operationConf.optional(),
                    REFUND: operationConf.optional(),
                  })
                  .loose(),
              }),
            )
            .optional(),
        }),
      ),
    }),
  ),
});

/** pawaPay payment status -> adapter status. IN_RECONCILIATION and ENQUEUED are not final. */
export function mapPaymentStatus(status: string): { status: Status; final: boolean } {
  switch (status) {
    case 'ACCEPTED':
    case 'ENQUEUED':
      return { status: 'SUBMITTED', final: false };
    case 'SUBMITTED':
    case 'PROCESSING':
    case 'IN_RECONCILIATION':
      return { status: 'PENDING', final: false };
    case 'COMPLETED':
      return { status: 'SUCCEEDED', final: true };
    case 'FAILED':
    case 'REJECTED':
      return { status: 'FAILED', final: true };
    default:
      return { status: 'UNKNOWN', final: false };
  }
}

/** pawaPay failure codes (transaction and technical, v1 and v2 names) -> adapter failure codes. */
export function mapFailureCode(code: string, direction: Direction): FailureCode {
  switch (code) {
    case 'PAYER_NOT_FOUND':
      return 'PAYER_NOT_FOUND';
    case 'RECIPIENT_NOT_FOUND':
      return 'RECIPIENT_NOT_FOUND';
    case 'PAYMENT_NOT_APPROVED':
      return 'USER_REJECTED';
    case 'INSUFFICIENT_BALANCE':
      // On a deposit it is the customer's wallet; on a payout or refund it is our pawaPay wallet.
      return direction === 'COLLECTION' ? 'INSUFFICIENT_FUNDS' : 'MERCHANT_FLOAT';
    case 'PAYER_LIMIT_REACHED':
    case 'WALLET_LIMIT_REACHED':
    case 'RECIPIENT_LIMIT_REACHED':
      return 'LIMIT_REACHED';
    case 'TRANSACTION_ALREADY_IN_PROCESS':
    case 'PAYMENT_IN_PROGRESS':
      return 'ALREADY_IN_PROGRESS';
    case 'PAWAPAY_WALLET_OUT_OF_FUNDS':
      return 'MERCHANT_FLOAT';
    case 'PROVIDER_TEMPORARILY_UNAVAILABLE':
      return 'PROVIDER_UNAVAILABLE';
    case 'NO_AUTHENTICATION':
    case 'AUTHENTICATION_ERROR':
    case 'AUTHORISATION_ERROR':
    case 'HTTP_SIGNATURE_ERROR':
      return 'AUTH';
    case 'INVALID_INPUT':
    case 'MISSING_PARAMETER':
    case 'UNSUPPORTED_PARAMETER':
    case 'INVALID_PARAMETER':
    case 'AMOUNT_OUT_OF_BOUNDS':
    case 'INVALID_AMOUNT':
    case 'INVALID_CURRENCY':
    case 'INVALID_PHONE_NUMBER':
    case 'INVALID_PROVIDER':
    case 'DEPOSITS_NOT_ALLOWED':
    case 'PAYOUTS_NOT_ALLOWED':
    case 'REFUNDS_NOT_ALLOWED':
    case 'DEPOSIT_NOT_FOUND':
    case 'DEPOSIT_NOT_COMPLETED':
    case 'ALREADY_REFUNDED':
    case 'AMOUNT_TOO_LARGE':
      return 'INVALID_REQUEST';
    default:
      // UNSPECIFIED_FAILURE (v1 OTHER_ERROR), UNKNOWN_ERROR, MANUALLY_CANCELLED and anything new.
      return 'OTHER';
  }
}

export function paymentIdOf(p: PawapayPayment | InitiationResponse): { id: string; direction: Direction } | undefined {
  // A refund also names the deposit it refunds, so refundId must be looked at first.
  if (p.refundId) return { id: p.refundId, direction: 'REFUND' };
  if (p.payoutId) return { id: p.payoutId, direction: 'PAYOUT' };
  if (p.depositId) return { id: p.depositId, direction: 'COLLECTION' };
  return undefined;
}
