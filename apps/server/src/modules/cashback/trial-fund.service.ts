/**
 * The weekly trial fund (docs/product-rules/cashback.md#weekly-trial-fund): bonus money once a week
 * for a member's first `firstDays` days (28: four weeks), weeks counted from the moment they joined.
 * Each week's fund is claimable for `claimWithinDays` days from that week's start; it is granted by
 * the bonus-money module with the section's terms (source `trial-fund`, period `week-N`), so a week
 * pays once by key. Campaign and eligibility are asked first; a refusal changes nothing.
 */
import type { TrialFundData, TrialFundState } from '@nyota/contract/api/cashback';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketCode } from '@nyota/contract/markets';
import type { TrialFund } from '@nyota/contract/staff/cashback-offer-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { BonusType, type RewardSource, type RewardsService } from '../rewards/index.js';
import type { CampaignSeed } from './campaign-seed.js';
import { trialFundOf } from './cashback-settings.js';

export const TRIAL_FUND_CAMPAIGN = 'trial-fund';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface TrialFundDeps {
  db: Db;
  clock: Clock;
  market: { code: MarketCode };
  rewards: RewardsService;
  bonus: BonusMoneyService;
  eligibility: EligibilityService;
  seed: CampaignSeed;
  /** When the member joined (members); null when unknown. */
  memberSince(memberId: string): Promise<Date | null>;
}

/** Where a member stands in their first weeks at `now`. */
interface FundWeek {
  /** 0-based week of membership; null after the first days (or unknown member). */
  index: number | null;
  claimUntil: Date | null;
  nextAt: Date | null;
}

const langOf = (lang: string): 'en' | 'sw' => (lang === 'sw' ? 'sw' : 'en');

export class TrialFundService {
  constructor(private readonly d: TrialFundDeps) {}

  private source(index: number): RewardSource {
    return { kind: 'trial-fund', id: 'weekly', period: `week-${index + 1}` };
  }

  private weekAt(s: TrialFund, joinedAt: Date | null, now: Date): FundWeek {
    if (!joinedAt) return { index: null, claimUntil: null, nextAt: null };
    const weeks = s.firstDays / 7;
    const index = Math.floor((now.getTime() - joinedAt.getTime()) / WEEK_MS);
    if (index < 0 || index >= weeks) return { index: null, claimUntil: null, nextAt: null };
    const opensAt = joinedAt.getTime() + index * WEEK_MS;
    const nextAt = index + 1 < weeks ? new Date(opensAt + WEEK_MS) : null;
    return { index, claimUntil: new Date(opensAt + s.claimWithinDays * DAY_MS), nextAt };
  }

  async view(memberId: string | null, lang: string): Promise<TrialFundData> {
    const s = await trialFundOf(this.d.db, this.d.market.code);
    const now = this.d.clock.now();
    const live = (await this.d.eligibility.campaign(s, memberId, now)).ok;
    const base = {
      enable: live,
      ...s.texts[langOf(lang)],
      amount: s.amount,
      firstDays: s.firstDays,
      claimWithinDays: s.claimWithinDays,
      terms: s.bonusTerms,
    };
    const none = { ...base, state: 'unavailable' as const, week: null, claimUntil: null, nextAt: null };
    if (!memberId || !live) return none;
    const w = this.weekAt(s, await this.d.memberSince(memberId), now);
    if (w.index === null || !w.claimUntil) return none;
    const claimed = await this.d.rewards.find({ campaign: TRIAL_FUND_CAMPAIGN, memberId, source: this.source(w.index) });
    const state: TrialFundState = claimed ? 'claimed' : now < w.claimUntil ? 'available' : 'unavailable';
    return {
      ...base,
      state,
      week: w.index + 1,
      claimUntil: state === 'available' ? w.claimUntil.toISOString() : null,
      nextAt: w.nextAt?.toISOString() ?? null,
    };
  }

  async claim(memberId: string, lang: string): Promise<TrialFundData> {
    const s = await trialFundOf(this.d.db, this.d.market.code);
    const now = this.d.clock.now();
    const live = await this.d.eligibility.campaign(s, memberId, now);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const w = this.weekAt(s, await this.d.memberSince(memberId), now);
    if (w.index === null || !w.claimUntil)
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.trial_fund_over', { days: s.firstDays });
    const grant = { campaign: TRIAL_FUND_CAMPAIGN, memberId, source: this.source(w.index) };
    if (await this.d.rewards.find(grant)) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.trial_fund_claimed');
    if (now >= w.claimUntil)
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.trial_fund_expired', { days: s.claimWithinDays });
    await this.d.seed.once(TRIAL_FUND_CAMPAIGN, BonusType.TRIAL, s.budget);
    const outcome = await this.d.db
      .transaction()
      .execute((trx) => this.d.bonus.grant({ ...grant, amount: s.amount, terms: s.bonusTerms }, { trx }));
    if (!outcome.created) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.trial_fund_claimed');
    await this.d.bonus.publish(outcome);
    return this.view(memberId, lang);
  }
}
