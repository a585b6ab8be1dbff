/** Staff views of the mall (docs/staff-console.md#mall): items with their sales, raffles, a player's redemptions. */
import { z } from 'zod';
import { exchangeRateSchema } from './mall-settings-schemas.js';

export const mallStaffWinner = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  memberId: z.string(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['paid', 'held', 'withheld']),
});

export const mallStaffRaffle = z.object({
  drawAt: z.string(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  status: z.enum(['open', 'drawn']),
  tickets: z.number().int(),
  winners: z.array(mallStaffWinner),
  drawnAt: z.string().nullable(),
});

export const mallStaffItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  paymentType: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  price: z.number().int(),
  amount: z.number().int(),
  stock: z.number().int(),
  sold: z.number().int(),
  perDay: z.number().int(),
  perMember: z.number().int(),
  minLevel: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Null until a raffle item's commitment is made (its first listing or sale). */
  raffle: mallStaffRaffle.nullable(),
});
export type MallStaffItem = z.infer<typeof mallStaffItem>;

export const mallOverviewOutput = z.object({
  items: z.array(mallStaffItem),
  exchange: z.object({ requiredLevel: z.number().int(), rates: z.array(exchangeRateSchema) }),
});

export const playerMallRedemption = z.object({
  id: z.string(),
  itemId: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  paymentType: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  ticket: z.number().int().nullable(),
  status: z.enum(['paid', 'held', 'ticket']),
  createdAt: z.string(),
});
export const playerMallExchange = z.object({
  id: z.string(),
  paymentType: z.number().int(),
  amount: z.number().int(),
  cash: z.number().int(),
  status: z.enum(['paid', 'held']),
  createdAt: z.string(),
});
export const playerMallOutput = z.object({
  redemptions: z.array(playerMallRedemption),
  exchanges: z.array(playerMallExchange),
});
