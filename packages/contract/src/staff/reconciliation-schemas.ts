/** The reconciliation work queue's shapes (docs/staff-console.md#reconciliation). */
import { z } from 'zod';
import { reasonSchema } from './schemas.js';

const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
const intentIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'errors.validation');

const side = z
  .object({
    direction: z.string(),
    status: z.string(),
    amount: z.number().optional(),
    currency: z.string().optional(),
    createdAt: z.string().optional(),
  })
  .optional();

export const reconLineSchema = z.object({
  id: z.string(),
  kind: z.string(),
  intentId: z.string(),
  /** True when intentId is one of our intents (re-query applies); false when only the provider knows it. */
  ours: z.boolean(),
  /** The member whose payment it is (the console links to their page); null when not ours. */
  memberId: z.string().nullable(),
  providerTxnId: z.string().nullable(),
  ourSide: side,
  theirSide: side,
  detail: z.string().nullable(),
  explanation: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});
export type ReconLineView = z.infer<typeof reconLineSchema>;

export const reconReportSchema = z.object({
  id: z.string(),
  provider: z.string(),
  day: z.string(),
  source: z.string(),
  providerLines: z.number(),
  ourIntents: z.number(),
  differenceCount: z.number(),
  unexplainedCount: z.number(),
  runCount: z.number(),
  updatedAt: z.string(),
});
export const reconListInput = z.object({ unexplainedOnly: z.enum(['1', '0']).optional() });
export const reconListOutput = z.object({ items: z.array(reconReportSchema) });
export const reconReportInput = z.object({ id: idSchema });
export const reconReportOutput = reconReportSchema.extend({ lines: z.array(reconLineSchema) });
export const reconExplainInput = z.object({ lineId: idSchema, reason: reasonSchema });
export const reconRequeryInput = z.object({ intentId: intentIdSchema });
export const reconRequeryOutput = z.object({ intentId: z.string(), before: z.string(), after: z.string() });
export const reconRunInput = z.object({
  provider: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'errors.validation'),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.validation'),
  reason: reasonSchema,
});
