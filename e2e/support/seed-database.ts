/**
 * Creates accounts in the run's fresh PGlite database before the server opens it, through the
 * server's own migrations, MembersService and PasswordHasher, so they are stored exactly as a
 * sign-up stores them. Only web-server.ts imports this (it pulls in the server's modules).
 */
import { MARKETS } from '@nyota/contract/markets';
import { toE164 } from '@nyota/contract/rules';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { MembersService } from '../../apps/server/src/modules/members/members.service.js';
import { NoLedgerYetBalances } from '../../apps/server/src/modules/members/balance-reader.js';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.js';
import type { Player } from './new-player.js';

export async function seedAccounts(dataDir: string, players: readonly Player[]): Promise<void> {
  const market = MARKETS.zm;
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    const members = new MembersService(database.db, systemClock, market, new NoLedgerYetBalances());
    const hasher = new PasswordHasher();
    for (const p of players) {
      const mobileE164 = toE164(p.mobile, market);
      if (!mobileE164) throw new Error(`cannot seed ${p.mobile}: not a ${market.code} number`);
      const passwordHash = await hasher.hash(p.password);
      await members.create({ mobileE164, passwordHash, referrerCode: '', shareChannel: '', language: 'en' });
    }
  } finally {
    await database.close();
  }
}
