/**
 * The referral rules and the cash-giving table as a staff setting (key `invite`, config type 9161):
 * the config module versions and audits a save and calls this store in its transaction; the invite
 * module reads the live value each time it decides (one small row).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  DEFAULT_INVITE_SETTINGS,
  inviteSettingsSchema,
  type InviteSettings,
} from '@nyota/contract/staff/invite-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { InviteSettingsRepo } from './invite-settings.repo.js';

const repo = new InviteSettingsRepo();

export interface InviteSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

/** The saved document, or the contract's defaults when none is saved (or it no longer parses). */
export async function readInviteSettings(db: Db): Promise<InviteSettings> {
  const parsed = inviteSettingsSchema.safeParse(await repo.read(db));
  return parsed.success ? parsed.data : DEFAULT_INVITE_SETTINGS;
}

export function inviteSettingStore(now: () => Date): InviteSettingStore {
  return {
    async read(db) {
      return { ...(await readInviteSettings(db)) };
    },
    async write(trx, value) {
      const parsed = inviteSettingsSchema.safeParse(value);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') ?? 'invite';
        throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
      }
      await repo.write(trx, JSON.stringify(parsed.data), now());
    },
  };
}
