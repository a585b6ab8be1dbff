/**
 * The deposit offers' sections of the `offers` setting (docs/product-rules/deposit-offers.md). Each
 * extends the shared campaign shape (window, budget, audience, texts, image) with its own rule and
 * the significant terms of the bonus money it gives, which the server freezes on each grant.
 */
import { z } from 'zod';
import type { MarketCode } from '../markets.js';
import { campaignBaseSchema, windowOrdered, WINDOW_ISSUE, openCampaign } from './campaign-base-schema.js';

const minor = z.number().int().min(1).max(10_000_000_000);
const percent = z.number().int().min(0).max(100);

/** The bonus money's terms as staff set them; the same limits as the bonus module's (wagering ≤ 10x). */
export const offerBonusTermsSchema = z.object({
  wageringMultiple: z.number().int().min(0).max(10),
  /** Percent of a stake that counts toward wagering: a default and per game id. */
  contributions: z.object({ default: percent, games: z.record(z.string().regex(/^[0-9]+$/), percent) }),
  maxStake: minor,
  maxConversion: minor,
  validDays: z.number().int().min(1).max(90),
});
export type OfferBonusTerms = z.infer<typeof offerBonusTermsSchema>;

export const firstDepositOfferSchema = campaignBaseSchema
  .extend({
    /** The bonus as a percentage of the deposit, up to `maxBonus`. */
    percent: z.number().int().min(1).max(100),
    maxBonus: minor,
    minDeposit: minor,
    /** How long after sign-up the offer is open (the dialog's countdown). */
    countdownMinutes: z.number().int().min(1).max(10_080),
    terms: offerBonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type FirstDepositOffer = z.infer<typeof firstDepositOfferSchema>;

export const DEFAULT_FIRST_DEPOSIT_OFFER: FirstDepositOffer = {
  ...openCampaign({
    budget: 100_000_000,
    audience: 'non_depositors',
    texts: {
      en: {
        title: '100X bonus up to 10,000',
        body: 'Make your first deposit within 30 minutes of signing up and get bonus money on top of it.',
      },
      sw: {
        title: 'Bonasi 100X hadi 10,000',
        body: 'Weka amana yako ya kwanza ndani ya dakika 30 baada ya kujisajili upate pesa za bonasi juu yake.',
      },
    },
  }),
  percent: 100,
  maxBonus: 1_000_000,
  minDeposit: 1_000,
  countdownMinutes: 30,
  // Played through once: the low end of market practice; staff may raise it up to 10x.
  terms: {
    wageringMultiple: 1,
    contributions: { default: 100, games: {} },
    maxStake: 10_000,
    maxConversion: 1_000_000,
    validDays: 7,
  },
};

/**
 * A bonus on every deposit (the Kenya market's 5%): `percent` of each successful deposit, floored,
 * up to `maxBonus`, paid as cash (type 1) through the reward path; no claim, no terms.
 */
export const everyDepositOfferSchema = campaignBaseSchema
  .extend({
    percent: z.number().int().min(1).max(100),
    maxBonus: minor,
    minDeposit: minor,
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type EveryDepositOffer = z.infer<typeof everyDepositOfferSchema>;

/** The market presets: on in Kenya (5% up to KES 1,000.00 a deposit), off elsewhere. */
export function everyDepositPreset(market: MarketCode): EveryDepositOffer {
  const kenya = market === 'ke';
  return {
    ...openCampaign({
      enabled: kenya,
      budget: 100_000_000,
      texts: {
        en: { title: '5% bonus on every deposit', body: 'Every deposit earns 5% extra in cash, added when it succeeds.' },
        sw: {
          title: 'Bonasi ya 5% kwa kila amana',
          body: 'Kila amana inakuletea 5% zaidi kama pesa taslimu, inayoongezwa amana ikifanikiwa.',
        },
      },
    }),
    percent: 5,
    maxBonus: 100_000,
    minDeposit: 100,
  };
}

/** A bonus entry of a pack tier (the seeds' bonus entry): 1 cash, 2 bonus money, 3 coins, 5 coupon. */
export const packEntrySchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
  /** Minor units of its unit, per copy. */
  amount: minor,
  copies: z.number().int().min(1).max(100),
  name: z.string().trim().min(1).max(60),
});

/** The pack: a one-time (lifetime) purchase, one of its tiers, each a deposit amount and its entries. */
export const packDepositOfferSchema = campaignBaseSchema
  .extend({
    tiers: z
      .array(z.object({ payMoney: minor, bonuses: z.array(packEntrySchema).min(1).max(6) }))
      .min(1)
      .max(6),
    /** The terms of the bonus money (type 2) a tier gives. */
    terms: offerBonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type PackDepositOffer = z.infer<typeof packDepositOfferSchema>;

export const DEFAULT_PACK_DEPOSIT_OFFER: PackDepositOffer = {
  ...openCampaign({
    budget: 100_000_000,
    texts: {
      en: { title: 'Starter pack', body: 'A one-time pack: deposit one of these amounts and get everything listed with it.' },
      sw: {
        title: 'Kifurushi cha kuanzia',
        body: 'Kifurushi cha mara moja: weka moja ya kiasi hiki upate vyote vilivyoorodheshwa.',
      },
    },
  }),
  tiers: [
    {
      payMoney: 5_000,
      bonuses: [
        { type: 2, amount: 2_500, copies: 1, name: 'Bonus money' },
        { type: 3, amount: 1_000, copies: 2, name: 'Coins' },
      ],
    },
    {
      payMoney: 20_000,
      bonuses: [
        { type: 2, amount: 10_000, copies: 1, name: 'Bonus money' },
        { type: 3, amount: 1_000, copies: 5, name: 'Coins' },
        { type: 1, amount: 1_000, copies: 1, name: 'Cash' },
      ],
    },
  ],
  terms: DEFAULT_FIRST_DEPOSIT_OFFER.terms,
};

/**
 * The promotion deposit: tiers of extra on a deposit (at most 50%), each by the seeds' days rule:
 * 1 once a market day, 0 every deposit, -1 once.
 */
export const promotionDepositOfferSchema = campaignBaseSchema
  .extend({
    tiers: z
      .array(
        z.object({
          minAmount: minor,
          percent: z.number().int().min(1).max(50),
          maxBonus: minor,
          /** 1 cash, 2 bonus money. */
          type: z.union([z.literal(1), z.literal(2)]),
          days: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
        }),
      )
      .min(1)
      .max(6),
    terms: offerBonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type PromotionDepositOffer = z.infer<typeof promotionDepositOfferSchema>;

export const DEFAULT_PROMOTION_DEPOSIT_OFFER: PromotionDepositOffer = {
  ...openCampaign({
    budget: 100_000_000,
    texts: {
      en: { title: 'Up to 50% extra bonus', body: 'Deposit at least the amount of a tier and get its extra as bonus money.' },
      sw: { title: 'Bonasi ya ziada hadi 50%', body: 'Weka angalau kiasi cha ngazi upate ziada yake kama pesa za bonasi.' },
    },
  }),
  tiers: [
    { minAmount: 10_000, percent: 20, maxBonus: 20_000, type: 2, days: 1 },
    { minAmount: 50_000, percent: 50, maxBonus: 100_000, type: 2, days: -1 },
  ],
  terms: DEFAULT_FIRST_DEPOSIT_OFFER.terms,
};

/**
 * A bonus entry of a normal (check-in) day (the seeds' bonus entry): the pack's entry plus the
 * smallest deposit that earns it, whether it is on, and its days rule (1 once a day, 0 every time,
 * -1 once ever).
 */
export const normalEntrySchema = packEntrySchema.extend({
  minAmount: minor,
  enable: z.boolean(),
  days: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
});

/**
 * The normal (3-day check-in) deposit: one deposit a market day earns that day's entries; the next
 * day may be taken on a later market day within `returnDays` of the last one (seeds: "login within
 * 2 days to claim again"), otherwise the run lapses and starts again at day 1.
 */
export const normalDepositOfferSchema = campaignBaseSchema
  .extend({
    durationDays: z.number().int().min(1).max(7),
    returnDays: z.number().int().min(1).max(7),
    /** One list of entries per day (the seeds' "list of lists"). */
    bonuses: z.array(z.array(normalEntrySchema).min(1).max(6)).min(1).max(7),
    terms: offerBonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE)
  .refine((o) => o.bonuses.length === o.durationDays, { message: 'one list of bonuses per day', path: ['bonuses'] });
export type NormalDepositOffer = z.infer<typeof normalDepositOfferSchema>;

export const DEFAULT_NORMAL_DEPOSIT_OFFER: NormalDepositOffer = {
  ...openCampaign({
    budget: 100_000_000,
    texts: {
      en: {
        title: '3-day deposit check-in',
        body: 'Deposit on 3 days in a row (at most 2 days apart) and collect each day’s bonus.',
      },
      sw: {
        title: 'Amana ya siku 3',
        body: 'Weka amana siku 3 mfululizo (zisizozidi siku 2 kati yake) upate bonasi ya kila siku.',
      },
    },
  }),
  durationDays: 3,
  returnDays: 2,
  bonuses: [
    [{ type: 3, amount: 1_000, copies: 1, name: 'Coins', minAmount: 5_000, enable: true, days: 1 }],
    [{ type: 2, amount: 2_000, copies: 1, name: 'Bonus money', minAmount: 5_000, enable: true, days: 1 }],
    [
      { type: 2, amount: 5_000, copies: 1, name: 'Bonus money', minAmount: 5_000, enable: true, days: 1 },
      { type: 1, amount: 1_000, copies: 1, name: 'Cash', minAmount: 10_000, enable: true, days: 1 },
    ],
  ],
  terms: DEFAULT_FIRST_DEPOSIT_OFFER.terms,
};
