/**
 * VIP benefit claims (docs/product-rules/vip.md#benefits): the member's claim status of each
 * benefit, the claim itself (paid through the reward path from the benefit type's campaign budget,
 * after the eligibility check), the member's claim log and a benefit's terms. A refused claim
 * changes nothing; concurrent claims of one benefit and period pay once (the reward key and the
 * claim row's unique key, written in one transaction).
 */
import type { VipBenefitView, VipLevelView } from '@nyota/contract/api/vip';
import type {
  VipBenefitClaimData,
  VipBenefitLog,
  VipBenefitLogsData,
  VipBenefitLogsQuery,
} from '@nyota/contract/api/vip-benefits';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketCode } from '@nyota/contract/markets';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { publicHolidayOn } from '@nyota/contract/public-holidays';
import type { VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import { isBonusType, type BonusTypeValue, type RewardsService } from '../rewards/index.js';
import { claimKey, VipBenefitClaimsRepo, type VipBenefitClaimRow } from './vip-benefit-claims.repo.js';
import {
  BenefitType,
  cashbackRateOf,
  findBenefit,
  levelHasFastReview,
  periodOf,
  refusalOf,
  statuOf,
  type ClaimDay,
  type LocatedBenefit,
} from './vip-benefit-rules.js';
import { readVipSettings } from './vip-settings.js';
import type { VipService } from './vip.service.js';

/** One campaign budget per claimable benefit type. */
export const VIP_LEVEL_UP_CAMPAIGN = 'vip-level-up';
export const VIP_DAILY_CAMPAIGN = 'vip-daily';
export const VIP_HOLIDAY_CAMPAIGN = 'vip-holiday';
/** Each claimable type's campaign and its "claimed already" message. */
const CLAIMED_TYPES: Record<number, { campaign: string; claimed: ServerMessageKey }> = {
  [BenefitType.LEVEL_UP]: { campaign: VIP_LEVEL_UP_CAMPAIGN, claimed: 'errors.vip_level_up_claimed' },
  [BenefitType.DAILY]: { campaign: VIP_DAILY_CAMPAIGN, claimed: 'errors.vip_daily_claimed' },
  [BenefitType.HOLIDAY]: { campaign: VIP_HOLIDAY_CAMPAIGN, claimed: 'errors.vip_holiday_claimed' },
};
/** What each campaign starts with, per unit, until staff fund it otherwise (like the sign-in bonus). */
const SEED_BUDGET: Record<BonusTypeValue, number> = { 1: 10_000_000, 2: 0, 3: 1_000_000_000, 4: 100_000_000, 5: 10_000_000 };

export interface VipBenefitsDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  market: MarketCode;
  vip: VipService;
  rewards: RewardsService;
  eligibility: EligibilityService;
}

export class VipBenefitsService {
  private readonly repo = new VipBenefitClaimsRepo();
  private readonly seeded = new Set<string>();

  constructor(private readonly d: VipBenefitsDeps) {}

  /** Levels 0 to 20; with `extra` each level's benefits with `state` and the member's `statu`. */
  async levels(memberId: string | null, extra: boolean): Promise<VipLevelView[]> {
    const settings = await readVipSettings(this.d.db);
    if (!extra) return settings.levels.map((l, id) => ({ id, score: l.threshold, state: [] }));
    const located = settings.levels.flatMap((l, levelId) => l.benefits.map((benefit) => ({ benefit, levelId })));
    const views = await this.viewsOf(memberId, located);
    return settings.levels.map((l, id) => ({
      id,
      score: l.threshold,
      state: views.filter((_, i) => located[i]?.levelId === id),
    }));
  }

  /** A level's benefits (the held level's when none is named) with the member's claim status. */
  async my(memberId: string, levelId: number | undefined): Promise<VipBenefitView[]> {
    const settings = await readVipSettings(this.d.db);
    const level = levelId ?? (await this.d.vip.standing(memberId)).level;
    const located = (settings.levels[level]?.benefits ?? []).map((benefit) => ({ benefit, levelId: level }));
    return this.viewsOf(memberId, located);
  }

  /** The claim status of the listed ids (-1 for an id no level has). */
  async statuses(memberId: string, ids: readonly number[]): Promise<{ id: number; statu: number }[]> {
    const settings = await readVipSettings(this.d.db);
    const located = ids.map((id) => findBenefit(settings, id));
    const known = located.filter((b): b is LocatedBenefit => b !== undefined);
    const views = await this.viewsOf(memberId, known);
    return ids.map((id) => ({ id, statu: views.find((v) => v.id === id)?.statu ?? -1 }));
  }

