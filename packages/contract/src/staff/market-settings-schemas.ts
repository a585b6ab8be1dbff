/**
 * Market settings kept outside the payment documents (docs/staff-console.md#market-settings): the
 * pay channels switched on or off, the deposit presets (pay items), and the market texts that
 * override the deployment's contact links, USSD code and home slides.
 */
import { z } from 'zod';
import { homeSlidesSchema } from '../api/config.js';

export const channelSettingSchema = z.object({
  id: z.number().int().positive(),
  direction: z.enum(['deposit', 'withdraw']),
  operator: z.string(),
  enabled: z.boolean(),
});
/** Every channel of the market; only `enabled` is changed by a save. */
export const channelsSettingSchema = z.object({ channels: z.array(channelSettingSchema).min(1) });

/** Amounts in minor units (ngwee): what the player pays and what is credited. */
export const payItemSettingSchema = z.object({
  /** null for a new preset. */
  id: z.number().int().positive().nullable(),
  payMoney: z.number().int().positive(),
  money: z.number().int().positive(),
  hot: z.boolean(),
  enabled: z.boolean(),
});
/** The presets in display order; a preset left out is switched off (payments keep pointing at it). */
export const payItemsSettingSchema = z.object({
  items: z
    .array(payItemSettingSchema)
    .max(20)
    .refine((items) => {
      const on = items.filter((i) => i.enabled).map((i) => i.payMoney);
      return new Set(on).size === on.length;
    }, 'amounts must be unique'),
});

const contactValue = z.string().trim().max(200);
/**
 * Over the deployment's defaults (preset, SUPPORT_*, USSD_CODE, HOME_SLIDES): a field left out keeps
 * the default; an empty contact value hides that channel.
 */
export const marketTextsSettingSchema = z.object({
  contact: z.partialRecord(z.enum(['phone', 'whatsapp', 'email', 'facebook', 'x']), contactValue),
  ussdCode: z
    .string()
    .trim()
    .regex(/^[*#0-9]{2,40}$/, 'digits, * and #')
    .optional(),
  homeSlides: homeSlidesSchema.optional(),
});
export type MarketTexts = z.infer<typeof marketTextsSettingSchema>;
