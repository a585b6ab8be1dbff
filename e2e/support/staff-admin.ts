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

/** A finance colleague (reports.read) with a secret of their own, so specs never share a TOTP step. */
export const E2E_FINANCE = {
  username: 'e2e-finance',
  password: 'e2e-finance-password-4Rk',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLDOJSXIMRQ',
} as const;

export async function seedStaffAdmin(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    const { staff } = createStaffModule({ db: database.db, clock: systemClock });
    await staff.create(null, { ...E2E_ADMIN, role: 'admin', reason: 'browser tests' });
    await staff.create(null, { ...E2E_FINANCE, role: 'finance', reason: 'browser tests' });
  } finally {
    await database.close();
  }
}
