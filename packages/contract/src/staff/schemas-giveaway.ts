/** Staff views of giveaways (docs/staff-console.md#giveaways): rounds with their budgets and claims. */
import { z } from 'zod';

export const giveawayStaffRound = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  startAt: z.string(),
  endAt: z.string(),
  budget: z.number().int(),
  /** Paid into the round's budget account so far (only ever raised). */
  funded: z.number().int(),
  claimed: z.number().int(),
  claims: z.number().int(),
  presents: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      registrationDays: z.number().int(),
      validHours: z.number().int(),
      auto: z.boolean(),
      claims: z.number().int(),
    }),
  ),
});
export type GiveawayStaffRound = z.infer<typeof giveawayStaffRound>;

export const giveawayStaffClaim = z.object({
  id: z.string(),
  roundId: z.number().int(),
  presentId: z.number().int(),
  memberId: z.string(),
  amount: z.number().int(),
  auto: z.boolean(),
  status: z.enum(['paid', 'held']),
  deviceId: z.string(),
  createdAt: z.string(),
});
export type GiveawayStaffClaim = z.infer<typeof giveawayStaffClaim>;

export const giveawayOverviewInput = z.object({
  roundId: z.coerce.number().int().min(1).optional(),
});
export const giveawayOverviewOutput = z.object({
  rounds: z.array(giveawayStaffRound),
  /** The latest claims (of one round when asked), newest first. */
  claims: z.array(giveawayStaffClaim),
});
