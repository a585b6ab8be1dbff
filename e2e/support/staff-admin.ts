/**
 * The staff the browser tests sign in as: admins seeded before the server starts (PGlite has one
 * owner), each with a known password and TOTP secret so a test computes the code as an
 * authenticator app would. A code is usable once, so two tests signing in as one admin in the same
 * 30 s would refuse each other: each test claims admins of its own from the pool.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { createStaffModule } from '../../apps/server/src/modules/staff/index.js';
import { ClaimPool } from './player-pool.js';

export interface StaffCredentials {
  username: string;
  password: string;
  /** Base32, 160 bits. */
  totpSecret: string;
}

/**
 * Every console test claims one or two per project (37 in all with console-mall.spec, cash-rain's
 * rounds included); the rest is room for new specs.
 */
export const staffAdmins = new ClaimPool<StaffCredentials>('staff-admins', 40);

function newAdmin(n: number): StaffCredentials {
  return {
    username: `e2e-admin-${n}`,
    password: randomBytes(12).toString('base64url'),
    totpSecret: new Secret({ size: 20 }).base32,
  };
}

export async function seedStaffAdmins(dataDir: string): Promise<StaffCredentials[]> {
  const admins = Array.from({ length: staffAdmins.size }, (_, i) => newAdmin(i + 1));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    const { staff } = createStaffModule({ db: database.db, clock: systemClock });
    for (const admin of admins) await staff.create(null, { ...admin, role: 'admin', reason: 'browser tests' });
  } finally {
    await database.close();
  }
  return admins;
}

/** The code an authenticator app shows now. */
export function totpCode(s: StaffCredentials): string {
  return new TOTP({ secret: Secret.fromBase32(s.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}
