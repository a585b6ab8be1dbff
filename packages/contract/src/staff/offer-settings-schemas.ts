/**
 * The offers' settings as staff edit them (docs/product-rules/offers.md): one document per market,
 * kept in the offers module's own table and versioned by the config module like every setting.
 */
import { z } from 'zod';
import { bonusTermsSchema } from '../bonus-terms.js';
import { campaignBaseSchema, WINDOW_ISSUE, windowOrdered } from './campaign-base-schema.js';

/** Types a sign-in reward may pay: cash, coins, diamonds or a voucher (bonus money needs terms). */
const plainBonusType = z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]);
/** Any of the seeds' bonus types: 1 cash, 2 bonus money (with the offer's terms), 3 coins, 4 diamonds, 5 voucher. */
const anyBonusType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

const amount = z.number().int().min(1).max(100_000_000);
const rewardName = z.string().trim().min(1).max(60);

export const SEVEN_DAY_DAYS = 7;

/**
 * The 7-day bonus: a campaign (campaign-base-schema.ts) giving one reward for each of seven market
 * days from the day a member first opens it; `bonusTerms` are the terms of any bonus-money day.
 */
export const sevenDaySettingsSchema = campaignBaseSchema
  .extend({
    days: z.array(z.object({ bonusType: anyBonusType, amount, name: rewardName })).length(SEVEN_DAY_DAYS),
    bonusTerms: bonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type SevenDaySettings = z.infer<typeof sevenDaySettingsSchema>;

export const DEFAULT_SEVEN_DAY: SevenDaySettings = {
  enabled: true,
  startsAt: null,
  endsAt: null,
  budget: 100_000_000,
  audience: 'everyone',
  texts: {
    en: { title: '7-day bonus', body: 'Come back each day for seven days and collect a reward every day.' },
    sw: { title: 'Bonasi ya siku 7', body: 'Rudi kila siku kwa siku saba upate zawadi kila siku.' },
  },
  imageUrl: null,
  days: [200, 300, 400, 500, 600, 800, 1_500].map((a, i) => ({ bonusType: 3 as const, amount: a, name: `Day ${i + 1} coins` })),
  bonusTerms: {
    wageringMultiple: 5,
    contributions: { default: 100, games: {} },
    maxStake: 1_000,
    maxConversion: 10_000,
    validDays: 7,
  },
};

export const offerSettingsSchema = z.object({
  signIn: z.object({
    enabled: z.boolean(),
    /** 1 cash, 3 coins, 4 diamonds, 5 voucher. */
    bonusType: plainBonusType,
    /** Minor units of its unit, per daily claim. */
    amount,
    name: rewardName,
  }),
  /** Documents saved before the 7-day bonus existed read as its defaults. */
  sevenDay: sevenDaySettingsSchema.default(DEFAULT_SEVEN_DAY),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;

export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  signIn: { enabled: true, bonusType: 3, amount: 500, name: 'Daily sign-in coins' },
  sevenDay: DEFAULT_SEVEN_DAY,
};
