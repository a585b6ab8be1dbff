/**
 * Time-out (cool-off), beside self-exclusion (docs/product-rules/responsible-gambling.md#time-out):
 * 24 hours to 6 weeks, effective at once, and it cannot be shortened, cancelled or replaced while it
 * runs. Unlike self-exclusion the player stays signed in on the device that set it (withdrawals stay
 * possible) but every other device is logged out. It is a play-gate source (no stake is taken, and
 * queued crash bets are dropped as it starts), the deposit path asks assertMayDeposit, and the
 * coming engagement module asks isUnderTimeOut for "no marketing". It ends by itself at its end time.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { TimeOutPeriod } from '@nyota/contract/constants';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PlayBar, PlayBarSource, PlayGate } from '../play-gate/index.js';
import type { SessionsService } from '../sessions/index.js';
import { appendActivity } from '../activity/index.js';
import { formatEnd, timeOutEnd } from './period.js';
import { TimeOutRepo } from './time-out.repo.js';

export interface TimeOutResult {
  period: TimeOutPeriod;
  /** ISO time the time-out ends. */
  until: string;
}

export interface TimeOutStatus {
  period: TimeOutPeriod | null;
  until: string | null;
}

/** The play gate's bar while a time-out runs. */
export const TIMED_OUT: PlayBar = { code: ErrorCode.TIMED_OUT, key: 'errors.timed_out' };

export class TimeOutService implements PlayBarSource {
  private readonly repo: TimeOutRepo;

  constructor(
    db: Db,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly market: MarketPreset,
    private readonly gate?: PlayGate,
  ) {
    this.repo = new TimeOutRepo(db);
    gate?.addSource(this);
  }

  /** Starts a time-out; `keepSessionId` is the device that asked (it stays signed in). */
  async submit(memberId: string, period: TimeOutPeriod, keepSessionId: string | null): Promise<TimeOutResult> {
    const startsAt = this.clock.now();
    const endsAt = timeOutEnd(startsAt, period);
    const fact = { kind: 'time_out.started', memberId, at: startsAt, payload: { until: endsAt.toISOString() } } as const;
    if (!(await this.repo.insertUnlessRunning(memberId, period, startsAt, endsAt, (trx) => appendActivity(trx, fact)))) {
      const running = await this.repo.findRunning(memberId, startsAt);
      throw new AppError(ErrorCode.TIME_OUT_ACTIVE, 'errors.time_out_exists', {
        until: formatEnd(running?.endsAt ?? endsAt, this.market.timeZone),
      });
    }
    // Queued play is dropped (and the player told) before the other devices are logged out.
    await this.gate?.barStarted(memberId, TIMED_OUT);
    await this.sessions.revokeAllForMember(memberId, 'time_out', keepSessionId);
    return { period, until: endsAt.toISOString() };
  }

  async status(memberId: string): Promise<TimeOutStatus> {
    const running = await this.repo.findRunning(memberId, this.clock.now());
    return running ? { period: toPeriod(running.period), until: running.endsAt.toISOString() } : { period: null, until: null };
  }

  /** The member's latest time-outs, newest first, for the staff player page. */
  async history(memberId: string, limit = 20): Promise<{ period: TimeOutPeriod; startsAt: string; endsAt: string }[]> {
    return (await this.repo.latest(memberId, limit)).flatMap((r) => {
      const period = toPeriod(r.period);
      return period ? [{ period, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }] : [];
    });
  }

  /** Eligibility for marketing, bonuses and pop-ups: false once the time-out has ended. */
  async isUnderTimeOut(memberId: string): Promise<boolean> {
    return (await this.repo.findRunning(memberId, this.clock.now())) !== undefined;
  }

  /** The deposit path asks this before any push prompt is sent; withdrawals never do. */
  async assertMayDeposit(memberId: string): Promise<void> {
    const running = await this.repo.findRunning(memberId, this.clock.now());
    if (running) {
      throw new AppError(ErrorCode.TIMED_OUT, 'errors.time_out_deposit', {
        until: formatEnd(running.endsAt, this.market.timeZone),
      });
    }
  }

  async barredAmong(memberIds: readonly string[]): Promise<Map<string, PlayBar>> {
    return new Map((await this.repo.runningAmong(memberIds, this.clock.now())).map((id) => [id, TIMED_OUT]));
  }
}

function toPeriod(v: string): TimeOutPeriod | null {
  return v === '24h' || v === '7d' || v === '30d' || v === '6w' ? v : null;
}
