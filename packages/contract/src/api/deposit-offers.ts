/**
 * The deposit offers of the activity service (docs/product-rules/deposit-offers.md): a GET shows the
 * offer, a POST claims it by starting a real deposit (the wallet's deposit flow) and answers like the
 * deposit call, with the redirect URL carrying the transaction number. The bonus is granted when the
 * deposit succeeds. Kept apart from `routes` (routes.ts): the server registers these itself and the
 * web app calls them by path (deposit-offer-paths.ts).
 */
import { z } from 'zod';
import { bonusEntry } from './bonuses.js';
import { depositInitBody, depositInitData } from './payments.js';
import { depositOfferPaths } from './deposit-offer-paths.js';
import { route } from './route-def.js';

export const DEPOSIT_OFFER_STATES = ['open', 'pending', 'granted', 'closed'] as const;
export type DepositOfferState = (typeof DEPOSIT_OFFER_STATES)[number];

/** The bonus money's significant terms, shown before the player accepts. */
export const offerTermsView = z.object({
  wageringMultiple: z.number().int(),
  /** Percent of a stake that counts toward wagering in most games. */
  contribution: z.number().int(),
  maxStake: z.number().int(),
  maxConversion: z.number().int(),
  validDays: z.number().int(),
});
export type OfferTermsView = z.infer<typeof offerTermsView>;

export const firstDepositQuery = z.object({});

export const firstDepositData = z.object({
  enable: z.boolean(),
  /** 2: bonus money (trial cash). */
  type: z.number().int(),
  /** The seeds' reward shape: one entry, the largest bonus. */
  bonuses: z.array(bonusEntry),
  /** The configured headline and body, in the request's language. */
  headline: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  percent: z.number().int(),
  maxBonus: z.number().int(),
  minDeposit: z.number().int(),
  terms: offerTermsView,
  /**
   * open: may be claimed now; pending: a claimed deposit is waiting; granted: the bonus was given;
   * closed: not (or no longer) for this member. Always `open` or `closed` for a guest.
   */
  state: z.enum(DEPOSIT_OFFER_STATES),
  /** When the countdown from sign-up ends (ISO); null for a guest. */
  endsAt: z.string().nullable(),
});
export type FirstDepositData = z.infer<typeof firstDepositData>;

/** The seeds' payload: itemId 0, payMoney, payChannel (the deposit call's own fields). */
export const firstDepositClaimBody = depositInitBody.extend({
  itemId: z
    .string({ error: 'errors.invalid_pay_item' })
    .regex(/^0$/, { error: 'errors.invalid_pay_item' })
    .transform(() => 0)
    .optional()
    .default(0),
});
export const firstDepositClaimData = depositInitData;
export type FirstDepositClaimData = z.infer<typeof firstDepositClaimData>;

export const packDepositQuery = z.object({});

export const packTierView = z.object({
  /** The tier's number (1...), sent back as `itemId`. */
  id: z.number().int(),
  payMoney: z.number().int(),
  bonuses: z.array(bonusEntry),
});

export const packDepositData = z.object({
  enable: z.boolean(),
  headline: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  tiers: z.array(packTierView),
  /** The terms of the bonus money (type 2) entries. */
  terms: offerTermsView,
  /** open, pending (a claimed deposit waits), granted (bought: once per player), closed. */
  state: z.enum(DEPOSIT_OFFER_STATES),
});
export type PackDepositData = z.infer<typeof packDepositData>;

/** itemId is the tier's id; payMoney must be that tier's amount. */
export const packDepositClaimBody = depositInitBody.extend({
  itemId: z
    .string({ error: 'errors.invalid_pay_item' })
    .regex(/^[1-9]$/, { error: 'errors.invalid_pay_item' })
    .transform((v) => Number(v)),
});

