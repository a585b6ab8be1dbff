/**
 * VIP/Change: the member's VIP level rose (docs/product-rules/vip.md). Pushed once per level-up,
 * after the points that reached it committed; carries the new and the previous level and the
 * year's points, so an open VIP page or profile updates, and whether the level-up notice may open.
 * Written with zod/mini (decoded in the browser).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const vipChangeData = z.object({
  levelId: z.int(),
  previousLevelId: z.int(),
  /** Points earned in the current market year. */
  score: z.int(),
  /**
   * Whether the level-up notice may open. False for a member who may be shown no engagement
   * pop-up (eligibility, purpose `popup`: time-out, exclusion, limit lock, concern, harm review,
   * recently set limit): the push still comes so the level shown stays fresh.
   */
  notice: z.boolean(),
});
export type VipChange = z.infer<typeof vipChangeData>;

export const vipChange = z.object({
  object: z.literal(ImObject.VIP),
  event: z.literal(ImEvent.Change),
  data: vipChangeData,
});
