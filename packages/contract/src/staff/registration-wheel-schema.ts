/**
 * The registration wheel's section of the `offers` setting (docs/product-rules/registration-wheel.md):
 * a campaign (campaignBaseSchema) with the wheel's prize segments, drawn by weight, the hours a guest
 * has to sign up after spinning, and the terms frozen on a bonus-money prize.
 */
import { z } from 'zod';
import { campaignBaseSchema, windowOrdered, WINDOW_ISSUE, openCampaign } from './campaign-base-schema.js';

/** Prize types a segment may pay: 1 cash, 2 bonus money (trial cash), 3 coins, 4 diamonds. */
export const REG_WHEEL_BONUS_TYPES = [1, 2, 3, 4] as const;
const bonusType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** The fairness scheme draws at most 2^21 outcomes (packages/fairness MAX_OUTCOMES). */
const MAX_TOTAL_WEIGHT = 2 ** 21;

export const regWheelSegmentSchema = z.object({
  bonusType,
  /** Minor units of the prize's unit; every segment pays something (a sign-up offer never says "try again"). */
  bonusAmount: z.number().int().min(1).max(100_000_000),
  /** The text drawn on the segment. */
  txt: z.string().trim().min(1).max(24),
  /** Chance = weight / total weight. */
  weight: z.number().int().min(1).max(1_000_000),
});
export type RegWheelSegment = z.infer<typeof regWheelSegmentSchema>;

export const regWheelTrialTermsSchema = z.object({
  wageringMultiple: z.number().int().min(0).max(10),
  /** Largest stake that may use the bonus, minor units. */
  maxStake: z.number().int().min(1).max(100_000_000),
  /** Most of the bonus that becomes cash on completion, minor units. */
  maxConversion: z.number().int().min(1).max(100_000_000),
  validDays: z.number().int().min(1).max(90),
});

export const registrationWheelSettingsSchema = campaignBaseSchema
  .extend({
    /** Clockwise from the pointer. */
    segments: z.array(regWheelSegmentSchema).min(2).max(12),
    /** How long a spun prize waits for its guest to sign up. */
    claimHours: z.number().int().min(1).max(720),
    /** Frozen on every bonus-money (type 2) prize. */
    trialTerms: regWheelTrialTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE)
  .refine((s) => s.segments.reduce((sum, x) => sum + x.weight, 0) <= MAX_TOTAL_WEIGHT, {
    message: `the weights may add up to at most ${MAX_TOTAL_WEIGHT}`,
    path: ['segments'],
  });
export type RegistrationWheelSettings = z.infer<typeof registrationWheelSettingsSchema>;

export const DEFAULT_REGISTRATION_WHEEL: RegistrationWheelSettings = {
  ...openCampaign({
    budget: 10_000_000,
    audience: 'new_members',
    texts: {
      en: { title: 'Spin the welcome wheel', body: 'Spin once for free, then sign up to get your prize.' },
      sw: { title: 'Zungusha gurudumu la karibu', body: 'Zungusha mara moja bure, kisha jisajili upate zawadi yako.' },
    },
  }),
  segments: [
    { bonusType: 1, bonusAmount: 100, txt: 'K1', weight: 300 },
    { bonusType: 3, bonusAmount: 500, txt: '500 coins', weight: 150 },
    { bonusType: 1, bonusAmount: 200, txt: 'K2', weight: 200 },
    { bonusType: 2, bonusAmount: 500, txt: 'K5 bonus', weight: 150 },
    { bonusType: 1, bonusAmount: 500, txt: 'K5', weight: 60 },
    { bonusType: 4, bonusAmount: 2_000, txt: '20 diamonds', weight: 30 },
    { bonusType: 2, bonusAmount: 1_000, txt: 'K10 bonus', weight: 100 },
    { bonusType: 1, bonusAmount: 2_000, txt: 'K20', weight: 10 },
  ],
  claimHours: 24,
  trialTerms: { wageringMultiple: 3, maxStake: 1_000, maxConversion: 5_000, validDays: 7 },
};
