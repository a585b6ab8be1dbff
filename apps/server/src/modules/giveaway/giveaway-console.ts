/**
 * The staff side of giveaways (docs/staff-console.md#giveaways): every round of the setting with its
 * budget, funding and claims per present, and the latest claims. Read only: rounds, presents and
 * budgets are edited as the `giveaway` setting, versioned and audited by the config module.
 */
import type { GiveawayStaffClaim, GiveawayStaffRound } from '@nyota/contract/staff/schemas-giveaway';
import type { Db } from '../../platform/db/database.js';
import type { GiveawayRepo } from './giveaway.repo.js';
import { readGiveawaySettings } from './giveaway-settings.js';

const CLAIM_ROWS = 200;

export class GiveawayConsole {
  constructor(private readonly d: { db: Db; repo: GiveawayRepo }) {}

  async overview(roundId?: number): Promise<{ rounds: GiveawayStaffRound[]; claims: GiveawayStaffClaim[] }> {
    const settings = await readGiveawaySettings(this.d.db);
    const [totals, counts, latest] = await Promise.all([
      this.d.repo.totals(this.d.db),
      this.d.repo.counts(this.d.db),
      this.d.repo.latest(this.d.db, CLAIM_ROWS, roundId),
    ]);
    const rounds = settings.rounds.map((r) => ({
      id: r.id,
      name: r.name.en,
      enabled: r.enabled,
      startAt: r.startAt,
      endAt: r.endAt,
      budget: r.budget,
      funded: totals.get(r.id)?.funded ?? 0,
      claimed: totals.get(r.id)?.claimed ?? 0,
      claims: r.presents.reduce((n, p) => n + (counts.get(p.id) ?? 0), 0),
      presents: r.presents.map((p) => ({ ...p, claims: counts.get(p.id) ?? 0 })),
    }));
    const claims = latest.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }));
    return { rounds, claims };
  }
}
