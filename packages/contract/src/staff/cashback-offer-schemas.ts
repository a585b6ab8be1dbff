/**
 * The weekly cashback and the weekly trial fund (docs/product-rules/cashback.md), two sections of
 * the `offers` setting. Each is a campaign (campaign-base-schema.ts) plus its own rules; a document
 * saved without a section reads the market's preset (`weeklyCashbackPreset`, `trialFundPreset`),
 * because the amounts are in the market's currency.
 */
import { z } from 'zod';
import { bonusTermsSchema, type BonusTerms } from '../bonus-terms.js';
import type { MarketCode } from '../markets.js';
import { campaignBaseSchema, openCampaign, WINDOW_ISSUE, windowOrdered } from './campaign-base-schema.js';

const minor = z.number().int().min(0).max(1_000_000_000);
/** 12% plus V20's default 5.5% stays under it; it caps a level rate staff set higher. */
export const VIP_MAX_PERCENT_DEFAULT = 20;

/**
 * `percent` of a member's net cash loss in a week (Monday 06:00 to Monday 06:00, market time), at
 * least `minLoss` lost, at most `weeklyCap` paid, claimable from the Monday 06:00 that ends the
 * week until the end of its `claimDays`-th market day (7: Sunday 23:59, the seeds' window).
 */
export const weeklyCashbackSchema = campaignBaseSchema
  .extend({
    percent: z.number().int().min(1).max(30),
    /**
     * The most a VIP member's rate may reach, in whole percent: `percent` plus the cashback rate of
     * the member's VIP level (docs/product-rules/vip.md#benefits), never above this (nor below `percent`).
     */
    vipMaxPercent: z.number().int().min(1).max(30).default(VIP_MAX_PERCENT_DEFAULT),
    weeklyCap: minor.min(1),
    minLoss: minor,
    claimDays: z.number().int().min(1).max(7),
  })
  .refine(windowOrdered, WINDOW_ISSUE);
export type WeeklyCashback = z.infer<typeof weeklyCashbackSchema>;

/**
 * `amount` of bonus money once a week for a member's first `firstDays` days, each week's grant
 * claimable for `claimWithinDays` days from the start of that week of membership.
 */
export const trialFundSchema = campaignBaseSchema
  .extend({
    amount: minor.min(1),
    firstDays: z.number().int().min(7).max(91),
    claimWithinDays: z.number().int().min(1).max(7),
    bonusTerms: bonusTermsSchema,
  })
  .refine(windowOrdered, WINDOW_ISSUE)
  .refine((f) => f.firstDays % 7 === 0, { message: 'firstDays must be whole weeks', path: ['firstDays'] });
export type TrialFund = z.infer<typeof trialFundSchema>;

/** Per market, in its minor units: the weekly cap, the least loss, the trial fund and its largest stake. */
const AMOUNTS: Record<MarketCode, { cap: number; minLoss: number; fund: number; maxStake: number }> = {
  zm: { cap: 100_000, minLoss: 1_000, fund: 2_000, maxStake: 1_000 },
  ke: { cap: 500_000, minLoss: 10_000, fund: 10_000, maxStake: 5_000 },
  ug: { cap: 20_000_000, minLoss: 500_000, fund: 300_000, maxStake: 150_000 },
  gh: { cap: 50_000, minLoss: 1_000, fund: 1_000, maxStake: 500 },
};

/** 12% of weekly net cash losses, claimable Monday 06:00 to Sunday 23:59 (the seeds). */
export function weeklyCashbackPreset(market: MarketCode): WeeklyCashback {
  const a = AMOUNTS[market];
  return {
    ...openCampaign({
      budget: 100_000_000,
      texts: {
        en: {
          title: 'Weekly cashback',
          body: 'Get 12% of your net cash losses back every week, paid as cash you can withdraw.',
        },
        sw: {
          title: 'Pesa rudishwa kila wiki',
          body: 'Pata 12% ya hasara yako halisi ya pesa taslimu kila wiki, kama pesa taslimu unayoweza kutoa.',
        },
      },
    }),
    percent: 12,
    vipMaxPercent: VIP_MAX_PERCENT_DEFAULT,
    weeklyCap: a.cap,
    minLoss: a.minLoss,
    claimDays: 7,
  };
}

/** Bonus money each week of a member's first 28 days, each claimable for 3 days (the seeds). */
export function trialFundPreset(market: MarketCode): TrialFund {
  const a = AMOUNTS[market];
  const bonusTerms: BonusTerms = {
    wageringMultiple: 5,
    contributions: { default: 100, games: {} },
    maxStake: a.maxStake,
    maxConversion: a.fund * 5,
    validDays: 7,
  };
  return {
    ...openCampaign({
      budget: 100_000_000,
      texts: {
        en: { title: 'Weekly trial fund', body: 'New here? Claim free bonus money every week of your first 28 days.' },
        sw: {
          title: 'Mfuko wa majaribio wa kila wiki',
          body: 'Mgeni hapa? Dai pesa za bonasi bure kila wiki kwa siku 28 za kwanza.',
        },
      },
    }),
    amount: a.fund,
    firstDays: 28,
    claimWithinDays: 3,
    bonusTerms,
  };
}

/**
 * The `offers` document as staff edit it: a section not saved yet shows the market's preset, so the
 * console's Campaigns editor (drawn from the value) has it to edit; saving stores it.
 */
export function withCashbackPresets<T extends { weeklyCashback?: WeeklyCashback; trialFund?: TrialFund }>(
  settings: T,
  market: MarketCode,
): T {
  return {
    ...settings,
    weeklyCashback: settings.weeklyCashback ?? weeklyCashbackPreset(market),
    trialFund: settings.trialFund ?? trialFundPreset(market),
  };
}
