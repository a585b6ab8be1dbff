/**
 * Giveaway rounds as staff edit them (docs/product-rules/giveaways.md): each round has a window, a
 * cash budget and presents. One document per market, kept in the giveaway module's own table and
 * versioned and audited by the config module's settings like `mall`; with none saved there is no
 * giveaway (a fresh platform gives nothing away until staff set a round and its budget).
 */
import { z } from 'zod';

/** Config type numbering the `giveaway` setting's versions. */
export const GIVEAWAY_CONFIG_TYPE = 9162;

const text = z.string().trim().min(1).max(80);
const isoTime = z.iso.datetime({ offset: true });

export const giveawayPresentSchema = z.object({
  /** Unique in the whole document: the seeds' `id` of POST /giveaway/gifts names a present. */
  id: z.number().int().min(1).max(9_999_999),
  /** Cash, in minor units. */
  amount: z.number().int().min(1).max(100_000_000),
  /** The account's minimum age in days to claim it (0: from sign-up). */
  registrationDays: z.number().int().min(0).max(3650),
  /** How many hours it stays claimable once the member may claim it. */
  validHours: z.number().int().min(1).max(8760),
  /** Granted without a click to every member who qualifies (listed by /giveaway/auto-gifts). */
  auto: z.boolean(),
});
export type GiveawayPresent = z.infer<typeof giveawayPresentSchema>;

export const giveawayRoundSchema = z
  .object({
    id: z.number().int().min(1).max(9_999_999),
    name: z.object({ en: text, sw: text }),
    enabled: z.boolean(),
    startAt: isoTime,
    endAt: isoTime,
    /** Cash, in minor units: the most the round's presents pay in all. */
    budget: z.number().int().min(0).max(10_000_000_000),
    presents: z.array(giveawayPresentSchema).min(1).max(50),
  })
  .refine((r) => Date.parse(r.endAt) > Date.parse(r.startAt), { error: 'endAt', path: ['endAt'] });
export type GiveawayRound = z.infer<typeof giveawayRoundSchema>;

export const giveawaySettingsSchema = z
  .object({ rounds: z.array(giveawayRoundSchema).max(100) })
  .refine((s) => new Set(s.rounds.map((r) => r.id)).size === s.rounds.length, { error: 'ids', path: ['rounds'] })
  .refine(
    (s) => {
      const ids = s.rounds.flatMap((r) => r.presents.map((p) => p.id));
      return new Set(ids).size === ids.length;
    },
    { error: 'presents', path: ['rounds'] },
  );
export type GiveawaySettings = z.infer<typeof giveawaySettingsSchema>;

export const DEFAULT_GIVEAWAY_SETTINGS: GiveawaySettings = { rounds: [] };
