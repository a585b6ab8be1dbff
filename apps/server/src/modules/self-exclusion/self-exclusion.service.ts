/**
 * Self-exclusion (docs/product-rules/auth.md#self-exclusion): once submitted it cannot be changed or shortened, it ends every
 * session at once, and it blocks login until the period is over and the player asks to reactivate
 * (selfInclusion=1). An exclusion whose period has ended still blocks until that request, so an
 * account never reopens by itself. Other modules ask isSelfExcluded() before deposits and
 * withdrawals; games ask the play gate (modules/play-gate), for which this service is a source:
 * an exclusion bars staking from the moment it is committed, and the gate is told so that play
 * held for later (queued crash bets) is dropped at once.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { SelfExclusionPeriod } from '@nyota/contract/constants';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionsService } from '../sessions/index.js';
import { appendActivity } from '../activity/index.js';
import type { PlayBar, PlayBarSource, PlayGate } from '../play-gate/index.js';
import { formatDay, periodEnd } from './period.js';
import { SelfExclusionRepo } from './self-exclusion.repo.js';

export interface SelfExclusionRequest {
  period: SelfExclusionPeriod;
  reason: string;
  comment: string;
}

export interface SelfExclusionResult {
  period: SelfExclusionPeriod;
  /** ISO time the period ends. */
  until: string;
}

const EXCLUDED: PlayBar = { code: ErrorCode.SELF_EXCLUDED, key: 'errors.self_excluded' };

export class SelfExclusionService implements PlayBarSource {
  private readonly repo: SelfExclusionRepo;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly market: MarketPreset,
    private readonly gate?: PlayGate,
  ) {
    this.repo = new SelfExclusionRepo(db);
    gate?.addSource(this);
  }

  async submit(memberId: string, req: SelfExclusionRequest): Promise<SelfExclusionResult> {
    if (await this.repo.findOpen(memberId)) throw exclusionExists();
    const startsAt = this.clock.now();
    const endsAt = periodEnd(startsAt, req.period);
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.repo.insert({ memberId, period: req.period, reason: req.reason, comment: req.comment, startsAt, endsAt }, trx);
        const payload = { until: endsAt.toISOString() };
        await appendActivity(trx, { kind: 'self_exclusion.started', memberId, at: startsAt, payload });
      });
    } catch (err) {
      // Two submits at once: the partial unique index keeps the first.
      if (isUniqueViolation(err)) throw exclusionExists();
      throw err;
    }
    // Queued play is dropped (and the player told) before the sessions, and with them the socket, end.
    await this.gate?.barStarted(memberId, EXCLUDED);
    await this.sessions.revokeAllForMember(memberId, 'self_excluded');
    return { period: req.period, until: endsAt.toISOString() };
  }

  /** The exclusion not yet reactivated, if any (staff players page). */
  async openFor(memberId: string): Promise<{ period: string; startsAt: Date; endsAt: Date } | null> {
    const open = await this.repo.findOpen(memberId);
    return open ? { period: open.period, startsAt: open.startsAt, endsAt: open.endsAt } : null;
  }

  /** True while an exclusion exists that the player has not reactivated. */
  async isSelfExcluded(memberId: string): Promise<boolean> {
    return (await this.repo.findOpen(memberId)) !== undefined;
  }

  async barredAmong(memberIds: readonly string[]): Promise<Map<string, PlayBar>> {
    return new Map((await this.repo.openAmong(memberIds)).map((id) => [id, EXCLUDED]));
  }

  /**
   * Called by every login after the credentials were proven. Without reactivate the player is told
   * they are excluded (1003, the client asks whether to reactivate); with it, the exclusion closes
   * only when its period is over.
   */
  async admitLogin(memberId: string, reactivate: boolean): Promise<void> {
    const open = await this.repo.findOpen(memberId);
    if (!open) return;
    if (!reactivate) throw new AppError(ErrorCode.SELF_EXCLUDED, 'errors.self_excluded');
    const now = this.clock.now();
    if (now < open.endsAt || !(await this.repo.markReactivated(open.id, now))) {
      throw new AppError(ErrorCode.SELF_EXCLUSION_ACTIVE, 'errors.self_exclusion_active', {
        until: formatDay(open.endsAt, this.market.timeZone),
      });
    }
  }
}

function exclusionExists(): AppError {
  return new AppError(ErrorCode.SELF_EXCLUSION_ACTIVE, 'errors.self_exclusion_exists');
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}
