/**
 * The referral rules of the browser-test run (docs/product-rules/invites.md): the default bonus
 * (K 300.00) and cash-giving table, but a friend counts after K 5.00 of settled real-money stakes
 * at any multiplier, so one slot spin of a fresh account qualifies it deterministically (a win of
 * 2x or more would be chance). Written to the invite module's own table before the server opens the
 * database, as test set-up (docs/style-guide.md#table-ownership); only invite.spec has invitees.
 */
import { DEFAULT_INVITE_SETTINGS, type InviteSettings } from '@nyota/contract/staff/invite-settings-schemas';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';

export const E2E_INVITE_SETTINGS: InviteSettings = {
  ...DEFAULT_INVITE_SETTINGS,
  referral: { ...DEFAULT_INVITE_SETTINGS.referral, minStake: 500, minMultiplier: 0 },
};

export async function seedInviteRules(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    await database.db
      .insertInto('invite_settings')
      .values({ id: 1, value: JSON.stringify(E2E_INVITE_SETTINGS), updated_at: new Date() })
      .execute();
  } finally {
    await database.close();
  }
}
