/**
 * Cash rain's schedule as staff edit it (docs/product-rules/cash-rain.md#scheduling): the title and
 * the rounds, each with its window and the published tier table its pot is cut by. Versioned and
 * audited by the config module's settings like `mall`; the cash-rain module keeps the rounds in its
 * own tables and commits each round's seed when it is first saved.
 */
import { z } from 'zod';
import { CASH_RAIN_DEFAULT_TIERS, cashRainTiersProblem } from '@nyota/fairness/cash-rain';

/** Config type numbering the `cash_rain` setting's versions. */
export const CASH_RAIN_CONFIG_TYPE = 9160;

const isoTime = z.iso.datetime({ offset: true });

export const cashRainTierSchema = z.object({
  amount: z.number().int().min(1),
  count: z.number().int().min(1),
});

export const cashRainRoundSchema = z
  .object({
    /** Staff's name for the round, unique in the document; a round keeps its key across saves. */
    key: z.string().regex(/^[a-z0-9-]{1,40}$/),
    begin: isoTime,
    end: isoTime,
    tiers: z.array(cashRainTierSchema).min(1).max(20),
  })
  .refine((r) => Date.parse(r.end) > Date.parse(r.begin), { error: 'end', path: ['end'] })
  .refine((r) => cashRainTiersProblem(r.tiers) === null, { error: 'tiers', path: ['tiers'] });
export type CashRainRoundSetting = z.infer<typeof cashRainRoundSchema>;

export const cashRainSettingsSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    rounds: z.array(cashRainRoundSchema).max(500),
  })
  .refine((s) => new Set(s.rounds.map((r) => r.key)).size === s.rounds.length, { error: 'keys', path: ['rounds'] });
export type CashRainSettings = z.infer<typeof cashRainSettingsSchema>;

export const DEFAULT_CASH_RAIN_SETTINGS: CashRainSettings = { title: 'Raining Money', rounds: [] };
export const DEFAULT_CASH_RAIN_TIERS = CASH_RAIN_DEFAULT_TIERS;
