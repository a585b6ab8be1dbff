/**
 * Safer play: the limits a player sets on themselves (docs/product-rules/responsible-gambling.md).
 * Amounts are minor units of the market currency as numbers; session time is in minutes.
 */
import { z } from 'zod';

export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session_minutes',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The largest amount a limit may hold (minor units): far above any real need, well inside int8. */
export const LIMIT_MAX = 1_000_000_000_00;
/** Session limits in minutes: at least 5, at most a day. */
export const SESSION_MINUTES_MIN = 5;
export const SESSION_MINUTES_MAX = 24 * 60;

export const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** What applies now; null when there is no limit. */
  value: z.number().int().nullable(),
  /** A raise or removal waiting its 24 hours: the value it will have (null = removed) and when. */
  pending: z.object({ value: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const saferPlayData = z.object({
  limits: z.array(limitView),
  /** The market's problem-gambling helpline, shown beside the limits. */
  helpline: z.string(),
  timeZone: z.string(),
});
export type SaferPlayData = z.infer<typeof saferPlayData>;

export const saferPlayQuery = z.object({});

export const setLimitBody = z
  .object({
    kind: z.enum(LIMIT_KINDS, { error: 'errors.limit_kind' }),
    /** Empty or absent removes the limit (a form sends an empty field as ''). */
    value: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number()
        .int({ error: 'errors.limit_value' })
        .positive({ error: 'errors.limit_value' })
        .max(LIMIT_MAX, { error: 'errors.limit_value' })
        .nullable()
        .optional(),
    ),
  })
  .refine(
    (b) =>
      b.kind !== 'session_minutes' ||
      b.value === null ||
      b.value === undefined ||
      (b.value >= SESSION_MINUTES_MIN && b.value <= SESSION_MINUTES_MAX),
    { error: 'errors.limit_value', path: ['value'] },
  );
export type SetLimitBody = z.infer<typeof setLimitBody>;
