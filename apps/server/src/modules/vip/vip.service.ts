/**
 * The VIP club's reads (docs/product-rules/vip.md): a member's level and this year's points, the
 * levels with their thresholds and benefits, and the standing shown in memberInfo. The benefits'
 * claim status is -1 (not claimable) until the benefit claims are built.
 */
import type { VipLevelView, VipPersonalLevel } from '@nyota/contract/api/vip';
import type { MarketCode } from '@nyota/contract/markets';
import { publicHolidayOn } from '@nyota/contract/public-holidays';
import { VIP_MAX_LEVEL, type VipBenefit } from '@nyota/contract/staff/vip-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { VipPointsRepo, type VipLevelChangeRow } from './vip-points.repo.js';
import { heldLevel, marketDate } from './vip-rules.js';
import { readVipSettings } from './vip-settings.js';

/** A benefit's claim status until claims exist: not claimable. */
export const BENEFIT_NOT_CLAIMABLE = -1;

/** What memberInfo shows: the level held and this market year's points. */
export interface VipStanding {
  level: number;
  score: number;
}

export class VipService {
  private readonly repo = new VipPointsRepo();

  constructor(private readonly d: { db: Db; clock: Clock; market: MarketCode; timeZone: string }) {}

  /** One small read (no settings): memberInfo is read on every balance push. */
  async standing(memberId: string): Promise<VipStanding> {
    const { year } = marketDate(this.d.clock.now(), this.d.timeZone);
    const rows = await this.repo.forMembers(this.d.db, [memberId], [year, year - 1]);
    const thisYear = rows.find((r) => r.year === year);
    return {
      level: heldLevel(
        thisYear,
        rows.find((r) => r.year === year - 1),
      ),
      score: thisYear?.points ?? 0,
    };
  }

  async personalLevel(memberId: string): Promise<VipPersonalLevel> {
    const { day, year } = marketDate(this.d.clock.now(), this.d.timeZone);
    const [rows, settings] = await Promise.all([
      this.repo.forMembers(this.d.db, [memberId], [year, year - 1]),
      readVipSettings(this.d.db),
    ]);
    const thisYear = rows.find((r) => r.year === year);
    const lastYear = rows.find((r) => r.year === year - 1);
    const levelId = heldLevel(thisYear, lastYear);
    const next = levelId < VIP_MAX_LEVEL ? settings.levels[levelId + 1] : undefined;
    return {
      levelId,
      score: thisYear?.points ?? 0,
      year,
      earnedLevelId: thisYear?.level ?? 0,
      keptLevelId: lastYear?.level ?? 0,
      nextScore: next?.threshold ?? null,
      holidayToday: publicHolidayOn(this.d.market, day),
    };
  }

  /** Levels 0 to 20; with `extra` each level's benefits, `state` 1 where the member's level reaches it. */
  async levels(memberId: string | null, extra: boolean): Promise<VipLevelView[]> {
    const settings = await readVipSettings(this.d.db);
    const held = memberId ? (await this.personalLevel(memberId)).levelId : -1;
    return settings.levels.map((l, id) => ({
      id,
      score: l.threshold,
      state: extra ? l.benefits.map((b) => benefitView(b, held >= id)) : [],
    }));
  }

  /** A member's level rises, newest first (for the staff player page). */
  async history(memberId: string, limit = 50): Promise<VipLevelChangeRow[]> {
    return this.repo.changesOf(this.d.db, memberId, limit);
  }
}

function benefitView(b: VipBenefit, reached: boolean) {
  return {
    id: b.id,
    enable: b.enable ? (1 as const) : (0 as const),
    statu: BENEFIT_NOT_CLAIMABLE,
    type: b.type,
    state: reached ? (1 as const) : (0 as const),
    cashbackAmount: b.type === 3 ? b.cashbackRate : b.amount,
    bonusType: b.bonusType,
  };
}
