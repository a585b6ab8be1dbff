/**
 * The mall's items and the exchange's rates as a staff setting (key `mall`): the config module
 * versions and audits a save and calls this store in its transaction; the mall reads the live value
 * each time (one small row), so a redemption sees the price and limits in force.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_MALL_SETTINGS, mallSettingsSchema, type MallSettings } from '@nyota/contract/staff/mall-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { MallSettingsRepo } from './mall-settings.repo.js';

const repo = new MallSettingsRepo();

export interface MallSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

/** The saved document, or the contract's defaults when none is saved (or it no longer parses). */
export async function readMallSettings(db: Db): Promise<MallSettings> {
  const parsed = mallSettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_MALL_SETTINGS;
}

export function mallSettingStore(now: () => Date): MallSettingStore {
  return {
    async read(db) {
      return { ...(await readMallSettings(db)) };
    },
    async write(trx, value) {
      const parsed = mallSettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'mall';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
