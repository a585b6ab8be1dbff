/**
 * The VIP club's reads (docs/product-rules/vip.md): a member's level and this year's points, the
 * standing shown in memberInfo. The levels with their benefits and the member's claim status are
 * the benefit claims' (vip-benefits.service.ts).
 */
import type { VipPersonalLevel } from '@nyota/contract/api/vip';
import type { MarketCode } from '@nyota/contract/markets';
import { publicHolidayOn } from '@nyota/contract/public-holidays';
import { VIP_MAX_LEVEL } from '@nyota/contract/staff/vip-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { VipPointsRepo, type VipLevelChangeRow } from './vip-points.repo.js';
import { heldLevel, marketDate } from './vip-rules.js';
import { readVipSettings } from './vip-settings.js';

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

  /** Many members' held levels at once (members with no points hold 0 and are left out). */
  async standings(memberIds: readonly string[]): Promise<Map<string, number>> {
    const { year } = marketDate(this.d.clock.now(), this.d.timeZone);
    const rows = await this.repo.forMembers(this.d.db, memberIds, [year, year - 1]);
    const levels = new Map<string, number>();
    for (const id of new Set(rows.map((r) => r.memberId))) {
      const mine = rows.filter((r) => r.memberId === id);
      levels.set(
        id,
        heldLevel(
          mine.find((r) => r.year === year),
          mine.find((r) => r.year === year - 1),
        ),
      );
    }
    return levels;
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

  /** A member's level rises, newest first (for the staff player page). */
  async history(memberId: string, limit = 50): Promise<VipLevelChangeRow[]> {
    return this.repo.changesOf(this.d.db, memberId, limit);
  }
}
