/**
 * Giveaway rounds as a staff setting (key `giveaway`, config type 9162): the config module versions
 * and audits a save and calls this store in its transaction; the giveaway reads the live value each
 * time (one small row), so a claim sees the presents and budget in force.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  DEFAULT_GIVEAWAY_SETTINGS,
  giveawaySettingsSchema,
  type GiveawaySettings,
} from '@nyota/contract/staff/giveaway-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { GiveawaySettingsRepo } from './giveaway-settings.repo.js';

const repo = new GiveawaySettingsRepo();

export interface GiveawaySettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

/** The saved document, or no rounds when none is saved (or it no longer parses). */
export async function readGiveawaySettings(db: Db): Promise<GiveawaySettings> {
  const parsed = giveawaySettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_GIVEAWAY_SETTINGS;
}

export function giveawaySettingStore(now: () => Date): GiveawaySettingStore {
  return {
    async read(db) {
      return { ...(await readGiveawaySettings(db)) };
    },
    async write(trx, value) {
      const parsed = giveawaySettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'giveaway';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