export const promotionDepositData = z.object({
  enable: z.boolean(),
  headline: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  tiers: z.array(
    z.object({
      id: z.number().int(),
      minAmount: z.number().int(),
      percent: z.number().int(),
      maxBonus: z.number().int(),
      type: z.number().int(),
      /** 1 once a market day, 0 every deposit, -1 once. */
      days: z.number().int(),
      /** Whether the member may take it now under its days rule (always true for a guest). */
      available: z.boolean(),
    }),
  ),
  terms: offerTermsView,
});
export type PromotionDepositData = z.infer<typeof promotionDepositData>;

/** itemId is the tier's id; payMoney at least its minimum. */
export const promotionDepositClaimBody = packDepositClaimBody;

export const normalDepositData = z.object({
  enable: z.boolean(),
  headline: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  durationDays: z.number().int(),
  /** A next day may be taken at most this many market days after the last one. */
  returnDays: z.number().int(),
  /** The member's run, one per day: 0 unclaimed, 1 claimed, -1 expired (all 0 for a guest). */
  state: z.array(z.number().int()),
  /** The day a claim takes now (1...), or 0 when the member has checked in today already. */
  day: z.number().int(),
  /** Each day's entries (the seeds' bonus entry with minAmount and its days rule). */
  tiers: z.array(
    z.object({
      id: z.number().int(),
      /** The smallest deposit that earns something on this day. */
      minAmount: z.number().int(),
      bonuses: z.array(bonusEntry.extend({ minAmount: z.number().int(), days: z.number().int() })),
    }),
  ),
  terms: offerTermsView,
});
export type NormalDepositData = z.infer<typeof normalDepositData>;

/** itemId is the day the member takes now; payMoney at least that day's minimum. */
export const normalDepositClaimBody = packDepositClaimBody;

export const depositOfferRoutes = {
  firstDepositBonus: route({
    ...depositOfferPaths.firstDepositBonus,
    auth: 'optional',
    input: firstDepositQuery,
    output: firstDepositData,
    summary: 'The first-deposit bonus: its headline, terms, the countdown from sign-up and the member’s state',
  }),
  firstDepositBonusClaim: route({
    ...depositOfferPaths.firstDepositBonusClaim,
    auth: 'member',
    input: firstDepositClaimBody,
    output: firstDepositClaimData,
    summary: 'Claim the first-deposit bonus: starts the deposit; the bonus money is granted when it succeeds',
  }),
  packDepositBonus: route({
    ...depositOfferPaths.packDepositBonus,
    auth: 'optional',
    input: packDepositQuery,
    output: packDepositData,
    summary: 'The pack: its tiers (deposit amount and what it gives), terms and whether the member bought it',
  }),
  packDepositBonusClaim: route({
    ...depositOfferPaths.packDepositBonusClaim,
    auth: 'member',
    input: packDepositClaimBody,
    output: firstDepositClaimData,
    summary: 'Buy the pack (once per player): starts the tier’s deposit; its entries are granted when it succeeds',
  }),
  promotionDepositBonus: route({
    ...depositOfferPaths.promotionDepositBonus,
    auth: 'optional',
    input: packDepositQuery,
    output: promotionDepositData,
    summary: 'The promotion deposit: tiers of up to 50% extra, each with its days rule and availability',
  }),
  promotionDepositBonusClaim: route({
    ...depositOfferPaths.promotionDepositBonusClaim,
    auth: 'member',
    input: promotionDepositClaimBody,
    output: firstDepositClaimData,
    summary: 'Take a promotion tier: starts the deposit; the extra is granted when it succeeds',
  }),
  normalDepositBonus: route({
    ...depositOfferPaths.normalDepositBonus,
    auth: 'optional',
    input: packDepositQuery,
    output: normalDepositData,
    summary: 'The 3-day check-in deposit: each day’s entries, the member’s run (0/1/-1 a day) and the day to take',
  }),
  normalDepositBonusClaim: route({
    ...depositOfferPaths.normalDepositBonusClaim,
    auth: 'member',
    input: normalDepositClaimBody,
    output: firstDepositClaimData,
    summary: 'Check in for the day: starts the deposit; the day’s entries are granted when it succeeds',
  }),
};
