/**
 * Creates accounts in the run's fresh PGlite database before the server opens it, through the
 * server's own migrations, MembersService and PasswordHasher, so they are stored exactly as a
 * sign-up stores them; and the crash chain with a known seed and salt (crash-chain.ts). Only
 * web-server.ts imports this (it pulls in the server's modules).
 */
import { toMinor } from '@nyota/contract/money/minor';
import { MARKETS } from '@nyota/contract/markets';
import { toE164 } from '@nyota/contract/rules';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus.js';
import { MembersService } from '../../apps/server/src/modules/members/members.service.js';
import { LedgerService } from '../../apps/server/src/modules/ledger/ledger.service.js';
import { PasswordHasher } from '../../apps/server/src/modules/auth/password-hasher.js';
import { crashChains } from '../../apps/server/src/modules/games/crash/crash-chain.js';
import { RewardsService } from '../../apps/server/src/modules/rewards/rewards.service.js';
import { BonusMoneyService } from '../../apps/server/src/modules/bonus-money/bonus-money.service.js';
import { marketDate } from '../../apps/server/src/modules/vip/vip-rules.js';
import { addDays, weekOf } from '../../apps/server/src/modules/cashback/cashback-week.js';
import { E2E_BONUS_CAMPAIGN, E2E_BONUS_TERMS } from './bonus-players.js';
import { E2E_CRASH_CHAIN } from './crash-chain.js';
import type { Player } from './new-player.js';

export interface SeededAccount {
  player: Player;
  /**
   * Cash won in a game before the run (minor units), paid by the ledger from a house account as a
   * game would: money that is not a deposit, so a withdrawal of it owes withholding tax.
   */
  winnings?: number;
  /** Coins and diamonds (minor units) granted before the run, as a promotion would, to spin the wheels. */
  coins?: number;
  diamonds?: number;
  /**
   * A real-money play session already under way (its rg_play_sessions row). Test set-up writing the
   * responsible-gambling module's table directly, as docs/style-guide.md#table-ownership allows for tests.
   */
  playSession?: { startedAt: Date; lastStakeAt: Date };
  /** Bonus money (minor units) granted before the run through the bonus-money module, with E2E_BONUS_TERMS. */
  bonusMoney?: number;
  /**
   * VIP points of this market year, as the vip-points consumer would have written them:
   * test set-up writing the vip module's table directly, as for rg_play_sessions above.
   */
  vipPoints?: number;
  /**
   * The level those points reached (default 0), as the consumer records it when a threshold is
   * crossed; with `vipPoints` at that level's threshold the member holds it from the start.
   */
  vipLevel?: number;
  /**
   * Last cashback week's real-money results (minor units), as the `cashback` consumer would have
   * kept them: test set-up writing the cashback module's table directly, as for vip_points.
   */
  cashbackLastWeek?: { staked: number; won: number };
}

export async function seedAccounts(dataDir: string, accounts: readonly (Player | SeededAccount)[]): Promise<void> {
  const market = MARKETS.zm;
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const bus = new MemoryBus();
  try {
    await migrateToLatest(database.db);
    // The chain every crash round is drawn from (crash-chain.ts): known crash points, exact assertions.
    await crashChains(() => new Date()).create(database.db, E2E_CRASH_CHAIN);
    const ledger = new LedgerService({ db: database.db, bus });
    const members = new MembersService(database.db, systemClock, market, ledger);
    const hasher = new PasswordHasher();
    const rewards = new RewardsService({ db: database.db, clock: systemClock, ledger, holdAbove: Number.MAX_SAFE_INTEGER });
    const bonus = new BonusMoneyService({ db: database.db, bus, clock: systemClock, ledger, rewards });
    const bonusTotal = accounts.reduce((sum, a) => sum + ('player' in a ? (a.bonusMoney ?? 0) : 0), 0);
    if (bonusTotal > 0) await rewards.fund(E2E_BONUS_CAMPAIGN, 2, bonusTotal, 'e2e-seed:bonus-budget');
    for (const account of accounts) {
      const {
        player: p,
        winnings = 0,
        coins = 0,
        diamonds = 0,
        playSession,
        bonusMoney = 0,
        vipPoints = 0,
        vipLevel = 0,
        cashbackLastWeek,
      } = 'player' in account ? account : { player: account };
      const mobileE164 = toE164(p.mobile, market);
      if (!mobileE164) throw new Error(`cannot seed ${p.mobile}: not a ${market.code} number`);
      const passwordHash = await hasher.hash(p.password);
      const memberId = await members.create({ mobileE164, passwordHash, referrerCode: '', shareChannel: '', language: 'en' });
      if (winnings > 0) {
        await ledger.transfer({
          idempotencyKey: `e2e-seed:${memberId}:win`,
          kind: 'win',
          legs: [
            { from: { system: 'house:e2e', kind: 'cash' }, to: { member: memberId, kind: 'cash' }, amount: toMinor(winnings) },
          ],
          metadata: { seeded: true },
        });
      }
      for (const [kind, amount] of [
        ['coin', coins],
        ['diamond', diamonds],
      ] as const) {
        if (amount <= 0) continue;
        await ledger.transfer({
          idempotencyKey: `e2e-seed:${memberId}:${kind}`,
          kind: 'promotion',
          legs: [{ from: { system: 'house:e2e', kind }, to: { member: memberId, kind }, amount: toMinor(amount) }],
          metadata: { seeded: true },
        });
      }
      if (bonusMoney > 0) {
        const source = { kind: 'e2e-seed', id: memberId, period: 'once' };
        await bonus.grant({ campaign: E2E_BONUS_CAMPAIGN, memberId, source, amount: bonusMoney, terms: E2E_BONUS_TERMS });
      }
      if (vipPoints > 0) {
        const { year } = marketDate(new Date(), market.timeZone);
        await database.db
          .insertInto('vip_points')
          .values({
            member_id: memberId,
            year,
            points: vipPoints,
            level: vipLevel,
            level_reached_at: vipLevel > 0 ? new Date() : null,
            updated_at: new Date(),
          })
          .execute();
      }
      if (cashbackLastWeek) {
        const lastMonday = addDays(weekOf(new Date(), market.timeZone), -7);
        await database.db
          .insertInto('cashback_weeks')
          .values({ member_id: memberId, week_start: lastMonday, ...cashbackLastWeek, updated_at: new Date() })
          .execute();
      }
      if (playSession) {
        await database.db
          .insertInto('rg_play_sessions')
          .values({ member_id: memberId, started_at: playSession.startedAt, last_stake_at: playSession.lastStakeAt })
          .execute();
      }
    }
  } finally {
    await database.close();
    await bus.close();
  }
}
