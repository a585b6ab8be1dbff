/**
 * The mall and the exchange as staff edit them (docs/product-rules/mall.md): the items on sale for
 * coins or diamonds, the raffles among them, and the exchange's rates and limits. One document per
 * market, kept in the mall module's own table and versioned and audited by the config module's
 * settings like `vip`; without a saved document the defaults below are the mall.
 */
import { z } from 'zod';
import { bonusTermsSchema } from '../bonus-terms.js';
import { VIP_MAX_LEVEL } from './vip-settings-schemas.js';

/** Config type numbering the `mall` setting's versions (next to VIP_CONFIG_TYPE, apart from it). */
export const MALL_CONFIG_TYPE = 9154;

/** The seeds' `paymentType` of /mall/{paymentType}: what an item's price is paid in. */
export const MallPaymentType = { COINS: 1, DIAMONDS: 2 } as const;
export type MallPaymentTypeValue = (typeof MallPaymentType)[keyof typeof MallPaymentType];
export const MALL_PAYMENT_TYPES = [1, 2] as const;

/**
 * The seeds' `type` of /mall/more/{type}/{paymentType}: what an item gives. 1 to 5 are the reward
 * types (1 cash, 2 bonus money, 3 coins, 4 diamonds, 5 voucher); 6 is a raffle ticket.
 */
export const MallItemType = { CASH: 1, BONUS: 2, COINS: 3, DIAMONDS: 4, VOUCHER: 5, RAFFLE: 6 } as const;
export type MallItemTypeValue = (typeof MallItemType)[keyof typeof MallItemType];
export const MALL_ITEM_TYPES = [1, 2, 3, 4, 5, 6] as const;

const paymentType = z.union([z.literal(1), z.literal(2)]);
const itemType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
const text = z.string().trim().min(1).max(80);
const isoTime = z.iso.datetime({ offset: true });

/** A raffle's places: place 1 is the first winner drawn. Paid in cash, coins or diamonds. */
export const rafflePrizeSchema = z.object({
  bonusType: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  amount: z.number().int().min(1).max(100_000_000),
});

export const mallItemSchema = z
  .object({
    /** Stable and unique: redemptions, stock and limits key on it (the seeds' `raffleId`). */
    id: z.number().int().min(1).max(9_999_999),
    type: itemType,
    paymentType,
    name: z.object({ en: text, sw: text }),
    enabled: z.boolean(),
    /** Minor units of coins or diamonds (paymentType). */
    price: z.number().int().min(1).max(1_000_000_000),
    /** Minor units of the prize's unit; 0 for a raffle ticket (the places hold the prizes). */
    amount: z.number().int().min(0).max(100_000_000),
    /** How many can ever be redeemed (tickets for a raffle). */
    stock: z.number().int().min(0).max(10_000_000),
    /** Per member per market day, and per member in all. */
    perDay: z.number().int().min(1).max(100_000),
    perMember: z.number().int().min(1).max(1_000_000),
    /** The VIP level needed (0: everyone). */
    minLevel: z.number().int().min(0).max(VIP_MAX_LEVEL),
    /** On sale from and until (null: open-ended). */
    startAt: isoTime.nullable(),
    endAt: isoTime.nullable(),
    /** Bonus money items (type 2): the grant's frozen terms. */
    terms: bonusTermsSchema.nullable(),
    /** Voucher items (type 5): the lowest deposit it needs and its days of validity. */
    voucher: z
      .object({ minAmount: z.number().int().min(0).max(100_000_000), validDays: z.number().int().min(1).max(90) })
      .nullable(),
    /** Raffle items (type 6): when the draw is, and the places' prizes. */
    raffle: z.object({ drawAt: isoTime, prizes: z.array(rafflePrizeSchema).min(1).max(20) }).nullable(),
  })
  .refine((i) => i.type === 6 || i.amount >= 1, { error: 'amount', path: ['amount'] })
  .refine((i) => i.type !== 2 || i.terms !== null, { error: 'terms', path: ['terms'] })
  .refine((i) => i.type !== 5 || i.voucher !== null, { error: 'voucher', path: ['voucher'] })
  .refine((i) => (i.type === 6) === (i.raffle !== null), { error: 'raffle', path: ['raffle'] })
  .refine((i) => i.type !== 6 || i.perDay <= i.perMember, { error: 'perDay', path: ['perDay'] });
export type MallItem = z.infer<typeof mallItemSchema>;

