/**
 * The withdrawal review queue of the staff API (docs/staff-console.md#withdrawal-review). Amounts
 * are integer minor units; ids are the payment ids (UUID) the player sees as trade numbers.
 */
import { z } from 'zod';
import { reasonSchema } from './schemas.js';

const minorQuery = z.coerce.number().int().min(0).max(9_007_199_254_740_991);
export const withdrawalIdSchema = z.uuid('errors.validation');

export const withdrawalQueueQuery = z
  .object({
    /** The mobile-money operator (channel), e.g. MTN, AIRTEL. */
    operator: z.string().trim().max(32).optional(),
    provider: z.string().trim().max(32).optional(),
    minAmount: minorQuery.optional(),
    maxAmount: minorQuery.optional(),
    /** Only items waiting at least this many minutes. */
    minAgeMinutes: z.coerce.number().int().min(0).max(525_600).optional(),
  })
  .refine((q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount, {
    message: 'errors.validation',
  });
export type WithdrawalQueueQuery = z.output<typeof withdrawalQueueQuery>;

export const heldWithdrawalSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  msisdn: z.string(),
  operator: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  net: z.number().int(),
  createdAt: z.string(),
  ageSeconds: z.number().int(),
  /** Why it waits: the day's total went above the instant cap. */
  heldFor: z.literal('daily_cap'),
  /** Above the four-eyes threshold: approving it makes a request for a second person. */
  needsFourEyes: z.boolean(),
  /** A four-eyes request to approve it is already waiting. */
  approvalRequested: z.boolean(),
  /** The member's VIP level gives the faster withdrawal review: the queue lists it first. */
  vip: z.boolean(),
});
export type HeldWithdrawal = z.output<typeof heldWithdrawalSchema>;

export const withdrawalQueueOutput = z.object({
  /** Oldest first, the items of members with the faster withdrawal review (vip) ahead of the rest. */
  items: z.array(heldWithdrawalSchema),
  /** Age of the oldest item of the whole queue (filters aside); null when it is empty. */
  oldestAgeSeconds: z.number().int().nullable(),
  total: z.number().int(),
  fourEyesThreshold: z.number().int(),
});

const paymentLine = z.object({
  id: z.string(),
  direction: z.enum(['deposit', 'withdraw']),
  amount: z.number().int(),
  status: z.string(),
  reviewStatus: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});
const playLine = z.object({ kind: z.string(), count: z.number().int(), total: z.number().int() });
const appealLine = z.object({ id: z.string(), intentId: z.string(), status: z.number().int(), createdAt: z.string() });

export const withdrawalDetailInput = z.object({ id: withdrawalIdSchema });
export const withdrawalDetailOutput = z.object({
  withdrawal: heldWithdrawalSchema.extend({
    status: z.string(),
    reviewStatus: z.string(),
    reviewNote: z.string().nullable(),
  }),
  cashBalance: z.number().int(),
  deposits: z.array(paymentLine),
  withdrawals: z.array(paymentLine),
  /** The member's recent cash entries summed by kind (bet, win, ...), newest 200 entries. */
  play: z.array(playLine),
  openAppeals: z.array(appealLine),
});
export type WithdrawalDetail = z.output<typeof withdrawalDetailOutput>;

export const withdrawalApproveInput = z.object({ id: withdrawalIdSchema, note: z.string().trim().max(500).default('') });
export const withdrawalRejectInput = z.object({ id: withdrawalIdSchema, reason: reasonSchema });
export const withdrawalBulkApproveInput = z.object({
  ids: z.array(withdrawalIdSchema).min(1, 'errors.validation').max(100, 'errors.validation'),
  note: z.string().trim().max(500).default(''),
});

/** approved: sent to the provider; requested: a four-eyes request was made instead; failed: see error. */
export const withdrawalDecisionSchema = z.object({
  id: z.string(),
  outcome: z.enum(['approved', 'rejected', 'requested', 'failed']),
  fourEyesRequestId: z.string().nullable(),
  /** The localised reason of a failed item in a bulk approval. */
  error: z.string().nullable(),
});
export type WithdrawalDecision = z.output<typeof withdrawalDecisionSchema>;
export const withdrawalBulkOutput = z.object({ items: z.array(withdrawalDecisionSchema) });
