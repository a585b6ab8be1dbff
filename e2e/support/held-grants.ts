/**
 * Grants held for a second person (docs/staff-console.md#held-grants), seeded before the server
 * starts: each pool entry is a member's cash grant above REWARD_FOUR_EYES_MINOR from the
 * `e2e-held` campaign, made by a staff member of its own (`maker`, an admin with known credentials)
 * so a test can show that the maker is refused and a second person pays it. Only web-server.ts
 * calls the seed (it pulls in the server's modules).
 */
import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { MARKETS } from '@nyota/contract/markets';
import { toE164 } from '@nyota/contract/rules';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus.js';
import { MembersService } from '../../apps/server/src/modules/members/members.service.js';
import { LedgerService } from '../../apps/server/src/modules/ledger/ledger.service.js';
import { BonusType, RewardsService } from '../../apps/server/src/modules/rewards/index.js';
import { createStaffModule } from '../../apps/server/src/modules/staff/index.js';
import { newPlayer } from './new-player.js';
import { ClaimPool } from './player-pool.js';
import type { StaffCredentials } from './staff-admin.js';

export interface HeldGrant {
  rewardId: string;
  memberId: string;
  amount: number;
  maker: StaffCredentials;
}

export const HELD_CAMPAIGN = 'e2e-held';
/** Above the default REWARD_FOUR_EYES_MINOR (100 000). */
export const HELD_AMOUNT = 150_000;
export const heldGrants = new ClaimPool<HeldGrant>('held-grants', 4);

export async function seedHeldGrants(dataDir: string): Promise<HeldGrant[]> {
  const market = MARKETS.zm;
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const bus = new MemoryBus();
  try {
    await migrateToLatest(database.db);
    const ledger = new LedgerService({ db: database.db, bus });
    const members = new MembersService(database.db, systemClock, market, ledger);
    const rewards = new RewardsService({ db: database.db, clock: systemClock, ledger, holdAbove: 100_000 });
    const { staff } = createStaffModule({ db: database.db, clock: systemClock });
    await rewards.fund(HELD_CAMPAIGN, BonusType.CASH, HELD_AMOUNT * heldGrants.size, `e2e-seed:${HELD_CAMPAIGN}`);
    const out: HeldGrant[] = [];
    for (let i = 1; i <= heldGrants.size; i += 1) {
      const maker = {
        username: `e2e-grant-maker-${i}`,
        password: randomBytes(12).toString('base64url'),
        totpSecret: new Secret({ size: 20 }).base32,
      };
      const made = await staff.create(null, { ...maker, role: 'admin', reason: 'browser tests' });
      const mobileE164 = toE164(newPlayer().mobile, market);
      if (!mobileE164) throw new Error('cannot seed a held grant: no number');
      const memberId = await members.create({
        mobileE164,
        passwordHash: 'x',
        referrerCode: '',
        shareChannel: '',
        language: 'en',
      });
      const { reward } = await rewards.grant({
        campaign: HELD_CAMPAIGN,
        memberId,
        source: { kind: 'manual', id: 'e2e', period: 'once' },
        bonusType: BonusType.CASH,
        amount: HELD_AMOUNT,
        causedBy: made.member.id,
      });
      out.push({ rewardId: reward.id, memberId, amount: HELD_AMOUNT, maker });
    }
    return out;
  } finally {
    await database.close();
    await bus.close();
  }
}
