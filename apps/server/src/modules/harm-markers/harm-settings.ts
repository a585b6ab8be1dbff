/**
 * The thresholds as a staff setting (docs/staff-console.md#market-settings): the config module
 * versions and audits a save and calls this store inside its transaction; the consumer reads the
 * live value at each batch, so a change applies to the next events.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_HARM_THRESHOLDS, harmThresholdsSchema, type HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { HarmSettingsRepo } from './harm-settings.repo.js';

const repo = new HarmSettingsRepo();

export interface HarmSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

export async function readThresholds(db: Db): Promise<HarmThresholds> {
  const parsed = harmThresholdsSchema.safeParse(await repo.read(db));
  // A stored value this code cannot read (an older shape) falls back to the defaults, never to no markers.
  return parsed.success ? parsed.data : DEFAULT_HARM_THRESHOLDS;
}

export function harmSettingStore(now: () => Date): HarmSettingStore {
  return {
    async read(db) {
      return { ...(await readThresholds(db)) };
    },
    async write(trx, value) {
      const parsed = harmThresholdsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'harm_markers';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
