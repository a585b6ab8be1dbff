/**
 * The player page's VIP panel (docs/staff-console.md#players): the level held, this year's points,
 * the next threshold, the level changes, the VIP benefit claims, the weekly cashback claims and the
 * trial-fund weeks of one member. Amounts are minor units of each row's unit (bonusType).
 */
import { z } from 'zod';
import { vipBenefitLog } from '../api/vip-benefits.js';

export const vipLevelChangeSchema = z.object({
  year: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  /** The year's points when the level rose. */
  points: z.number().int(),
  at: z.string(),
});

/** One grant of the cashback module (cashback: period = the week's Monday; trial fund: `week-N`). */
export const vipGrantSchema = z.object({
  id: z.string(),
  period: z.string(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['paid', 'held', 'rejected']),
  createdAt: z.string(),
});
export type VipGrant = z.infer<typeof vipGrantSchema>;

export const playerVipSchema = z.object({
  levelId: z.number().int(),
  score: z.number().int(),
  year: z.number().int(),
  earnedLevelId: z.number().int(),
  keptLevelId: z.number().int(),
  /** The next level's threshold; null at V20. */
  nextScore: z.number().int().nullable(),
  /** The held level gives the faster withdrawal review (their withdrawals come first in the queue). */
  fastWithdrawalReview: z.boolean(),
  /** Level rises, newest first (the latest 50). */
  changes: z.array(vipLevelChangeSchema),
  /** VIP benefit claims, newest first (the latest 50). */
  claims: z.array(vipBenefitLog),
  /** Weekly cashback claims, newest first (the latest 50). */
  cashback: z.array(vipGrantSchema),
  /** Trial-fund weeks claimed, newest first. */
  trialFund: z.array(vipGrantSchema),
});
export type PlayerVip = z.infer<typeof playerVipSchema>;
