/**
 * Deposit and withdraw records (docs/product-rules/records-and-appeals.md#records-screen).
 * The month window (the current month and the 5 before it, in the market's time zone) depends on
 * the clock, so the server's service checks it; here only the shape is checked.
 */
import { z } from 'zod';
import { transNoField } from './payments.js';

/** docs/product-rules/records-and-appeals.md#month-window: the month picker covers the current month and the 5 before it. */
export const RECORD_MONTHS = 6;
/**
 * Largest page a client may ask for (the screens use 8 on desktop, 10 on mobile:
 * docs/product-rules/records-and-appeals.md#paging).
 */
export const MAX_RECORDS_PAGE = 50;
export const DEFAULT_RECORDS_PAGE = 10;

export { AppealStatus, APPEAL_NOT_ALLOWED } from '../appeals-constants.js';

export const recordsQuery = z.object({
  monthOfYear: z.string({ error: 'errors.invalid_month' }).regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'errors.invalid_month' }),
  /** The id of the last record already shown: the page holds the records older than it. */
  startId: transNoField.optional(),
  quantity: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= MAX_RECORDS_PAGE, { error: 'errors.invalid_quantity' })
    .optional()
    .default(DEFAULT_RECORDS_PAGE),
  /** Only records whose appeal has this status (docs/product-rules/records-and-appeals.md#appeal-statuses). */
  feedbackStatus: z.enum(['1', '2', '9'], { error: 'errors.invalid_flag' }).optional(),
});
export type RecordsQuery = z.output<typeof recordsQuery>;

/**
 * One record by id (a link that names it, e.g. complain-records/1/{id}/0/{ts}). Any text up to 64
 * characters is taken: an id that is not one of the caller's records, whatever its shape, is
 * answered "not found" like an unknown one, so a link cannot tell them apart.
 */
export const recordQuery = z.object({
  id: z
    .string({ error: 'errors.invalid_trans_no' })
    .trim()
    .min(1, { error: 'errors.invalid_trans_no' })
    .max(64, { error: 'errors.invalid_trans_no' }),
});
export type RecordQuery = z.output<typeof recordQuery>;

export const appealRefSchema = z.object({ id: z.number().int(), status: z.number().int() });

const recordBase = {
  id: z.string(),
  createTime: z.string(),
  money: z.number().int(),
  status: z.number().int(),
  /** -1 an appeal is not allowed, 0 none yet, above 0 the appeal's id. */
  feedbackId: z.number().int(),
  /** The appeal, once one exists. */
  work: appealRefSchema.nullable(),
  /** The status as text in the caller's language. */
  text: z.string(),
};

export const depositRecordSchema = z.object({ ...recordBase, orderNo: z.string() });
export type DepositRecordRow = z.infer<typeof depositRecordSchema>;
export const depositRecordsData = z.array(depositRecordSchema);

export const withdrawRecordRowSchema = z.object({ ...recordBase, tradeNo: z.string() });
export type WithdrawRecordRow = z.infer<typeof withdrawRecordRowSchema>;
export const withdrawRecordsData = z.array(withdrawRecordRowSchema);
