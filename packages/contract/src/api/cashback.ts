/**
 * The weekly cashback and the weekly trial fund (docs/product-rules/cashback.md). The seeds name
 * their states (cashback: unavailable, claim now, claimed; trial fund: available, must be claimed
 * within 3 days) but not the calls' answers; these carry what the page shows. Composed into
 * `routes` (routes.ts). Amounts are minor units, times ISO-8601.
 */
import { z } from 'zod';
import { bonusTermsSchema } from '../bonus-terms.js';
import { cashbackPaths } from './cashback-paths.js';
import { route } from './route-def.js';

export const CASHBACK_STATES = ['unavailable', 'claim_now', 'claimed'] as const;
export type CashbackState = (typeof CASHBACK_STATES)[number];
export const TRIAL_FUND_STATES = ['unavailable', 'available', 'claimed'] as const;
export type TrialFundState = (typeof TRIAL_FUND_STATES)[number];

/** One cashback week (Monday 06:00 to the next Monday 06:00, market time) and its figures. */
export const cashbackWeek = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Cash staked and cash won back in settled real-money bets (bonus-money parts excluded). */
  staked: z.number().int(),
  won: z.number().int(),
  /** staked − won, floored at 0. */
  netLoss: z.number().int(),
  /** The cashback this loss earns (percent with the member's VIP rate, minimum loss and cap applied). */
  cashback: z.number().int(),
});
export type CashbackWeek = z.infer<typeof cashbackWeek>;

export const cashbackQuery = z.object({});
export const cashbackClaimBody = z.object({});
export const cashbackData = z.object({
  enable: z.boolean(),
  title: z.string(),
  body: z.string(),
  percent: z.number().int(),
  /**
   * What the member's VIP level adds to `percent`, in hundredths of a percent (175 = 1.75%), after
   * the setting's cap; 0 for a guest and below the first level with a cashback benefit.
   */
  vipRate: z.number().int(),
  weeklyCap: z.number().int(),
  minLoss: z.number().int(),
  claimDays: z.number().int(),
  /** Last week's cashback: claimable now, claimed, or unavailable (guest, nothing earned, window closed). */
  state: z.enum(CASHBACK_STATES),
  /** The running week so far; null for a guest. */
  thisWeek: cashbackWeek.nullable(),
  /** The week whose cashback can be claimed now; null for a guest. */
  lastWeek: cashbackWeek.nullable(),
  /** The claim window of last week's cashback. */
  claimFrom: z.string(),
  claimUntil: z.string(),
});
export type CashbackData = z.infer<typeof cashbackData>;

export const trialFundQuery = z.object({});
export const trialFundClaimBody = z.object({});
export const trialFundData = z.object({
  enable: z.boolean(),
  title: z.string(),
  body: z.string(),
  amount: z.number().int(),
  firstDays: z.number().int(),
  claimWithinDays: z.number().int(),
  terms: bonusTermsSchema,
  state: z.enum(TRIAL_FUND_STATES),
  /** Which week of the member's first days (1-based); null for a guest or after them. */
  week: z.number().int().nullable(),
  /** Until when this week's fund can be claimed; null when none is open. */
  claimUntil: z.string().nullable(),
  /** When the next week's fund opens; null when none is left. */
  nextAt: z.string().nullable(),
});
export type TrialFundData = z.infer<typeof trialFundData>;

export const cashbackRoutes = {
  cashback: route({
    ...cashbackPaths.cashback,
    auth: 'optional',
    input: cashbackQuery,
    output: cashbackData,
    summary: "Weekly cashback: the rule, and for a member this week's running figure and last week's claimable cashback",
  }),
  cashbackClaim: route({
    ...cashbackPaths.cashbackClaim,
    auth: 'member',
    input: cashbackClaimBody,
    output: cashbackData,
    summary: "Claim last week's cashback as cash (once per week; refused with a reason, nothing changed)",
  }),
  trialFund: route({
    ...cashbackPaths.trialFund,
    auth: 'optional',
    input: trialFundQuery,
    output: trialFundData,
    summary: "The weekly trial fund of a member's first 28 days: this week's bonus money and its state",
  }),
  trialFundClaim: route({
    ...cashbackPaths.trialFundClaim,
    auth: 'member',
    input: trialFundClaimBody,
    output: trialFundData,
    summary: "Claim this week's trial fund as bonus money with its terms (within 3 days; once per week)",
  }),
};
