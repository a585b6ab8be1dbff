/** The player page's responsible-gambling panel: limits, time-out and reality check as the player set them. */
import { z } from 'zod';
import { LIMIT_KINDS, limitView } from '../api/safer-play.js';
import { TIME_OUT_PERIODS } from '../constants.js';

/** One change the player made to their own limit: the value before, the one asked for (null = none). */
export const limitChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(LIMIT_KINDS),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  effectiveAt: z.string(),
  at: z.string(),
});
export type LimitChange = z.infer<typeof limitChangeSchema>;

export const playerSaferPlaySchema = z.object({
  limits: z.array(limitView),
  /** The latest 50 limit changes, newest first (kept since migration 0029). */
  changes: z.array(limitChangeSchema),
  /** The running time-out, or null. */
  timeOut: z.object({ period: z.enum(TIME_OUT_PERIODS), until: z.string() }).nullable(),
  /** The latest 20 time-outs, newest first. */
  timeOuts: z.array(z.object({ period: z.enum(TIME_OUT_PERIODS), startsAt: z.string(), endsAt: z.string() })),
  realityCheckMinutes: z.number().int(),
  timeZone: z.string(),
});
export type PlayerSaferPlay = z.infer<typeof playerSaferPlaySchema>;

export const LIMIT_HIT_DAYS = ['7', '30'] as const;
export const limitHitsInput = z.object({ days: z.enum(LIMIT_HIT_DAYS, { error: 'errors.validation' }) });
/**
 * The 50 players refused most often by their own limits (deposits and real-money stakes), with each
 * player's phone number in the market's local form, as the player search shows it.
 */
export const limitHitsOutput = z.object({
  items: z.array(z.object({ memberId: z.string(), mobile: z.string(), count: z.number().int(), lastAt: z.string() })),
});
export type LimitHit = z.infer<typeof limitHitsOutput>['items'][number];
