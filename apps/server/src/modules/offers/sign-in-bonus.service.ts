/**
 * The daily sign-in bonus (docs/product-rules/offers.md#sign-in-bonus): once per market day, what
 * the `offers` setting says, paid through the reward path from the `sign-in` campaign's budget, to
 * members in the campaign's audience whom the eligibility function allows a bonus. A refused claim
 * changes nothing and says why.
 */
import type { SignInBonusData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { BonusTypeValue, RewardsService } from '../rewards/index.js';
import { readOfferSettings } from './offer-settings.js';

export const SIGN_IN_CAMPAIGN = 'sign-in';
/** What a market's sign-in campaign starts with, per unit, until staff fund it otherwise. */
const SEED_BUDGET: Record<BonusTypeValue, number> = { 1: 10_000_000, 2: 0, 3: 100_000_000, 4: 100_000_000, 5: 100_000_000 };

export class SignInBonusService {
  private readonly seeded = new Set<BonusTypeValue>();

  constructor(
    private readonly d: { db: Db; clock: Clock; timeZone: string; rewards: RewardsService; eligibility: EligibilityService },
  ) {}

  private source(now: Date) {
    return { kind: 'sign-in', id: 'daily', period: localDay(now, this.d.timeZone) };
  }

  async view(memberId: string | null): Promise<SignInBonusData> {
    const s = (await readOfferSettings(this.d.db)).signIn;
    const now = this.d.clock.now();
    // Off, outside its window or outside its audience (a guest counts as a new non-depositor) read alike.
    const enable = (await this.d.eligibility.campaign(s, memberId, now)).ok;
    const bonuses = [{ type: s.bonusType, id: 1, name: s.name, amount: s.amount, copies: 1 }];
    if (!memberId) return { enable, type: s.bonusType, bonuses, claimed: false, nextAt: null };
    const claimed = (await this.d.rewards.find({ campaign: SIGN_IN_CAMPAIGN, memberId, source: this.source(now) })) !== undefined;
    return { enable, type: s.bonusType, bonuses, claimed, nextAt: this.nextDay(now).toISOString() };
  }

  async claim(memberId: string): Promise<SignInBonusData> {
    const s = (await readOfferSettings(this.d.db)).signIn;
    // Switched off, outside the window staff set in the Campaigns editor, or not for this member's audience.
    const live = await this.d.eligibility.campaign(s, memberId);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    await this.seed(s.bonusType);
    const now = this.d.clock.now();
    const grant = { campaign: SIGN_IN_CAMPAIGN, memberId, source: this.source(now), bonusType: s.bonusType, amount: s.amount };
    const outcome = await this.d.rewards.grant(grant);
    if (!outcome.created) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.sign_in_claimed');
    await this.d.rewards.publish(outcome);
    return this.view(memberId);
  }

  /** The campaign's first budget in this unit, once (the ledger key makes it once across nodes too). */
  private async seed(type: BonusTypeValue): Promise<void> {
    if (this.seeded.has(type) || SEED_BUDGET[type] === 0) return;
    await this.d.rewards.fund(SIGN_IN_CAMPAIGN, type, SEED_BUDGET[type], `seed:${SIGN_IN_CAMPAIGN}:${type}:v1`);
    this.seeded.add(type);
  }

  private nextDay(now: Date): Date {
    // Noon tomorrow lies in tomorrow's local date in every zone within ±12 h.
    const start = startOfLocalDay(now, this.d.timeZone);
    return startOfLocalDay(new Date(start.getTime() + 36 * 3_600_000), this.d.timeZone);
  }
}
