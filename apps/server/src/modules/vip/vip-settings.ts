/**
 * The VIP club's levels and benefits as a staff setting (key `vip`): the config module versions and
 * audits a save and calls this store in its transaction; the consumer and the calls read the live
 * value each time (one small row).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_VIP_SETTINGS, vipSettingsSchema, type VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { VipSettingsRepo } from './vip-settings.repo.js';

const repo = new VipSettingsRepo();

export interface VipSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

/** The saved document, or the contract's defaults when none is saved (or it no longer parses). */
export async function readVipSettings(db: Db): Promise<VipSettings> {
  const parsed = vipSettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_VIP_SETTINGS;
}

export function vipSettingStore(now: () => Date): VipSettingStore {
  return {
    async read(db) {
      return { ...(await readVipSettings(db)) };
    },
    async write(trx, value) {
      const parsed = vipSettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'vip';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
