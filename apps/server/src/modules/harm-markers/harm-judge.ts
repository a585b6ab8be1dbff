/**
 * Counts a member's markers and raises (or refreshes) the automatic review when any reaches its
 * threshold. A raised review stays open until staff review it, even if the counts fall back.
 */
import type { HarmMarkerCount, HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import type { Db } from '../../platform/db/database.js';
import { floorsAt, markerCounts, overThreshold } from './harm-rules.js';
import { HarmReviewsRepo } from './harm-reviews.repo.js';
import { HarmSignalsRepo } from './harm-signals.repo.js';

export class HarmJudge {
  private readonly signals = new HarmSignalsRepo();
  private readonly reviews = new HarmReviewsRepo();

  async counts(db: Db, memberId: string, at: Date, t: HarmThresholds): Promise<HarmMarkerCount[]> {
    const floors = floorsAt(t, at, await this.reviews.lastReviewedAt(db, memberId));
    return markerCounts(t, await this.signals.counts(db, memberId, floors, at));
  }

  async judge(trx: Db, memberId: string, at: Date, t: HarmThresholds): Promise<void> {
    const over = overThreshold(await this.counts(trx, memberId, at, t));
    if (over.length === 0) return;
    await this.reviews.raise(
      trx,
      memberId,
      over.map(({ marker, count }) => ({ marker, count })),
      at,
    );
  }
}
