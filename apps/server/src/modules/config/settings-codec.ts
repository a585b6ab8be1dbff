/**
 * How each setting's value is stored in global_config.content: the payment documents as JSON (as
 * their readers parse them), the sign-up code toggle as the seed's '1' / '0'. Also the checks a
 * value must pass before it is saved: its contract schema, and limits that grow.
 */
import { payItemsSettingSchema, SETTINGS, type SettingKey } from '@nyota/contract/staff/settings-schemas';
import { depositConfigSchema } from '@nyota/contract/api/payments';
import type { Db } from '../../platform/db/database.js';
import { ErrorCode } from '@nyota/contract/error-codes';
import { AppError } from '../../platform/http/app-error.js';

export type SettingValue = Record<string, unknown>;

export const SETTING_NAMES: Readonly<Record<SettingKey, string>> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  signup_code: 'signup_sms_code',
  channels: 'pay_channels',
  pay_items: 'pay_items',
  market_texts: 'market_texts',
  harm_markers: 'harm_markers',
  offers: 'offers',
  vip: 'vip',
  tasks: 'tasks',
  mall: 'mall',
  giveaway: 'giveaway',
  invite: 'invite',
  cash_rain: 'cash_rain',
};

/**
 * A setting kept in its owner's own tables (payments' channels and pay items, the harm-marker
 * thresholds, which players must not read from the public config) instead of
 * global_config: the owner reads the live value and writes it in the saving transaction.
 */
export interface SettingStore {
  read(db: Db): Promise<SettingValue>;
  write(trx: Db, value: SettingValue): Promise<void>;
}

/** Pay item amounts stay within one deposit's limits (the deposit document in force). */
export function checkPayItemLimits(value: SettingValue, deposit: SettingValue): void {
  const parsed = payItemsSettingSchema.safeParse(value);
  const limits = depositConfigSchema.safeParse(deposit);
  if (!parsed.success || !limits.success) return;
  const { minimumLimitPerTransaction: min, upperLimitPerTransaction: max } = limits.data;
  parsed.data.items.forEach((item, i) => {
    if (item.enabled && (item.payMoney < min || item.payMoney > max)) {
      throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_pay_item_limits', {
        field: `items.${i}.payMoney`,
        min,
        max,
      });
    }
  });
}

export function encodeSetting(key: SettingKey, value: SettingValue): string {
  if (key === 'signup_code') return value['required'] === true ? '1' : '0';
  return JSON.stringify(value);
}

/** The stored text as a value; an unreadable document reads as an empty object (the form shows it). */
export function decodeSetting(key: SettingKey, content: string | undefined): SettingValue {
  if (content === undefined) return {};
  if (key === 'signup_code') return { required: content === '1' };
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // As its readers see it: a field added later with a default (6002 unwageredFee) shows its
    // default, so versions saved before it existed do not differ from later ones by that field.
    const read = SETTINGS[key].schema.safeParse(parsed);
    return read.success ? { ...read.data } : { ...parsed };
  } catch {
    return {};
  }
}

/** The value as its schema parses it (unknown fields dropped), or an AppError naming the first bad field. */
export function validSetting(key: SettingKey, value: unknown): SettingValue {
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || key;
    throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
  }
  const v: SettingValue = { ...parsed.data };
  if ('minimumLimitPerTransaction' in parsed.data) {
    const { minimumLimitPerTransaction: min, upperLimitPerTransaction: max, dailyLimit } = parsed.data;
    if (!(min <= max && max <= dailyLimit)) throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_limits');
  }
  return v;
}
