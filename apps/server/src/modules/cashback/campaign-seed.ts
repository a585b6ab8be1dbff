/**
 * Funds a campaign's budget once from its setting's `budget` (as the 7-day bonus does): the ledger
 * key makes it once across nodes and restarts; the set only saves the repeated call on this node.
 */
import type { BonusTypeValue, RewardsService } from '../rewards/index.js';

export class CampaignSeed {
  private readonly done = new Set<string>();

  constructor(private readonly rewards: RewardsService) {}

  async once(campaign: string, type: BonusTypeValue, budget: number): Promise<void> {
    if (budget === 0) return;
    const key = `seed:${campaign}:${type}:v1`;
    if (this.done.has(key)) return;
    await this.rewards.fund(campaign, type, budget, key);
    this.done.add(key);
  }
}
