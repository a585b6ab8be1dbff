import { z } from 'zod';
import {
  HOME_SLIDES_MAX,
  isSlideId,
  isSlideImagePath,
  isSlideRoute,
  SLIDE_TITLE_MAX,
  type HomeSlide,
  type ServedMarket,
} from '../home-slides.js';

export const queryGlobalByTypeQuery = z.object({
  type: z.coerce.number({ error: 'errors.invalid_config_type' }).int({ error: 'errors.invalid_config_type' }).min(1).max(999999),
});

export const globalConfigItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  content: z.string(),
});
export type GlobalConfigItem = z.infer<typeof globalConfigItemSchema>;
export const queryGlobalByTypeData = z.array(globalConfigItemSchema);

const operatorSchema = z.object({ id: z.string(), name: z.string(), prefixes: z.array(z.string()).readonly() });
const taxRuleSchema = z.object({
  taxType: z.enum(['WHT', 'EXCISE', 'GGR']),
  base: z.enum(['stake', 'deposit', 'withdrawal', 'net_winnings']),
  rate: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  rounding: z.enum(['up', 'down', 'half_up']),
});

const slideTitle = z.string().trim().min(1).max(SLIDE_TITLE_MAX);

/** One home banner slide (home-slides.ts says what each field means). */
export const homeSlideSchema: z.ZodType<HomeSlide> = z.strictObject({
  id: z.string().refine(isSlideId, 'a slug of lower-case letters, digits and -, at most 40'),
  image: z.string().refine(isSlideImagePath, 'a path on this site to an .svg, .webp, .png or .jpg, e.g. /banners/welcome.svg'),
  title: z.strictObject({ en: slideTitle, sw: slideTitle }),
  to: z.string().refine(isSlideRoute, 'an app route starting with /, e.g. /deposit').nullable(),
});

/** The home slides in display order: at least one, ids unique. */
export const homeSlidesSchema = z
  .array(homeSlideSchema)
  .min(1)
  .max(HOME_SLIDES_MAX)
  .refine((slides) => new Set(slides.map((s) => s.id)).size === slides.length, 'slide ids must be unique');

/**
 * The deployment's market as the server runs it (preset plus SUPPORT_* / USSD_CODE overrides) and
 * its home slides (preset defaults or HOME_SLIDES).
 */
export const marketData: z.ZodType<ServedMarket> = z.object({
  code: z.enum(['zm', 'ke', 'ug', 'gh']),
  country: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  areaCode: z.string(),
  nsnLength: z.number().int(),
  trunkPrefix: z.string(),
  mobilePlaceholder: z.string(),
  brandName: z.string(),
  operators: z.array(operatorSchema).readonly(),
  taxRules: z.array(taxRuleSchema).readonly(),
  timeZone: z.string(),
  defaultLanguage: z.string(),
  ussdCode: z.string(),
  helpline: z.string(),
  contact: z.partialRecord(z.enum(['phone', 'whatsapp', 'email', 'facebook', 'x']), z.string()),
  homeSlides: z.array(homeSlideSchema).readonly(),
  cookieDomain: z.string().nullable(),
});
export const marketQuery = z.object({});
