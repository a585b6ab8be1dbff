/**
 * The offers' settings as a staff setting (key `offers`): the config module versions and audits a
 * save and calls this store in its transaction; claims read the live value each time.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_OFFER_SETTINGS, offerSettingsSchema, type OfferSettings } from '@nyota/contract/staff/offer-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { OfferSettingsRepo } from './offer-settings.repo.js';

const repo = new OfferSettingsRepo();

export interface OfferSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

export async function readOfferSettings(db: Db): Promise<OfferSettings> {
  const parsed = offerSettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_OFFER_SETTINGS;
}

/** `shown` fills what staff see in sections not saved yet (market presets); saving stores them. */
export function offerSettingStore(now: () => Date, shown: (s: OfferSettings) => OfferSettings = (s) => s): OfferSettingStore {
  return {
    async read(db) {
      return { ...shown(await readOfferSettings(db)) };
    },
    async write(trx, value) {
      const parsed = offerSettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'offers';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
