/**
 * The activity service's bonus offers (docs/product-rules/offers.md). The seeds name the calls
 * (GET reads, POST claims) but not their answers; the answers use the seeds' "system reward" shape
 * (enable, type, bonuses with type, id, name, amount, copies) plus what a claim needs to show.
 */
import { z } from 'zod';

/** The seeds' bonus entry types: 1 cash, 2 trial cash (bonus money), 3 coins, 4 diamonds, 5 coupon. */
export const BONUS_TYPES = [1, 2, 3, 4, 5] as const;

export const bonusEntry = z.object({
  type: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  /** Minor units of the entry's unit. */
  amount: z.number().int(),
  copies: z.number().int(),
});
export type BonusEntry = z.infer<typeof bonusEntry>;

export const signInBonusQuery = z.object({});
export const signInBonusClaimBody = z.object({});

export const signInBonusData = z.object({
  enable: z.boolean(),
  type: z.number().int(),
  bonuses: z.array(bonusEntry),
  /** Claimed in the market's current day (always false for a guest). */
  claimed: z.boolean(),
  /** When the next claim opens (the market's next midnight), ISO; null for a guest. */
  nextAt: z.string().nullable(),
});
export type SignInBonusData = z.infer<typeof signInBonusData>;

export const BONUS_STATUSES = ['queued', 'active', 'completed', 'expired', 'forfeited'] as const;

/** One grant of bonus money as the Bonus Center shows it: its terms, progress and state. */
export const bonusGrantView = z.object({
  id: z.string(),
  status: z.enum(BONUS_STATUSES),
  amount: z.number().int(),
  wageringMultiple: z.number().int(),
  wageringRequired: z.number().int(),
  wagered: z.number().int(),
  maxStake: z.number().int(),
  maxConversion: z.number().int(),
  /** Percent of a stake that counts: the default and per game id. */
  contributions: z.object({ default: z.number().int(), games: z.record(z.string(), z.number().int()) }),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Cash it became (completed only). */
  converted: z.number().int().nullable(),
});
export type BonusGrantView = z.infer<typeof bonusGrantView>;

export const myBonusesQuery = z.object({});
export const myBonusesData = z.object({
  /** The trial (bonus money) balance, minor units. */
  trial: z.number().int(),
  items: z.array(bonusGrantView),
});
export type MyBonusesData = z.infer<typeof myBonusesData>;

export const forfeitBonusBody = z.object({
  id: z.string({ error: 'errors.validation' }).regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' }),
});
