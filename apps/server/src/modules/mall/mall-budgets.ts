/**
 * The mall's campaign budgets get a first funding once per unit, as the VIP benefits' do, so a
 * fresh platform's mall and exchange pay; staff fund them further on the Budgets page. The ledger
 * key makes each funding once across nodes and restarts.
 */
import type { BonusTypeValue, RewardsService } from '../rewards/index.js';

const SEED_BUDGET: Record<BonusTypeValue, number> = {
  1: 10_000_000,
  2: 10_000_000,
  3: 1_000_000_000,
  4: 100_000_000,
  5: 10_000_000,
};

export class MallBudgets {
  /** One funding call per key and node, shared by concurrent first redemptions; dropped when it fails. */
  private readonly seeded = new Map<string, Promise<unknown>>();

  constructor(private readonly rewards: RewardsService) {}

  async seed(campaign: string, type: BonusTypeValue): Promise<void> {
    const key = `seed:${campaign}:${type}:v1`;
    let pending = this.seeded.get(key);
    if (!pending) {
      pending = this.rewards.fund(campaign, type, SEED_BUDGET[type], key);
      this.seeded.set(key, pending);
      pending.catch(() => this.seeded.delete(key));
    }
    await pending;
  }
}
