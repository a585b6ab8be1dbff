/**
 * Appeals (docs/product-rules/records-and-appeals.md).
 * Eligibility needs the record's state, so the server's service decides it; here only shapes.
 */
import { z } from 'zod';
import { transNoField } from './payments.js';
import { APPEAL_MAX_IMAGES, RECEIPT_NUMBER_PATTERN } from '../appeals-constants.js';

export * from '../appeals-constants.js';

/** A stored upload's generated name, as POST /utils/images returns it. */
export const IMAGE_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

export const imageNameSchema = z.string().regex(IMAGE_NAME_PATTERN);

/** POST /utils/images takes a multipart body with one part named `file`; it returns the name. */
export const uploadImageData = z.object({
  /** Pass this (comma-joined with the others) as `images` when submitting the appeal. */
  name: imageNameSchema,
  /** Where the owner (and staff) can read it back: GET, with the session. */
  url: z.string(),
  size: z.number().int(),
  mime: z.enum(['image/png', 'image/jpeg']),
});
export type UploadImageData = z.infer<typeof uploadImageData>;

/** An appeal id as a form or query sends it. */
export const appealIdField = z
  .string({ error: 'errors.invalid_appeal' })
  .regex(/^[0-9]{1,12}$/, { error: 'errors.invalid_appeal' })
  .transform((v) => Number(v))
  .refine((n) => n > 0 && Number.isSafeInteger(n), { error: 'errors.invalid_appeal' });

const imagesField = z
  .string({ error: 'errors.appeal_images_required' })
  .transform((v) => v.split(',').filter((s) => s.length > 0))
  .refine((a) => a.length >= 1, { error: 'errors.appeal_images_required' })
  .refine((a) => a.length <= APPEAL_MAX_IMAGES, { error: 'errors.appeal_too_many_images' })
  .refine((a) => a.every((s) => IMAGE_NAME_PATTERN.test(s)), { error: 'errors.appeal_image_unknown' })
  .refine((a) => new Set(a).size === a.length, { error: 'errors.appeal_image_unknown' });

export const receiptNumberField = z
  .string({ error: 'errors.appeal_receipt_required' })
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, { error: 'errors.appeal_receipt_required' })
  .refine((v) => RECEIPT_NUMBER_PATTERN.test(v), { error: 'errors.appeal_receipt_invalid' });

/** POST /feedback/deposit: a deposit that left the phone but did not arrive. */
export const depositAppealBody = z.object({
  /** The deposit's id (orderNo). */
  id: transNoField,
  /** Uploaded image names, comma-joined (docs/product-rules/records-and-appeals.md#appeal-form). */
  images: imagesField,
  /** The mobile-money transaction ID from the receipt. */
  receiptNumber: receiptNumberField,
});
export type DepositAppealBody = z.output<typeof depositAppealBody>;

/** POST /feedback/withdraw: a withdrawal that is still waiting. */
export const withdrawAppealBody = z.object({ id: transNoField });

/**
 * The appeal (`work`: id, status, docs/product-rules/records-and-appeals.md#records-screen), with
 * what the complain-records list shows.
 */
export const appealSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  /** AppealKind: 1 deposit, 2 withdraw. */
  type: z.number().int(),
  /** The record's id (orderNo / tradeNo). */
  recordId: z.string(),
  /** The record's amount in minor units. */
  money: z.number().int(),
  receiptNumber: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  /** The status as text in the caller's language. */
  text: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const appealSubmitData = appealSchema;

/** GET /feedback/work: the caller's appeals newest first, or just the one with `id`. */
export const appealWorkQuery = z.object({
  id: appealIdField.optional(),
  /** The id of the last appeal already shown: the page holds older ones. */
  startId: appealIdField.optional(),
  quantity: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= 50, { error: 'errors.invalid_quantity' })
    .optional()
    .default(10),
});
export const appealWorkData = z.array(appealSchema);

export const appealLogsQuery = z.object({ id: appealIdField });

/** Appeal log entry: id, logTime, logType (1 to 8), params (docs/product-rules/records-and-appeals.md#appeal-log). */
export const appealLogSchema = z.object({
  id: z.number().int(),
  logTime: z.string(),
  logType: z.number().int().min(1).max(8),
  params: z.object({
    images: z.array(imageNameSchema).optional(),
    receipt: z.string().optional(),
    content: z.string().optional(),
    /** AppealRejectionReason codes. */
    reasons: z.array(z.number().int()).optional(),
  }),
});
export type AppealLog = z.infer<typeof appealLogSchema>;
export const appealLogsData = z.array(appealLogSchema);
