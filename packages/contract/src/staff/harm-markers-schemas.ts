/**
 * Harm markers (docs/product-rules/responsible-gambling.md#harm-markers): signs of gambling harm
 * counted from the activity stream, their thresholds as a staff setting, and the automatic
 * "no bonus, no marketing" review they raise until a staff member reviews the player.
 */
import { z } from 'zod';

export const HARM_MARKERS = [
  'deposit_velocity',
  'failed_deposits',
  'night_play',
  'limit_hits',
  'cancel_redeposit',
  'chasing_losses',
] as const;
export const harmMarkerSchema = z.enum(HARM_MARKERS);
export type HarmMarker = z.infer<typeof harmMarkerSchema>;

const count = z.number().int().min(1).max(1000);
const hours = z
  .number()
  .int()
  .min(1)
  .max(24 * 90);
const days = z.number().int().min(1).max(90);

/** The thresholds: a marker is over when its count within its window reaches `count` (nights for night play). */
export const harmThresholdsSchema = z.object({
  /** Successful deposits within `hours`. */
  depositVelocity: z.object({ count, hours }),
  /** Failed deposit attempts within `hours`. */
  failedDeposits: z.object({ count, hours }),
  /** Nights (00:00 to 06:00 market time) with a real-money bet, within `days`. */
  nightPlay: z.object({ count, days }),
  /** Deposits or stakes refused by the player's own limits, within `days`. */
  limitHits: z.object({ count, days }),
  /** Deposits made within `withinHours` after a withdrawal was cancelled, within `days`. */
  cancelRedeposit: z.object({ count, days, withinHours: hours }),
  /** Deposits made within `withinMinutes` after one bet lost at least `bigLoss` (minor units), within `days`. */
  chasingLosses: z.object({
    count,
    days,
    withinMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    bigLoss: z.number().int().min(1).max(1_000_000_000_000),
  }),
});
export type HarmThresholds = z.infer<typeof harmThresholdsSchema>;

export const DEFAULT_HARM_THRESHOLDS: HarmThresholds = {
  depositVelocity: { count: 6, hours: 24 },
  failedDeposits: { count: 5, hours: 24 },
  nightPlay: { count: 4, days: 7 },
  limitHits: { count: 5, days: 7 },
  cancelRedeposit: { count: 2, days: 30, withinHours: 24 },
  chasingLosses: { count: 3, days: 7, withinMinutes: 60, bigLoss: 50_000 },
};

export const harmMarkerCountSchema = z.object({
  marker: harmMarkerSchema,
  count: z.number().int(),
  threshold: z.number().int(),
  /** The counting window, in hours. */
  windowHours: z.number().int(),
});
export type HarmMarkerCount = z.infer<typeof harmMarkerCountSchema>;

export const harmReviewSchema = z.object({
  id: z.string(),
  raisedAt: z.string(),
  /** The markers over their thresholds when it was raised or last updated. */
  markers: z.array(z.object({ marker: harmMarkerSchema, count: z.number().int() })),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type HarmReview = z.infer<typeof harmReviewSchema>;

/** The player page's harm panel: counts now, the open review (if any) and past reviews. */
export const playerHarmSchema = z.object({
  markers: z.array(harmMarkerCountSchema),
  open: harmReviewSchema.nullable(),
  history: z.array(harmReviewSchema),
});
export type PlayerHarm = z.infer<typeof playerHarmSchema>;

export const harmQueueOutput = z.object({
  items: z.array(harmReviewSchema.extend({ memberId: z.string(), mobile: z.string() })),
});

const memberId = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');
export const harmReviewInput = z.object({
  memberId,
  note: z.string().trim().min(1, 'errors.validation').max(2000, 'errors.validation'),
});
