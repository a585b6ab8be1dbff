/**
 * The giveaway rounds of the browser run (giveaway.spec.ts), saved before the server starts through
 * the giveaway module's own setting store (as staff would save them, without the version row):
 * round 7001 runs now with a K5 present for any account and a K10 one for accounts a week old;
 * round 7002 has a single K3 present, so one claim makes it "all claimed" (status 4).
 */
import type { GiveawaySettings } from '@nyota/contract/staff/giveaway-settings-schemas';
import { openDatabase } from '../../apps/server/src/platform/db/database.js';
import { giveawaySettingStore, readGiveawaySettings } from '../../apps/server/src/modules/giveaway/index.js';

export const GIVEAWAY_ROUND = 7001;
export const GIVEAWAY_PRESENT = 7101;
export const LATER_PRESENT = 7102;
export const SINGLE_ROUND = 7002;
export const SINGLE_PRESENT = 7201;

const name = { en: 'Weekly cash bonus', sw: 'Bonasi ya pesa ya wiki' };

export const E2E_GIVEAWAYS: GiveawaySettings = {
  rounds: [
    {
      id: GIVEAWAY_ROUND,
      name,
      enabled: true,
      startAt: '2026-01-02T00:00:00Z',
      endAt: '2099-01-01T00:00:00Z',
      budget: 10_000_000,
      presents: [
        { id: GIVEAWAY_PRESENT, amount: 500, registrationDays: 0, validHours: 168, auto: false },
        { id: LATER_PRESENT, amount: 1_000, registrationDays: 7, validHours: 168, auto: false },
      ],
    },
    {
      id: SINGLE_ROUND,
      name,
      enabled: true,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2099-01-01T00:00:00Z',
      budget: 10_000_000,
      presents: [{ id: SINGLE_PRESENT, amount: 300, registrationDays: 0, validHours: 168, auto: false }],
    },
  ],
};

export async function seedGiveaways(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await giveawaySettingStore(() => new Date()).write(database.db, { ...E2E_GIVEAWAYS });
    const saved = await readGiveawaySettings(database.db);
    if (saved.rounds.length !== E2E_GIVEAWAYS.rounds.length) throw new Error('giveaway rounds were not saved');
  } finally {
    await database.close();
  }
}
