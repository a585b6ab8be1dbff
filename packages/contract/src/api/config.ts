import { z } from 'zod';
import type { MarketPreset } from '../markets.js';

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

/** The deployment's market as the server runs it (preset plus SUPPORT_* / USSD_CODE overrides). */
export const marketData: z.ZodType<MarketPreset> = z.object({
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
  contact: z.partialRecord(z.enum(['phone', 'whatsapp', 'email', 'facebook', 'x']), z.string()),
  cookieDomain: z.string().nullable(),
});
export const marketQuery = z.object({});