/** One exchange rate: `rateBp` cash minor units per 10,000 minor units of coins or diamonds. */
export const exchangeRateSchema = z.object({
  paymentType,
  enabled: z.boolean(),
  rateBp: z.number().int().min(1).max(1_000_000),
  /** The fewest coins or diamonds (minor units) one exchange takes. */
  min: z.number().int().min(1).max(1_000_000_000),
  /** The most coins or diamonds (minor units) a member exchanges per market day. */
  dailyLimit: z.number().int().min(1).max(10_000_000_000),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const mallSettingsSchema = z
  .object({
    items: z.array(mallItemSchema).max(200),
    exchange: z.object({
      /** The seeds' "exchange level 4". */
      requiredLevel: z.number().int().min(0).max(VIP_MAX_LEVEL),
      rates: z.array(exchangeRateSchema).max(2),
    }),
  })
  .refine((s) => new Set(s.items.map((i) => i.id)).size === s.items.length, { error: 'ids', path: ['items'] })
  .refine((s) => new Set(s.exchange.rates.map((r) => r.paymentType)).size === s.exchange.rates.length, {
    error: 'rates',
    path: ['exchange', 'rates'],
  });
export type MallSettings = z.infer<typeof mallSettingsSchema>;

const DEFAULT_TERMS = {
  wageringMultiple: 5,
  contributions: { default: 100, games: {} },
  maxStake: 5_000,
  maxConversion: 50_000,
  validDays: 7,
};

const base = {
  enabled: true,
  minLevel: 0,
  startAt: null,
  endAt: null,
  terms: null,
  voucher: null,
  raffle: null,
} as const;

/**
 * A fresh platform's mall: cash, bonus money, a voucher and a weekly raffle for coins; diamonds buy
 * cash, coins and a bigger raffle. The raffles' draw is the Sunday after the platform's first year
 * begins (2027-01-03 18:00 UTC); staff set new ones as items of their own.
 */
export const DEFAULT_MALL_SETTINGS: MallSettings = {
  items: [
    {
      ...base,
      id: 1001,
      type: 1,
      paymentType: 1,
      name: { en: 'K5 cash', sw: 'K5 pesa taslimu' },
      price: 50_000,
      amount: 500,
      stock: 1_000,
      perDay: 2,
      perMember: 20,
    },
    {
      ...base,
      id: 1002,
      type: 2,
      paymentType: 1,
      name: { en: 'K20 bonus money', sw: 'K20 pesa za bonasi' },
      price: 100_000,
      amount: 2_000,
      stock: 500,
      perDay: 1,
      perMember: 10,
      terms: DEFAULT_TERMS,
    },
    {
      ...base,
      id: 1003,
      type: 5,
      paymentType: 1,
      name: { en: 'K10 deposit voucher', sw: 'Vocha ya amana ya K10' },
      price: 60_000,
      amount: 1_000,
      stock: 500,
      perDay: 1,
      perMember: 10,
      voucher: { minAmount: 5_000, validDays: 14 },
    },
    {
      ...base,
      id: 1004,
      type: 6,
      paymentType: 1,
      name: { en: 'Weekly cash draw ticket', sw: 'Tiketi ya droo ya wiki' },
      price: 10_000,
      amount: 0,
      stock: 10_000,
      perDay: 10,
      perMember: 50,
      raffle: {
        drawAt: '2027-01-03T18:00:00Z',
        prizes: [
          { bonusType: 1, amount: 50_000 },
          { bonusType: 1, amount: 20_000 },
          { bonusType: 3, amount: 100_000 },
        ],
      },
    },
    {
      ...base,
      id: 2001,
      type: 1,
      paymentType: 2,
      name: { en: 'K10 cash', sw: 'K10 pesa taslimu' },
      price: 1_000,
      amount: 1_000,
      stock: 1_000,
      perDay: 2,
      perMember: 20,
    },
    {
      ...base,
      id: 2002,
      type: 3,
      paymentType: 2,
      name: { en: '50 Coin Spins', sw: 'Mizunguko 50 ya Sarafu' },
      price: 500,
      amount: 50_000,
      stock: 5_000,
      perDay: 5,
      perMember: 100,
    },
    {
      ...base,
      id: 2003,
      type: 6,
      paymentType: 2,
      name: { en: 'Diamond draw ticket', sw: 'Tiketi ya droo ya almasi' },
      price: 200,
      amount: 0,
      stock: 5_000,
      perDay: 5,
      perMember: 25,
      minLevel: 1,
      raffle: {
        drawAt: '2027-01-03T18:00:00Z',
        prizes: [
          { bonusType: 1, amount: 90_000 },
          { bonusType: 4, amount: 5_000 },
        ],
      },
    },
  ],
  exchange: {
    requiredLevel: 4,
    rates: [
      // 100.00 coins are K1.00; 1.00 diamond is K1.00.
      { paymentType: 1, enabled: true, rateBp: 100, min: 10_000, dailyLimit: 1_000_000 },
      { paymentType: 2, enabled: true, rateBp: 10_000, min: 100, dailyLimit: 50_000 },
    ],
  },
};
