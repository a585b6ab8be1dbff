/**
 * VIP/Change: the member's VIP level rose (docs/product-rules/vip.md). Pushed once per level-up,
 * after the points that reached it committed; carries the new and the previous level and the
 * year's points, so an open VIP page or profile updates and the level-up dialog can open.
 * Written with zod/mini (decoded in the browser).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const vipChangeData = z.object({
  levelId: z.int(),
  previousLevelId: z.int(),
  /** Points earned in the current market year. */
  score: z.int(),
});
export type VipChange = z.infer<typeof vipChangeData>;

export const vipChange = z.object({
  object: z.literal(ImObject.VIP),
  event: z.literal(ImEvent.Change),
  data: vipChangeData,
});
