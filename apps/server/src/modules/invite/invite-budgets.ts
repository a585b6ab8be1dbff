/**
 * The referral and cash-giving budgets get a first funding once, as the mall's do, so a fresh
 * platform pays its invitations; staff fund them further on the Budgets page. The ledger key makes
 * the funding once across nodes and restarts. Called before a paying transaction, never inside one
 * (the funding is its own ledger transfer).
 */
import { BonusType, type RewardsService } from '../rewards/index.js';

const SEED_CASH = 10_000_000;

export class InviteBudgets {
  private readonly seeded = new Map<string, Promise<unknown>>();

  constructor(private readonly rewards: Pick<RewardsService, 'fund'>) {}

  async seed(campaign: string): Promise<void> {
    const key = `seed:${campaign}:${BonusType.CASH}:v1`;
    let pending = this.seeded.get(key);
    if (!pending) {
      pending = this.rewards.fund(campaign, BonusType.CASH, SEED_CASH, key);
      this.seeded.set(key, pending);
      pending.catch(() => this.seeded.delete(key));
    }
    await pending;
  }
}
