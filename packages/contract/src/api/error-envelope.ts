/**
 * The refusal envelope (docs/product-rules/api-conventions.md#envelope): a non-zero code from the catalogue, a human text and no
 * data. The server checks its refusals against it under test, as it checks answers against each
 * route's output schema, so the documented envelope and the code cannot drift apart.
 */
import { z } from 'zod';
import { ErrorCode } from '../error-codes.js';

const refusalCodes = new Set<number>(Object.values(ErrorCode).filter((code) => code !== ErrorCode.OK));

/** A `{name}` a message template left unfilled: its parameters were not given. */
const UNFILLED_PARAMETER = /\{\w+\}/;

export const errorEnvelopeSchema = z.object({
  code: z
    .number()
    .int()
    .refine((code) => refusalCodes.has(code), { error: 'not a refusal code of the catalogue' }),
  msg: z
    .string()
    .min(1)
    .refine((msg) => !UNFILLED_PARAMETER.test(msg), { error: 'a message parameter was left unfilled' }),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
