/**
 * The mall and the exchange (docs/product-rules/mall.md): the seeds' account-service calls
 * `GET /mall/my-prizes`, `POST /mall/redeem (raffleId)` and `GET /account/cfg/exchange`, with the
 * item list, a raffle's draw and the exchange itself in the same style. `paymentType` 1 is coins,
 * 2 diamonds; an item's `type` 1 to 5 is the reward type it gives, 6 a raffle ticket.
 */
import { z } from 'zod';

const digits = (max: number) =>
  z
    .string({ error: 'errors.validation' })
    .regex(/^[0-9]{1,12}$/, { error: 'errors.validation' })
    .transform((v) => Number(v))
    .refine((n) => n <= max, { error: 'errors.validation' });

const paymentTypeText = z.enum(['1', '2'], { error: 'errors.validation' }).transform((v) => (v === '1' ? 1 : 2));
const paymentTypeField = z.union([z.literal(1), z.literal(2), paymentTypeText], { error: 'errors.validation' });

export const mallItemsQuery = z.object({
  paymentType: paymentTypeText.optional(),
  type: z.enum(['1', '2', '3', '4', '5', '6'], { error: 'errors.validation' }).transform(Number).optional(),
});

export const raffleWinnerView = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  /** The winner's mobile with its middle hidden. */
  mobile: z.string(),
  /** Paid, or withheld when the winner could not receive a bonus at the draw. */
  status: z.enum(['paid', 'held', 'withheld']),
  mine: z.boolean(),
});
export type RaffleWinnerView = z.infer<typeof raffleWinnerView>;

export const raffleView = z.object({
  raffleId: z.number().int(),
  drawAt: z.string(),
  /** SHA-256 (hex) of the seed, published before any ticket is sold. */
  seedHash: z.string(),
  /** Revealed at the draw; null before. */
  seed: z.string().nullable(),
  status: z.enum(['open', 'drawn']),
  /** Tickets sold, numbered 1 to `tickets` in the order they were bought. */
  tickets: z.number().int(),
  prizes: z.array(z.object({ place: z.number().int(), bonusType: z.number().int(), amount: z.number().int() })),
  winners: z.array(raffleWinnerView),
  drawnAt: z.string().nullable(),
  /** The member's own ticket numbers (empty for a guest). */
  myTickets: z.array(z.number().int()),
});
export type RaffleView = z.infer<typeof raffleView>;

export const mallItemView = z.object({
  id: z.number().int(),
  type: z.number().int(),
  paymentType: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  amount: z.number().int(),
  stock: z.number().int(),
  stockLeft: z.number().int(),
  perDay: z.number().int(),
  perMember: z.number().int(),
  minLevel: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** How many the caller redeemed today and in all (0 for a guest). */
  myToday: z.number().int(),
  myTotal: z.number().int(),
  raffle: raffleView.nullable(),
});
export type MallItemView = z.infer<typeof mallItemView>;
export const mallItemsData = z.object({ list: z.array(mallItemView) });

export const mallRedeemBody = z.object({
  raffleId: z.union([z.number().int().min(1).max(9_999_999), digits(9_999_999)], { error: 'errors.validation' }),
});

export const mallPrizeView = z.object({
  id: z.string(),
  itemId: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  paymentType: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  /** A raffle ticket's number; null for other prizes. */
  ticket: z.number().int().nullable(),
  /** paid; held while staff decide a large grant; ticket for a raffle ticket (the draw pays). */
  status: z.enum(['paid', 'held', 'ticket']),
  createdAt: z.string(),
});
export type MallPrizeView = z.infer<typeof mallPrizeView>;
export const mallRedeemData = z.object({ prize: mallPrizeView });

export const myPrizesQuery = z.object({
  size: digits(50).optional(),
  /** The last id of the previous page. */
  maxId: z
    .string()
    .regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' })
    .optional(),
});
export const myPrizesData = z.object({ list: z.array(mallPrizeView), nextMaxId: z.string().nullable() });

export const raffleQuery = z.object({ raffleId: digits(9_999_999) });
export const raffleData = raffleView;

export const exchangeRateView = z.object({
  paymentType: z.number().int(),
  enabled: z.boolean(),
  rateBp: z.number().int(),
  min: z.number().int(),
  dailyLimit: z.number().int(),
  /** Coins or diamonds the caller exchanged today, and what is left (the whole limit for a guest). */
  usedToday: z.number().int(),
  leftToday: z.number().int(),
});
export const exchangeCfgData = z.object({
  requiredLevel: z.number().int(),
  /** The caller's VIP level; null for a guest. */
  level: z.number().int().nullable(),
  rates: z.array(exchangeRateView),
});
export type ExchangeCfg = z.infer<typeof exchangeCfgData>;

export const exchangeBody = z.object({
  paymentType: paymentTypeField,
  amount: z.union([z.number().int().min(1).max(10_000_000_000), digits(10_000_000_000)], { error: 'errors.validation' }),
});
export const exchangeData = z.object({
  id: z.string(),
  paymentType: z.number().int(),
  amount: z.number().int(),
  cash: z.number().int(),
  status: z.enum(['paid', 'held']),
  cfg: exchangeCfgData,
});

export const exchangeCfgQuery = z.object({});
