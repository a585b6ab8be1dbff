/**
 * The bench's players, created in the database before the server opens it (as e2e/support/
 * seed-database.ts does), through the server's own migrations, MembersService and PasswordHasher,
 * and each paid a balance by the ledger from a house account, so they can bet at once. Signing up
 * hundreds of players through the SMS outbox would only measure sign-up.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { MARKETS } from '@nyota/contract/markets';
import { toE164 } from '@nyota/contract/rules';
import { migrateToLatest, openDatabase, type OpenDatabaseOptions } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus.js';
import { MembersService } from '../../apps/server/src/modules/members/members.service.js';
import { LedgerService } from '../../apps/server/src/modules/ledger/ledger.service.js';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.js';

export const BENCH_PASSWORD = 'Bench-Rt7q-nyota';

/** Zambian MTN numbers 0965000000… (national form): valid, and one per player. */
export function benchMobile(i: number): string {
  return `0965${String(i).padStart(6, '0')}`;
}

export async function seedPlayers(db: OpenDatabaseOptions, count: number, balance: number, tag: string): Promise<string[]> {
  const market = MARKETS.zm;
  const database = await openDatabase(db);
  const bus = new MemoryBus();
  try {
    await migrateToLatest(database.db);
    const ledger = new LedgerService({ db: database.db, bus });
    const members = new MembersService(database.db, systemClock, market, ledger);
    // Every player has the same password: one hash serves them all.
    const passwordHash = await new PasswordHasher().hash(BENCH_PASSWORD);
    const mobiles: string[] = [];
    for (let i = 0; i < count; i++) {
      const mobile = benchMobile(i);
      const mobileE164 = toE164(mobile, market);
      if (!mobileE164) throw new Error(`not a Zambian number: ${mobile}`);
      const memberId = await members.create({ mobileE164, passwordHash, referrerCode: '', shareChannel: '', language: 'en' });
      await ledger.transfer({
        idempotencyKey: `bench-realtime:${tag}:${memberId}`,
        kind: 'win',
        legs: [
          { from: { system: 'house:bench', kind: 'cash' }, to: { member: memberId, kind: 'cash' }, amount: toMinor(balance) },
        ],
        metadata: { seeded: true },
      });
      mobiles.push(mobile);
    }
    return mobiles;
  } finally {
    await database.close();
    await bus.close();
  }
}
