/**
 * The offers' settings as staff edit them (docs/product-rules/offers.md): one document per market,
 * kept in the offers module's own table and versioned by the config module like every setting.
 */
import { z } from 'zod';
import {
  DEFAULT_FIRST_DEPOSIT_OFFER,
  DEFAULT_PACK_DEPOSIT_OFFER,
  DEFAULT_PROMOTION_DEPOSIT_OFFER,
  everyDepositOfferSchema,
  firstDepositOfferSchema,
  packDepositOfferSchema,
  promotionDepositOfferSchema,
} from './deposit-offer-settings-schemas.js';

/** Types a sign-in reward may pay: cash, coins, diamonds or a voucher (bonus money needs terms). */
const plainBonusType = z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5)]);

export const offerSettingsSchema = z.object({
  signIn: z.object({
    enabled: z.boolean(),
    /** 1 cash, 3 coins, 4 diamonds, 5 voucher. */
    bonusType: plainBonusType,
    /** Minor units of its unit, per daily claim. */
    amount: z.number().int().min(1).max(100_000_000),
    name: z.string().trim().min(1).max(60),
  }),
  /** docs/product-rules/deposit-offers.md; a document saved before it existed reads the default. */
  firstDeposit: firstDepositOfferSchema.default(DEFAULT_FIRST_DEPOSIT_OFFER),
  /** Absent: the market's preset (`everyDepositPreset`: 5% in Kenya, off elsewhere). */
  everyDeposit: everyDepositOfferSchema.optional(),
  packDeposit: packDepositOfferSchema.default(DEFAULT_PACK_DEPOSIT_OFFER),
  promotionDeposit: promotionDepositOfferSchema.default(DEFAULT_PROMOTION_DEPOSIT_OFFER),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;

export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  signIn: { enabled: true, bonusType: 3, amount: 500, name: 'Daily sign-in coins' },
  firstDeposit: DEFAULT_FIRST_DEPOSIT_OFFER,
  packDeposit: DEFAULT_PACK_DEPOSIT_OFFER,
  promotionDeposit: DEFAULT_PROMOTION_DEPOSIT_OFFER,
};
