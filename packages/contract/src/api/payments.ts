/**
 * Deposit and withdraw calls (docs/product-rules/wallet.md#calls) and the configuration documents they read. Every
 * amount is an integer in minor units (ngwee for ZMW); rates are integers over 10000 (1000 = 10%).
 * Range checks that need the configured limits in their message
 * (docs/product-rules/wallet.md#deposit-limits: "the amount range is {min}-{max}") are made by the
 * server's services, not here.
 */
import { z } from 'zod';
import { textField } from './fields.js';
import { DepositResult, DepositStatus, MAX_AMOUNT_MINOR, WithdrawFeeType, WithdrawStatus } from '../payments-constants.js';

// Plain constants live in a zod-free module so the web bundle can use them; re-exported here.
export { DepositResult, DepositStatus, MAX_AMOUNT_MINOR, WithdrawFeeType, WithdrawStatus };

/** A positive amount in minor units as a form sends it: digits only, no sign, no decimals, no exponent. */
export const amountField = z
  .string({ error: 'errors.invalid_amount' })
  .regex(/^[0-9]{1,12}$/, { error: 'errors.invalid_amount' })
  .transform((v) => Number(v))
  .refine((n) => n > 0 && n <= MAX_AMOUNT_MINOR, { error: 'errors.invalid_amount' });

/** A channel or pay-item id as a form sends it (pay item 0 means none, docs/product-rules/wallet.md#calls). */
const idField = (error: 'errors.invalid_channel' | 'errors.invalid_pay_item', min = 1) =>
  z
    .string({ error })
    .regex(/^[0-9]{1,9}$/, { error })
    .transform((v) => Number(v))
    .refine((n) => n >= min, { error });

