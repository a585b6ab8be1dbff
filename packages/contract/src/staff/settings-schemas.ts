/**
 * Market settings as staff edit them (docs/staff-console.md#market-settings): the global config
 * documents the player app and payments read, each with the zod schema that already guards its
 * readers, so a value the readers would refuse can never be saved.
 */
import { z } from 'zod';
import { depositConfigSchema, withdrawConfigSchema } from '../api/payments.js';
import { ConfigType } from '../constants.js';
import { reasonSchema } from './schemas.js';
import { harmThresholdsSchema } from './harm-markers-schemas.js';
import { offerSettingsSchema } from './offer-settings-schemas.js';
import { VIP_CONFIG_TYPE, vipSettingsSchema } from './vip-settings-schemas.js';
import { TASKS_CONFIG_TYPE, taskSettingsSchema } from './task-settings-schemas.js';
import { MALL_CONFIG_TYPE, mallSettingsSchema } from './mall-settings-schemas.js';
import { GIVEAWAY_CONFIG_TYPE, giveawaySettingsSchema } from './giveaway-settings-schemas.js';
import { INVITE_CONFIG_TYPE, inviteSettingsSchema } from './invite-settings-schemas.js';
import { CASH_RAIN_CONFIG_TYPE, cashRainSettingsSchema } from './cash-rain-settings-schemas.js';
import { channelsSettingSchema, marketTextsSettingSchema, payItemsSettingSchema } from './market-settings-schemas.js';

export * from './market-settings-schemas.js';

export const signupCodeSettingSchema = z.object({ required: z.boolean() });

/** Each editable document: its config type and the schema of its value. */
export const SETTINGS = {
  deposit: { type: ConfigType.TAX, schema: depositConfigSchema },
  withdraw: { type: ConfigType.WITHDRAW, schema: withdrawConfigSchema },
  signup_code: { type: ConfigType.SIGNUP_CODE, schema: signupCodeSettingSchema },
  channels: { type: ConfigType.PAY_CHANNELS, schema: channelsSettingSchema },
  pay_items: { type: ConfigType.PAY_ITEMS, schema: payItemsSettingSchema },
  market_texts: { type: ConfigType.MARKET_TEXTS, schema: marketTextsSettingSchema },
  harm_markers: { type: ConfigType.HARM_MARKERS, schema: harmThresholdsSchema },
  offers: { type: ConfigType.OFFERS, schema: offerSettingsSchema },
  vip: { type: VIP_CONFIG_TYPE, schema: vipSettingsSchema },
  tasks: { type: TASKS_CONFIG_TYPE, schema: taskSettingsSchema },
  mall: { type: MALL_CONFIG_TYPE, schema: mallSettingsSchema },
  giveaway: { type: GIVEAWAY_CONFIG_TYPE, schema: giveawaySettingsSchema },
  invite: { type: INVITE_CONFIG_TYPE, schema: inviteSettingsSchema },
  cash_rain: { type: CASH_RAIN_CONFIG_TYPE, schema: cashRainSettingsSchema },
} as const;
export const SETTING_KEYS = [
  'deposit',
  'withdraw',
  'signup_code',
  'channels',
  'pay_items',
  'market_texts',
  'harm_markers',
  'offers',
  'vip',
  'tasks',
  'mall',
  'giveaway',
  'invite',
  'cash_rain',
] as const;
export const settingKeySchema = z.enum(SETTING_KEYS);
export type SettingKey = z.infer<typeof settingKeySchema>;

const versionSchema = z.object({
  version: z.number().int(),
  staff: z.string(),
  at: z.string(),
  reason: z.string(),
});

export const settingSchema = z.object({
  key: settingKeySchema,
  /** The whole current value; checked against SETTINGS[key].schema when saved. */
  value: z.record(z.string(), z.unknown()),
  /** The latest version (0 when none is recorded yet); a save names it to detect a concurrent edit. */
  current: versionSchema.nullable(),
});
export type Setting = z.infer<typeof settingSchema>;
export const settingsListOutput = z.object({ items: z.array(settingSchema) });

export const saveSettingInput = z.object({
  key: settingKeySchema,
  value: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(0),
  reason: reasonSchema,
});

export const settingHistoryInput = z.object({ key: settingKeySchema });
export const settingChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingChange = z.infer<typeof settingChangeSchema>;
export const settingVersionSchema = versionSchema.extend({
  value: z.record(z.string(), z.unknown()),
  /** Against the version before it (none for the first). */
  changes: z.array(settingChangeSchema),
});
export const settingHistoryOutput = z.object({ items: z.array(settingVersionSchema) });
