/**
 * A promotion is a campaign (campaign-base-schema.ts) with its own fields: what kind it is, the
 * games it features, its terms in every language, the voucher it gives on claim (a voucher
 * promotion) and its place in the list. Stored per promotion (modules/promotions); the console's
 * campaign editor can edit it with the shared campaign form plus these fields.
 */
import { z } from 'zod';
import { PROMOTION_KINDS } from '../api/promotions.js';
import { campaignBaseSchema, WINDOW_ISSUE, windowOrdered } from './campaign-base-schema.js';

export const promotionVoucherSchema = z.object({
  name: z.string().trim().min(1).max(60),
  /** Value of one copy, cash minor units. */
  amount: z.number().int().min(1).max(10_000_000),
  copies: z.number().int().min(1).max(100),
  /** The smallest deposit a copy may be used with; 0 needs none. */
  minAmount: z.number().int().min(0).max(100_000_000),
  validDays: z.number().int().min(1).max(365),
});
export type PromotionVoucher = z.infer<typeof promotionVoucherSchema>;

export const promotionSchema = campaignBaseSchema
  .extend({
    kind: z.enum(PROMOTION_KINDS),
    /** Games the promotion features (game-center/activities/game-promotion/info answers for them). */
    gameIds: z.array(z.number().int().min(1).max(9999)).max(50),
    terms: z.object({ en: z.string().trim().max(2000), sw: z.string().trim().max(2000) }),
    voucher: promotionVoucherSchema.nullable(),
    /** Smaller first in the list. */
    sort: z.number().int().min(0).max(1000),
  })
  .refine(windowOrdered, WINDOW_ISSUE)
  .refine((p) => (p.kind === 'voucher') === (p.voucher !== null), {
    message: 'a voucher promotion has a voucher, and only it',
    path: ['voucher'],
  });
export type Promotion = z.infer<typeof promotionSchema>;