/** Our payment id (a UUIDv4), the seed's transNo / tradeNo. */
export const transNoField = z
  .string({ error: 'errors.invalid_trans_no' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, { error: 'errors.invalid_trans_no' });

// ---- configuration documents (global config content JSON) ----------------------------------------

/** Config type 6000: deposit limits and the deposit tax with its subsidy (docs/product-rules/wallet.md#deposit-tax). */
export const depositConfigSchema = z.object({
  enable: z.boolean(),
  /** Tax on the deposited amount, over 10000; null = the market's dated rule (EXCISE on deposits). */
  taxRate: z.number().int().min(0).max(10000).nullable(),
  /** The subsidy applies from `min`; `amount` caps it (0 = no cap). */
  subsidyRange: z.object({ min: z.number().int().min(0), amount: z.number().int().min(0) }),
  /** Share of the tax the platform pays for the player, over 10000. */
  subsidyRate: z.number().int().min(0).max(10000),
  minimumLimitPerTransaction: z.number().int().positive(),
  upperLimitPerTransaction: z.number().int().positive(),
  /**
   * Per member and calendar day in the market's time zone (300,000 in the reference config,
   * docs/product-rules/wallet.md#deposit-limits).
   */
  dailyLimit: z.number().int().positive(),
  /** Minutes a prompt is waited for before the deposit shows as closed (a later success is still credited). */
  expiryMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
});
export type DepositConfig = z.infer<typeof depositConfigSchema>;

/**
 * The extra fee on withdrawing deposits not yet staked (docs/product-rules/wallet-unwagered-fee.md):
 * `rate` over 10000 on the unwagered part a withdrawal takes (0 switches it off), `multiple` times a
 * deposit that cash stakes must reach, `windowDays` how long a deposit counts.
 */
export const unwageredFeeSchema = z.object({
  rate: z.number().int().min(0).max(10000),
  multiple: z.number().int().min(1).max(10),
  windowDays: z.number().int().min(1).max(365),
});
export type UnwageredFeeConfig = z.infer<typeof unwageredFeeSchema>;
export const UNWAGERED_FEE_DEFAULTS: UnwageredFeeConfig = { rate: 1000, multiple: 1, windowDays: 30 };

/**
 * Config type 6002: the product's withdraw config, plus our instant-payout cap
 * (docs/product-rules/wallet.md#withdraw-limits).
 */
export const withdrawConfigSchema = z.object({
  enable: z.boolean(),
  /** Shown instead of the form when disabled. */
  message: z.string(),
  /** Withholding tax over 10000; null = the market's dated WHT rule. */
  taxRate: z.number().int().min(0).max(10000).nullable(),
  minimumLimitPerTransaction: z.number().int().positive(),
  upperLimitPerTransaction: z.number().int().positive(),
  /** Total a member may withdraw per calendar day (market time zone). */
  dailyLimit: z.number().int().positive(),
  /**
   * Above this total per day a withdrawal waits for staff review (20,000 in the Zambia preset,
   * docs/product-rules/wallet.md#withdraw-limits).
   */
  instantDailyCap: z.number().int().min(0),
  /**
   * Our addition for the wallet seed's §9 "unwagered top-ups incur an extra withdrawal fee"
   * (docs/product-rules/wallet-unwagered-fee.md). A document without it gets the defaults.
   */
  unwageredFee: unwageredFeeSchema.default(UNWAGERED_FEE_DEFAULTS),
});
export type WithdrawConfig = z.infer<typeof withdrawConfigSchema>;

// ---- deposit ---------------------------------------------------------------------------------------

export const payItemSchema = z.object({
  id: z.number().int(),
  /** What the player receives. */
  money: z.number().int(),
  /** What the player pays. */
  payMoney: z.number().int(),
  /** The tile's picture: a path to our own artwork under the web app, or '' for none. */
  image: z.string(),
  /** The deposit preset's flag (docs/product-rules/deposit.md#quick-amounts-pay-items): the tile shows a badge. */
  hot: z.boolean(),
});
export type PayItem = z.infer<typeof payItemSchema>;
export const payItemsData = z.array(payItemSchema);

export const depositChannelSchema = z.object({
  id: z.number().int(),
  /** The operator: MTN, AIRTEL, ZAMTEL, MPESA, ... */
  channelCode: z.string(),
  /** Our own artwork under the web app (e.g. /channels/mtn.svg). */
  logoUrl: z.string(),
  /** Local numbers this operator issues (a default guess: numbers are portable). */
  mobilePattern: z.string(),
  /** True for the operator of the player's registered number. */
  selected: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsData = z.array(depositChannelSchema);

export const depositInitBody = z.object({
  /** 0 when no pay item was chosen (docs/product-rules/wallet.md#calls). */
  itemId: idField('errors.invalid_pay_item', 0).optional().default(0),
  payMoney: amountField,
  payChannel: idField('errors.invalid_channel'),
});
export const depositInitData = z.object({
  /** Carries `?transNo=<our payment id>`; the client reads it and starts waiting. */
  redirectUrl: z.string(),
});

export const depositTaxBody = z.object({ amount: amountField });
export const depositTaxData = z.object({
  taxPayable: z.number().int(),
  rateSubsidyAmount: z.number().int(),
});
export type DepositTax = z.infer<typeof depositTaxData>;

export const depositResultQuery = z.object({
  transNo: transNoField,
  /** '1': ask the provider now if the payment is still open (at most every few seconds). */
  sync: z.enum(['0', '1'], { error: 'errors.invalid_flag' }).optional().default('0'),
});

export const depositResultData = z.object({
  status: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  desc: z.string(),
});
export type DepositResultData = z.infer<typeof depositResultData>;

/** Pushed on /im as { object: 'Deposit', event: 'StatusChange', data }. */
/** The Deposit/StatusChange push's data (its schema: im/account.ts). */
export type { DepositStatusChange } from '../im/account.js';

// ---- withdraw --------------------------------------------------------------------------------------

export const withdrawChannelSchema = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  mobilePattern: z.string(),
  withdrawFeeType: z.number().int(),
  /** Type 1: rate over 10000; type 2: minor units. */
  withdrawFeeValue: z.number().int(),
});
export type WithdrawChannel = z.infer<typeof withdrawChannelSchema>;
export const withdrawChannelsData = z.array(withdrawChannelSchema);

export const memberTaxQuery = z.object({
  money: amountField,
  /** The withdraw channel (its fee applies); the registered number's operator when absent. */
  channel: idField('errors.invalid_channel').optional(),
});
export const memberTaxData = z.object({
  tax: z.number().int(),
  fee: z.number().int(),
  /** What reaches the phone: money - fee - tax, never below zero. */
  net: z.number().int(),
  /** The withholding rate applied, over 10000. */
  taxRate: z.number().int(),
  /** The part of the amount the rate was applied to. */
  taxableAmount: z.number().int(),
  /**
   * Our addition: the extra fee on deposits not yet staked (docs/product-rules/wallet-unwagered-fee.md),
   * on top of `fee` (the channel's fee); 0 when none applies.
   */
  extraFee: z.number().int(),
  /** The part of the amount the extra fee was applied to. */
  unwageredAmount: z.number().int(),
  /** The extra fee's rate, over 10000. */
  extraFeeRate: z.number().int(),
});
export type MemberTax = z.infer<typeof memberTaxData>;

export type { WithdrawStatusValue } from '../payments-constants.js';

export const withdrawRecordSchema = z.object({
  id: z.string(),
  createTime: z.string(),
  tradeNo: z.string(),
  money: z.number().int(),
  fee: z.number().int(),
  tax: z.number().int(),
  net: z.number().int(),
  status: z.number().int(),
  channel: z.number().int(),
  channelCode: z.string(),
  /** The registered number the payout went to, masked. */
  mobile: z.string(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecordSchema>;

export const lastSuccessfulQuery = z.object({ channel: idField('errors.invalid_channel') });
export const lastSuccessfulData = withdrawRecordSchema.nullable();

export const withdrawInitBody = z.object({
  money: amountField,
  /** A note from the player, kept with the withdrawal (never sent to the provider). */
  message: textField(100).optional().default(''),
  /** The withdraw channel id from /pan-pay/withdraw/channels. */
  channel: idField('errors.invalid_channel'),
  /** That channel's channelCode, checked against it when given. */
  payChannel: z
    .string({ error: 'errors.invalid_channel' })
    .regex(/^[A-Z_]{0,32}$/, { error: 'errors.invalid_channel' })
    .optional()
    .default(''),
});
export const withdrawInitData = withdrawRecordSchema;
