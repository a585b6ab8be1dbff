/**
 * Bonus money for other modules' tests (crash, football): a bonus module over the test's database
 * with a funded campaign, and grants made through its real service, so a game's bonus stakes are
 * tested against the real split, grant locks and ledger.
 */
import { randomUUID } from 'node:crypto';
import { GameId } from '@nyota/contract/games-constants';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { ActivityConsumers } from '../activity/index.js';
import { LedgerService } from '../ledger/index.js';
import { budgetAccountOf, RewardsService } from '../rewards/index.js';
import { createBonusMoneyModule, type BonusGrant, type BonusMoneyService, type BonusTerms, type StakeFunding } from './index.js';

export const TEST_TERMS: BonusTerms = {
  wageringMultiple: 3,
  contributions: { default: 100, games: { [String(GameId.AVIATOR)]: 100 } },
  maxStake: 2_000,
  maxConversion: 100_000,
  validDays: 7,
};

export interface BonusKit {
  bonus: BonusMoneyService;
  stakes: StakeFunding;
  campaign: string;
  /** Grants `amount` of bonus money (active when the member has none). */
  grant(memberId: string, amount: number, terms?: Partial<BonusTerms>): Promise<BonusGrant>;
  /** The campaign budget's balance (what ended grants gave back). */
  budget(): Promise<number>;
}

export async function bonusKit(db: Db, clock: Clock): Promise<BonusKit> {
  const ledger = new LedgerService({ db, bus: new MemoryBus() });
  const rewards = new RewardsService({ db, clock, ledger, holdAbove: 1_000_000_000 });
  const quiet = { warn: () => undefined, error: () => undefined };
  const mod = createBonusMoneyModule({
    db,
    bus: new MemoryBus(),
    clock,
    ledger,
    rewards,
    activity: new ActivityConsumers(db, clock, quiet, null),
    market: { currencySymbol: 'K' },
    sessions: { resolve: async () => null },
  });
  const campaign = `bonus-kit-${randomUUID().slice(0, 8)}`;
  await rewards.fund(campaign, 2, 100_000_000, `fund-${campaign}`);
  return {
    bonus: mod.bonus,
    stakes: mod.stakes,
    campaign,
    async grant(memberId, amount, terms = {}) {
      const source = { kind: 'test', id: randomUUID(), period: 'once' };
      const r = await mod.bonus.grant({ campaign, memberId, source, amount, terms: { ...TEST_TERMS, ...terms } });
      return r.grant;
    },
    budget: () => ledger.systemBalance(budgetAccountOf(campaign), 'trial'),
  };
}
