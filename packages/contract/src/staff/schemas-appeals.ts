/**
 * The staff API's appeal work queue (docs/staff-console.md#appeals): inputs and answers. Ids are
 * strings (BIGINT), money in minor units, times ISO-8601 strings.
 */
import { z } from 'zod';
import { reasonSchema } from './schemas.js';

const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
/** An upload's generated name (modules/uploads). */
const imageNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'errors.validation');

/** The staff moves of the appeal log (modules/appeals/appeal-transitions.ts), besides the credit. */
export const APPEAL_STAFF_MOVES = ['startReview', 'rejectReceipt', 'passToOperations', 'operationsReject', 'close'] as const;
export type AppealStaffMove = (typeof APPEAL_STAFF_MOVES)[number];
/** What the detail offers: the moves plus `resolve`, which goes with a credit or without money. */
export type AppealAllowedMove = AppealStaffMove | 'resolve';

export const appealQueueInput = z.object({
  status: z.coerce.number().int().min(1).max(9).optional(),
  /** The log step the appeal is at (AppealLogType 1 to 8). */
  step: z.coerce.number().int().min(1).max(8).optional(),
  claim: z.enum(['any', 'mine', 'unclaimed']).default('any'),
  /** Only appeals opened at least this many hours ago. */
  olderThanHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .optional(),
  beforeId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AppealQueueInput = z.output<typeof appealQueueInput>;

export const appealQueueItemSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  kind: z.number().int(),
  recordId: z.string(),
  status: z.number().int(),
  step: z.number().int(),
  receiptNumber: z.string().nullable(),
  amount: z.number().int(),
  claimedBy: z.string().nullable(),
  claimedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppealQueueItem = z.infer<typeof appealQueueItemSchema>;
export const appealQueueOutput = z.object({ items: z.array(appealQueueItemSchema) });

export const appealIdInput = z.object({ id: idSchema });

export const appealStaffLogSchema = z.object({
  id: z.string(),
  logType: z.number().int(),
  at: z.string(),
  images: z.array(z.string()),
  receipt: z.string().nullable(),
  content: z.string().nullable(),
  reasons: z.array(z.number().int()),
  /** The agent's username; null for the player's steps. */
  staff: z.string().nullable(),
});
export type AppealStaffLog = z.infer<typeof appealStaffLogSchema>;

/** The payment record the appeal is about, as the payments module holds it. */
export const appealPaymentSchema = z.object({
  id: z.string(),
  direction: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  provider: z.string(),
  operator: z.string(),
  msisdn: z.string(),
  providerRef: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  failureCode: z.string().nullable(),
  createdAt: z.string(),
});
export type AppealPayment = z.infer<typeof appealPaymentSchema>;

export const appealCreditSchema = z.object({ transferId: z.string(), amount: z.number().int(), at: z.string() });

export const appealDetailSchema = z.object({
  appeal: appealQueueItemSchema,
  logs: z.array(appealStaffLogSchema),
  payment: appealPaymentSchema.nullable(),
  credit: appealCreditSchema.nullable(),
  allowedMoves: z.array(z.enum([...APPEAL_STAFF_MOVES, 'resolve'])),
  /** Credits above this (minor units) go to a second person. */
  creditFourEyesAbove: z.number().int(),
});
export type AppealDetail = z.infer<typeof appealDetailSchema>;

export const appealImageInput = z.object({ id: idSchema, name: imageNameSchema });

export const appealReceiptCheckInput = z.object({ id: idSchema, requery: z.boolean().default(false) });
export const appealReceiptCheckSchema = z.object({
  receiptNumber: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  providerRef: z.string().nullable(),
  /** The receipt number equals the provider's transaction id (case and spaces aside). */
  matches: z.boolean(),
  requery: z
    .object({
      found: z.boolean(),
      status: z.string().nullable(),
      providerTxnId: z.string().nullable(),
      amount: z.number().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type AppealReceiptCheck = z.infer<typeof appealReceiptCheckSchema>;

const noteSchema = z.string().trim().min(1, 'errors.appeal_content_required').max(1000, 'errors.text_too_long');

export const appealMoveInput = z.object({
  id: idSchema,
  move: z.enum(APPEAL_STAFF_MOVES),
  reasons: z.array(z.number().int()).max(5, 'errors.validation').optional(),
  /** The note the player reads (operations rejection, close). */
  content: noteSchema.optional(),
});
export type AppealMoveInput = z.output<typeof appealMoveInput>;

export const appealCreditInput = z.object({
  id: idSchema,
  /** Minor units, positive. */
  amount: z.number().int().positive('errors.validation').max(1_000_000_000, 'errors.validation'),
  content: noteSchema,
  reason: reasonSchema,
});
export type AppealCreditInput = z.output<typeof appealCreditInput>;

export const appealResolveInput = z.object({ id: idSchema, content: noteSchema });

export const appealCreditOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('credited'), transferId: z.string() }),
  z.object({ status: z.literal('four_eyes'), requestId: z.string() }),
]);
export type AppealCreditOutput = z.infer<typeof appealCreditOutput>;
