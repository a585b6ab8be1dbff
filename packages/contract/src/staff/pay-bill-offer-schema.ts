/**
 * The pay-bill offer's section of the `offers` setting (docs/product-rules/pay-bill.md): the
 * paybill number players pay, the steps shown on the Deposit screen's PayBill tab, and the deposit
 * ranges with the extra cash and special bonus percent a pay-bill deposit in that range earns.
 * A campaign like every other (campaignBaseSchema): window, budget, audience, texts, image.
 */
import { z } from 'zod';
import { campaignBaseSchema, WINDOW_ISSUE, windowOrdered, openCampaign } from './campaign-base-schema.js';

/** Minor units; a deposit of `min` up to and including `max` falls in the range. */
export const payBillRangeSchema = z
  .object({
    min: z.number().int().min(1).max(1_000_000_000),
    max: z.number().int().min(1).max(1_000_000_000),
    /** Cash added on top of the deposit, minor units. */
    extraCash: z.number().int().min(0).max(100_000_000),
    /** Percent of the deposit added as cash (whole percent). */
    bonusPercent: z.number().int().min(0).max(100),
  })
  .refine((r) => r.min <= r.max, { message: 'max must not be below min', path: ['max'] });
export type PayBillRange = z.infer<typeof payBillRangeSchema>;

const stepsSchema = z.array(z.string().trim().min(1).max(160)).min(1).max(10);

/** Ranges in ascending order that do not overlap: a deposit earns at most one. */
function rangesApart(ranges: readonly PayBillRange[]): boolean {
  return ranges.every((r, i) => i === 0 || (ranges[i - 1]?.max ?? 0) < r.min);
}

export const payBillOfferSchema = campaignBaseSchema
  .extend({
    /** The M-Pesa paybill (business) number, as registered with Safaricom. */
    payBillCode: z.string().regex(/^\d{5,7}$/),
    steps: z.object({ en: stepsSchema, sw: stepsSchema }),
    ranges: z.array(payBillRangeSchema).max(20),
  })
  .refine(windowOrdered, WINDOW_ISSUE)
  .refine((o) => rangesApart(o.ranges), { message: 'ranges must ascend without overlapping', path: ['ranges'] });
export type PayBillOffer = z.infer<typeof payBillOfferSchema>;

/**
 * On (it shows only in markets with an M-Pesa paybill), with a first budget of 100,000.00; the
 * number is the Daraja sandbox's paybill until staff enter the registered one.
 */
export const DEFAULT_PAY_BILL_OFFER: PayBillOffer = {
  ...openCampaign({
    budget: 10_000_000,
    texts: {
      en: { title: 'Pay with M-Pesa PayBill', body: 'Deposit from your M-Pesa menu and get extra cash.' },
      sw: { title: 'Lipa kwa M-Pesa PayBill', body: 'Weka pesa kupitia menyu ya M-Pesa upate pesa za ziada.' },
    },
  }),
  payBillCode: '600984',
  steps: {
    en: [
      'Go to the M-Pesa menu',
      'Select Lipa na M-Pesa',
      'Select Pay Bill',
      'Enter the business number {code}',
      'Enter your Nyota phone number as the account number',
      'Enter the amount',
      'Enter your M-Pesa PIN and confirm',
      'Your balance rises as soon as M-Pesa confirms',
    ],
    sw: [
      'Nenda kwenye menyu ya M-Pesa',
      'Chagua Lipa na M-Pesa',
      'Chagua Pay Bill',
      'Weka namba ya biashara {code}',
      'Weka namba yako ya simu ya Nyota kama namba ya akaunti',
      'Weka kiasi',
      'Weka PIN yako ya M-Pesa na uthibitishe',
      'Salio lako linaongezeka mara M-Pesa inapothibitisha',
    ],
  },
  ranges: [
    { min: 10_000, max: 99_999, extraCash: 0, bonusPercent: 2 },
    { min: 100_000, max: 499_999, extraCash: 5_000, bonusPercent: 3 },
    { min: 500_000, max: 7_000_000, extraCash: 20_000, bonusPercent: 5 },
  ],
};
