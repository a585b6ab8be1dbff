/**
 * The staff admin the browser tests sign in as: seeded before the server starts (PGlite has one
 * owner) with a known password and TOTP secret, so a test computes the code as an authenticator app.
 */
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { createStaffModule } from '../../apps/server/src/modules/staff/index.js';

export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-admin-password-7Qx',
  // Base32, 160 bits: a fixed test secret, never used outside the browser tests.
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export async function seedStaffAdmin(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    await createStaffModule({ db: database.db, clock: systemClock }).staff.create(null, {
      ...E2E_ADMIN,
      role: 'admin',
      reason: 'browser tests',
    });
  } finally {
    await database.close();
  }
}
