/** The player page's responsible-gambling panel: limits, time-out and reality check as the player set them. */
import { z } from 'zod';
import { limitView } from '../api/safer-play.js';
import { TIME_OUT_PERIODS } from '../constants.js';

export const playerSaferPlaySchema = z.object({
  limits: z.array(limitView),
  /** The running time-out, or null. */
  timeOut: z.object({ period: z.enum(TIME_OUT_PERIODS), until: z.string() }).nullable(),
  realityCheckMinutes: z.number().int(),
  timeZone: z.string(),
});
export type PlayerSaferPlay = z.infer<typeof playerSaferPlaySchema>;
