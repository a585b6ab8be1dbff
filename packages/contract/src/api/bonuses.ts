/**
 * The activity service's bonus offers (docs/product-rules/offers.md). The seeds name the calls
 * (GET reads, POST claims) but not their answers; the answers use the seeds' "system reward" shape
 * (enable, type, bonuses with type, id, name, amount, copies) plus what a claim needs to show.
 */
import { z } from 'zod';
import { bonusTermsSchema } from '../bonus-terms.js';

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

export { SevenDayRunStatus, SevenDayStatus } from '../offers-constants.js';

export const sevenDayBonusQuery = z.object({});
export const sevenDayClaimAllBody = z.object({});

export const sevenDayBonusData = z.object({
  enable: z.boolean(),
  status: z.number().int(),
  /** When the member's seven days end (ISO); null before they start. */
  expireAt: z.string().nullable(),
  /** The campaign's title and text in the asked language. */
  title: z.string(),
  body: z.string(),
  /** One entry per day (`id` 1 to 7), each with its day status. */
  bonuses: z.array(bonusEntry.extend({ status: z.number().int() })),
  /** The significant terms of the bonus-money days, shown before the player claims; null when no day pays bonus money. */
  terms: bonusTermsSchema.nullable(),
});
export type SevenDayBonusData = z.infer<typeof sevenDayBonusData>;

export const bonusTermsQuery = z.object({});

/** What the bonus terms page (links/6) is printed from: the rules bonus money follows and each offer's terms. */
export const bonusTermsData = z.object({
  maxWageringMultiple: z.number().int(),
  offers: z.array(
    z.object({
      /** The offer's key in the `offers` setting. */
      id: z.string(),
      title: z.string(),
      enabled: z.boolean(),
      /** What each claim pays, when fixed. */
      bonuses: z.array(bonusEntry),
      /**
       * What a deposit-linked offer pays as a share of the deposit: `percent` of a deposit of at least
       * `minDeposit`, up to `maxBonus`, as cash (type 1) or bonus money (type 2).
       */
      shares: z.array(
        z.object({ type: z.number().int(), percent: z.number().int(), minDeposit: z.number().int(), maxBonus: z.number().int() }),
      ),
      /** Terms of its bonus money; null when it pays none. */
      terms: bonusTermsSchema.nullable(),
      /** The campaign's window, ISO; null for open-ended. */
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
});
export type BonusTermsData = z.infer<typeof bonusTermsData>;
