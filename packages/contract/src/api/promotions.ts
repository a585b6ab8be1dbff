/**
 * Promotion campaigns as the player reads them (route `promotion/{id?}`, the home banner and
 * `game-center/activities/game-promotion/info`). Staff configure them as campaigns
 * (staff/promotion-schemas.ts); these are the texts in the reader's language.
 */
import { z } from 'zod';

export const PROMOTION_KINDS = ['general', 'game', 'voucher'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const promotionVoucherView = z.object({
  name: z.string(),
  amount: z.number().int(),
  copies: z.number().int(),
  minAmount: z.number().int(),
  validDays: z.number().int(),
});

export const promotionView = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  body: z.string(),
  terms: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  gameIds: z.array(z.number().int()),
  /** What a voucher promotion gives on claim; null otherwise. */
  voucher: promotionVoucherView.nullable(),
  /** The member claimed its voucher already (false for a guest or without a voucher). */
  claimed: z.boolean(),
});
export type PromotionView = z.infer<typeof promotionView>;

export const promotionsQuery = z.object({});
export const promotionsData = z.object({ list: z.array(promotionView) });
export type PromotionsData = z.infer<typeof promotionsData>;

const promotionIdField = z.string({ error: 'errors.validation' }).regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' });

export const promotionInfoQuery = z.object({ id: promotionIdField });
export const promotionClaimBody = z.object({ id: promotionIdField });
