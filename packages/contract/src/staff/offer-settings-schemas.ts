/**
 * The offers' settings as staff edit them (docs/product-rules/offers.md): one document per market,
 * kept in the offers module's own table and versioned by the config module like every setting.
 * Each section is a campaign (campaign-base-schema.ts) plus its own rules, so the console's
 * Campaigns editor draws every section with one form.
 */
import { z } from 'zod';
import { bonusTermsSchema } from '../bonus-terms.js';
import { campaignBaseSchema, windowOrdered, WINDOW_ISSUE, type CampaignBase, openCampaign } from './campaign-base-schema.js';
import { DEFAULT_REGISTRATION_WHEEL, registrationWheelSettingsSchema } from './registration-wheel-schema.js';
import { DEFAULT_PAY_BILL_OFFER, payBillOfferSchema } from './pay-bill-offer-schema.js';
import {
  DEFAULT_FIRST_DEPOSIT_OFFER,
  DEFAULT_PACK_DEPOSIT_OFFER,
  DEFAULT_NORMAL_DEPOSIT_OFFER,
  DEFAULT_PROMOTION_DEPOSIT_OFFER,
  everyDepositOfferSchema,
  firstDepositOfferSchema,
  normalDepositOfferSchema,
  packDepositOfferSchema,
  promotionDepositOfferSchema,
} from './deposit-offer-settings-schemas.js';
import { trialFundSchema, weeklyCashbackSchema } from './cashback-offer-schemas.js';

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
  ...openCampaign({
    budget: 100_000_000,
    texts: {
      en: { title: '7-day bonus', body: 'Come back each day for seven days and collect a reward every day.' },
      sw: { title: 'Bonasi ya siku 7', body: 'Rudi kila siku kwa siku saba upate zawadi kila siku.' },
    },
  }),
  days: [200, 300, 400, 500, 600, 800, 1_500].map((a, i) => ({ bonusType: 3 as const, amount: a, name: `Day ${i + 1} coins` })),
  bonusTerms: {
    wageringMultiple: 5,
    contributions: { default: 100, games: {} },
    maxStake: 1_000,
    maxConversion: 10_000,
    validDays: 7,
  },
};

/**
 * The sign-in campaign's campaign fields as every market preset starts (and as a value stored before
 * they existed reads): always on, open-ended, for everyone. It pays coins, which are the same in
 * every market, so one default serves all presets; its budget is the coins the sign-in offer funds
 * its campaign with on the first claim (1,000,000.00).
 */
const SIGN_IN_BASE: CampaignBase = {
  ...openCampaign({
    budget: 100_000_000,
    texts: {
      en: { title: 'Daily sign-in bonus', body: 'Sign in every day and collect your reward.' },
      sw: { title: 'Bonasi ya kuingia kila siku', body: 'Ingia kila siku upokee zawadi yako.' },
    },
  }),
};

const signInSchema = campaignBaseSchema
  .extend({
    /** 1 cash, 3 coins, 4 diamonds, 5 voucher. */
    bonusType: plainBonusType,
    /** Minor units of its unit, per daily claim. */
    amount,
    name: rewardName,
  })
  .refine(windowOrdered, WINDOW_ISSUE);

export const offerSettingsSchema = z.object({
  signIn: z.preprocess((v) => (typeof v === 'object' && v !== null ? { ...SIGN_IN_BASE, ...v } : v), signInSchema),
  /** Documents saved before the 7-day bonus existed read as its defaults. */
  sevenDay: sevenDaySettingsSchema.default(DEFAULT_SEVEN_DAY),
  /** Absent in documents saved before it existed: the default applies (registration-wheel.md). */
  registrationWheel: registrationWheelSettingsSchema.optional(),
  /** The M-Pesa pay-bill offer (pay-bill-offer-schema.ts); documents saved before it get the default. */
  payBill: payBillOfferSchema.default(DEFAULT_PAY_BILL_OFFER),
  /** docs/product-rules/deposit-offers.md; a document saved before it existed reads the default. */
  firstDeposit: firstDepositOfferSchema.default(DEFAULT_FIRST_DEPOSIT_OFFER),
  /** Absent: the market's preset (`everyDepositPreset`: 5% in Kenya, off elsewhere). */
  everyDeposit: everyDepositOfferSchema.optional(),
  packDeposit: packDepositOfferSchema.default(DEFAULT_PACK_DEPOSIT_OFFER),
  promotionDeposit: promotionDepositOfferSchema.default(DEFAULT_PROMOTION_DEPOSIT_OFFER),
  normalDeposit: normalDepositOfferSchema.default(DEFAULT_NORMAL_DEPOSIT_OFFER),
  /** Absent: the market's preset (cashback-offer-schemas.ts: 12% of weekly net cash losses). */
  weeklyCashback: weeklyCashbackSchema.optional(),
  /** Absent: the market's preset (bonus money each week of a member's first 28 days). */
  trialFund: trialFundSchema.optional(),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;

export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  signIn: { ...SIGN_IN_BASE, bonusType: 3, amount: 500, name: 'Daily sign-in coins' },
  sevenDay: DEFAULT_SEVEN_DAY,
  registrationWheel: DEFAULT_REGISTRATION_WHEEL,
  payBill: DEFAULT_PAY_BILL_OFFER,
  firstDeposit: DEFAULT_FIRST_DEPOSIT_OFFER,
  packDeposit: DEFAULT_PACK_DEPOSIT_OFFER,
  promotionDeposit: DEFAULT_PROMOTION_DEPOSIT_OFFER,
  normalDeposit: DEFAULT_NORMAL_DEPOSIT_OFFER,
};
