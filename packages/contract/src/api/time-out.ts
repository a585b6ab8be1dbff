/** Schemas of the responsible-gambling time-out and reality-check routes (docs/product-rules/responsible-gambling.md). */
import { z } from 'zod';
import { REALITY_CHECK_INTERVALS, TIME_OUT_PERIODS } from '../constants.js';

export const timeOutBody = z.object({ period: z.enum(TIME_OUT_PERIODS, { error: 'errors.invalid_time_out_period' }) });
export const timeOutData = z.object({ period: z.enum(TIME_OUT_PERIODS), until: z.string() });
/** The running time-out, if any (until is an ISO time). */
export const timeOutStatusData = z.object({ period: z.enum(TIME_OUT_PERIODS).nullable(), until: z.string().nullable() });

const intervalField = z.coerce
  .number({ error: 'errors.invalid_interval' })
  .refine((n): n is (typeof REALITY_CHECK_INTERVALS)[number] => (REALITY_CHECK_INTERVALS as readonly number[]).includes(n), {
    error: 'errors.invalid_interval',
  });
export const realityCheckBody = z.object({ intervalMinutes: intervalField });
export const realityCheckData = z.object({ intervalMinutes: z.number().int() });

/** since: when the player's play session began in this browser (ISO); at most a day back. */
export const realityCheckSummaryQuery = z.object({ since: z.iso.datetime({ error: 'errors.validation' }) });
export const realityCheckSummaryData = z.object({
  /** When the counted session began (ISO): the later of `since` and the login. */
  since: z.string(),
  /** Real-money stakes minus wins since then, minor units (positive is a loss). */
  netLoss: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
});
