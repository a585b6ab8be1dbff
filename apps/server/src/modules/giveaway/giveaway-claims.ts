/**
 * One claim of one present (docs/product-rules/giveaways.md#a-claim): the round's budget account is
 * topped up to the round's budget first; then one transaction takes the round's row lock, refuses a
 * second claim of the member, a device another account claimed from, or a claim past the budget,
 * and pays the present through the reward path from the round's campaign budget (keyed per round,
 * present and member, so it pays once whatever happens). Balance pushes follow the commit.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { GiveawayPresent, GiveawayRound } from '@nyota/contract/staff/giveaway-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { GiveawayRepo, type ClaimRow } from './giveaway.repo.js';

/** Each round pays from its own budget account, `budget:giveaway-<id>`. */
export const campaignOf = (roundId: number) => `giveaway-${roundId}`;

export interface ClaimDeps {
  db: Db;
  clock: Clock;
  rewards: RewardsService;
  /** Members who signed in from a device (sessions): the duplicate-account signal. */
  membersByDevice: (deviceId: string) => Promise<string[]>;
}

export interface ClaimRequest {
  round: GiveawayRound;
  present: GiveawayPresent;
  memberId: string;
  deviceId: string;
  auto: boolean;
}

export class GiveawayClaims {
  readonly repo = new GiveawayRepo();

  constructor(private readonly d: ClaimDeps) {}

  /**
   * Raises the round's funding to its budget (never lowers it): one ledger transfer per rise, keyed
   * by the amounts it moves between, so nodes and retries fund each rise once.
   */
  async fund(round: GiveawayRound): Promise<void> {
    await this.d.db.transaction().execute(async (trx) => {
      const { funded } = await this.repo.lockRound(trx, round.id);
      if (funded >= round.budget) return;
      const key = `giveaway:${round.id}:fund:${funded}-${round.budget}`;
      await this.d.rewards.fund(campaignOf(round.id), BonusType.CASH, round.budget - funded, key, { trx });
      await this.repo.setFunded(trx, round.id, round.budget);
    });
  }

  async claim(r: ClaimRequest): Promise<ClaimRow> {
    await this.fund(r.round);
    const others = r.deviceId === '' ? [] : await this.d.membersByDevice(r.deviceId);
    const { row, publish } = await this.d.db.transaction().execute(async (trx) => {
      await this.repo.lockRound(trx, r.round.id);
      if (await this.repo.hasClaim(trx, r.round.id, r.present.id, r.memberId)) {
        throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_claimed');
      }
      if (!r.auto && (await this.repo.deviceClaimed(trx, r.round.id, r.memberId, r.deviceId, others))) {
        throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, 'eligibility.duplicate_account');
      }
      if (!(await this.repo.spend(trx, r.round.id, r.present.amount, r.round.budget))) {
        throw new AppError(ErrorCode.REWARD_BUDGET_EXHAUSTED, 'errors.giveaway_budget');
      }
      const out = await this.d.rewards.grant(
        {
          campaign: campaignOf(r.round.id),
          memberId: r.memberId,
          source: { kind: 'giveaway', id: String(r.present.id), period: `round-${r.round.id}` },
          bonusType: BonusType.CASH,
          amount: r.present.amount,
        },
        { trx },
      );
      const row = await this.repo.insert(trx, {
        roundId: r.round.id,
        presentId: r.present.id,
        memberId: r.memberId,
        amount: r.present.amount,
        auto: r.auto,
        status: out.reward.status === 'held' ? 'held' : 'paid',
        deviceId: r.deviceId,
        createdAt: this.d.clock.now(),
      });
      return { row, publish: () => this.d.rewards.publish(out) };
    });
    await publish();
    return row;
  }
}