  async claim(memberId: string, benefitId: number): Promise<VipBenefitClaimData> {
    const settings = await readVipSettings(this.d.db);
    const located = findBenefit(settings, benefitId);
    if (!located) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.vip_benefit_unknown');
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const held = (await this.d.vip.standing(memberId)).level;
    const on = this.today();
    const refusal = refusalOf(located, held, on);
    if (refusal) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, refusal.key, refusal.params);
    const { benefit, levelId } = located;
    const period = periodOf(located, on);
    const typed = CLAIMED_TYPES[benefit.type];
    if (period === undefined || typed === undefined || !isBonusType(benefit.bonusType)) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.vip_benefit_not_claimed_here');
    }
    const { campaign } = typed;
    const claimed = () => new AppError(ErrorCode.OFFER_UNAVAILABLE, typed.claimed);
    await this.seed(campaign, benefit.bonusType);
    const source = { kind: 'vip-benefit', id: String(benefitId), period };
    const grant = { campaign, memberId, source, bonusType: benefit.bonusType, amount: benefit.amount };
    const { outcome, row } = await this.d.db.transaction().execute(async (trx) => {
      const outcome = await this.d.rewards.grant(grant, { trx });
      if (!outcome.created) throw claimed();
      const status = outcome.reward.status === 'held' ? ('held' as const) : ('paid' as const);
      const row = await this.repo.insert(trx, {
        memberId,
        benefitId,
        benefitType: benefit.type,
        levelId,
        period,
        bonusType: benefit.bonusType,
        amount: benefit.amount,
        rewardId: outcome.reward.id,
        status,
        createdAt: this.d.clock.now(),
      });
      if (!row) throw claimed();
      return { outcome, row };
    });
    await this.d.rewards.publish(outcome);
    const [view] = await this.viewsOf(memberId, [located], allowed.ok);
    if (!view) throw new Error(`benefit ${benefitId} has no view`);
    return { benefit: view, claim: logOf(row) };
  }

  async logs(memberId: string, q: VipBenefitLogsQuery): Promise<VipBenefitLogsData> {
    const rows = await this.repo.page(this.d.db, memberId, q);
    const last = rows.at(-1);
    return { list: rows.map(logOf), nextMaxId: rows.length === q.size && last ? last.id : null };
  }

  /** Settings for the terms view (vip-benefit-terms.ts). */
  async settings(): Promise<VipSettings> {
    return readVipSettings(this.d.db);
  }

  /**
   * Of these members, those whose held level has a switched-on faster withdrawal review (the
   * withdrawal queue puts their items first). One read of the setting and one of the standings.
   */
  async fastReview(memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const settings = await readVipSettings(this.d.db);
    const levels = await this.d.vip.standings(memberIds);
    return new Set(memberIds.filter((id) => levelHasFastReview(settings, levels.get(id) ?? 0)));
  }

  /** What the member's held level adds to the weekly cashback rate, in hundredths of a percent. */
  async cashbackRate(memberId: string): Promise<number> {
    const [settings, standing] = await Promise.all([readVipSettings(this.d.db), this.d.vip.standing(memberId)]);
    return cashbackRateOf(settings, standing.level);
  }

  private today(): ClaimDay {
    const day = localDay(this.d.clock.now(), this.d.timeZone);
    return { day, holiday: publicHolidayOn(this.d.market, day) !== null };
  }

  /** `known` is the member's eligibility when the caller has just asked it (a claim), so it is asked once. */
  private async viewsOf(memberId: string | null, located: readonly LocatedBenefit[], known?: boolean): Promise<VipBenefitView[]> {
    const held = memberId ? (await this.d.vip.standing(memberId)).level : null;
    // A member the claim would refuse (time-out, exclusion, limit lock, concern flag) is not shown a
    // benefit as claimable: the claim asks the same eligibility.
    const eligible = known ?? (memberId ? (await this.d.eligibility.check(memberId, { purpose: 'bonus' })).ok : false);
    const day = this.today();
    const keys = located.flatMap((b) => {
      const period = periodOf(b, day);
      return period === undefined ? [] : [{ benefitId: b.benefit.id, period }];
    });
    const claimed = memberId ? await this.repo.claimedOf(this.d.db, memberId, keys) : new Set<string>();
    return located.map((b) => {
      const period = periodOf(b, day);
      const isClaimed = period !== undefined && claimed.has(claimKey(b.benefit.id, period));
      return {
        id: b.benefit.id,
        enable: b.benefit.enable ? (1 as const) : (0 as const),
        statu: statuOf(b, held, isClaimed, day, eligible),
        type: b.benefit.type,
        state: held !== null && held >= b.levelId ? (1 as const) : (0 as const),
        cashbackAmount: b.benefit.type === BenefitType.CASHBACK ? b.benefit.cashbackRate : b.benefit.amount,
        bonusType: b.benefit.bonusType,
      };
    });
  }

  /** The campaign's first budget in this unit, once (the ledger key makes it once across nodes too). */
  private async seed(campaign: string, type: BonusTypeValue): Promise<void> {
    const key = `seed:${campaign}:${type}:v1`;
    if (this.seeded.has(key) || SEED_BUDGET[type] === 0) return;
    await this.d.rewards.fund(campaign, type, SEED_BUDGET[type], key);
    this.seeded.add(key);
  }
}

function logOf(r: VipBenefitClaimRow): VipBenefitLog {
  return {
    id: r.id,
    benefitId: r.benefitId,
    type: r.benefitType,
    levelId: r.levelId,
    period: r.period,
    bonusType: r.bonusType,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}
