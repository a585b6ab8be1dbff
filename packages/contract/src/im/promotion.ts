/**
 * Promotion/New: a promotion started (docs/product-rules/vouchers-and-promotions.md). Pushed once
 * per promotion to the members who logged in lately and may receive marketing now; carries only
 * the promotion's id, the texts are read over HTTP in the member's language.
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const promotionNewData = z.object({ id: z.string() });
export type PromotionNew = z.infer<typeof promotionNewData>;

export const promotionNew = z.object({
  object: z.literal(ImObject.Promotion),
  event: z.literal(ImEvent.New),
  data: promotionNewData,
});
