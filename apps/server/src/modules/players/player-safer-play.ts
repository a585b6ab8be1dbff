/**
 * The player page's responsible-gambling panel: what the player set on themselves, read through the
 * responsible-gambling and time-out modules (they own the tables).
 */
import type { LimitHit, PlayerSaferPlay } from '@nyota/contract/staff/player-safer-play-schemas';
import type { MemberProfile } from '../members/index.js';
import type { ResponsibleGamblingService } from '../responsible-gambling/index.js';
import type { RealityCheckService, TimeOutService } from '../time-out/index.js';

export interface SaferPlayReaders {
  limits: ResponsibleGamblingService;
  timeOut: TimeOutService;
  realityCheck: RealityCheckService;
}

export async function readSaferPlay(r: SaferPlayReaders, memberId: string): Promise<PlayerSaferPlay> {
  const view = await r.limits.view(memberId);
  const status = await r.timeOut.status(memberId);
  const { intervalMinutes } = await r.realityCheck.interval(memberId);
  return {
    limits: view.limits,
    changes: await r.limits.history(memberId),
    timeOut: status.period && status.until ? { period: status.period, until: status.until } : null,
    timeOuts: await r.timeOut.history(memberId),
    realityCheckMinutes: intervalMinutes,
    timeZone: view.timeZone,
  };
}

/** The players refused most often by their own limits in the last `days` days, with their numbers. */
export async function readLimitHits(
  r: SaferPlayReaders,
  profiles: (memberIds: readonly string[]) => Promise<MemberProfile[]>,
  days: number,
): Promise<LimitHit[]> {
  const top = await r.limits.topRefused(days, 50);
  const mobiles = new Map((await profiles(top.map((h) => h.memberId))).map((p) => [p.memberId, p.mobile]));
  return top.map((h) => ({
    memberId: h.memberId,
    mobile: mobiles.get(h.memberId) ?? '',
    count: h.count,
    lastAt: h.lastAt.toISOString(),
  }));
}
