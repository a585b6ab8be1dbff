/**
 * The limits as a play-gate source (modules/play-gate): a member is barred from real-money stakes
 * when a loss limit is reached, when this stake would cross it, or when their play session has
 * lasted their session limit. Coin and diamond play is not money and is never barred here; demo
 * play never reaches the gate.
 */
import type { LimitKind } from '@nyota/contract/api/safer-play';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { PlayBar, PlayBarSource, Stake } from '../play-gate/index.js';
import { lossBar, sessionBar } from './limit-messages.js';
import type { LossReader, PeriodLosses } from './losses.js';
import type { PlaySessionsRepo } from './play-sessions.repo.js';
import type { ResponsibleGamblingService } from './responsible-gambling.service.js';
import { periodSpan, type Period, type PeriodSpan } from './periods.js';

/** Thirty minutes without a real-money stake end a play session; the next stake starts a new one. */
export const SESSION_BREAK_MS = 30 * 60_000;

const LOSS_KINDS: readonly { kind: 'loss_day' | 'loss_week' | 'loss_month'; period: Period }[] = [
  { kind: 'loss_day', period: 'day' },
  { kind: 'loss_week', period: 'week' },
  { kind: 'loss_month', period: 'month' },
];

export class LimitBarSource implements PlayBarSource {
  constructor(
    private readonly limits: ResponsibleGamblingService,
    private readonly losses: LossReader,
    private readonly sessions: PlaySessionsRepo,
    private readonly clock: Clock,
    private readonly market: MarketPreset,
  ) {}

  async barredAmong(memberIds: readonly string[], stakes?: ReadonlyMap<string, Stake>): Promise<Map<string, PlayBar>> {
    const out = new Map<string, PlayBar>();
    const all = await this.limits.effectiveAmong(memberIds);
    const limited = [...all.keys()].filter((id) => (stakes?.get(id)?.unit ?? 'cash') === 'cash');
    if (limited.length === 0) return out;
    const now = this.clock.now();
    const spans: Record<Period, PeriodSpan> = {
      day: periodSpan('day', now, this.market.timeZone),
      week: periodSpan('week', now, this.market.timeZone),
      month: periodSpan('month', now, this.market.timeZone),
    };
    const withLoss = limited.filter((id) => LOSS_KINDS.some((l) => all.get(id)?.has(l.kind)));
    const losses = await this.losses.lossesSince(withLoss, {
      day: spans.day.start,
      week: spans.week.start,
      month: spans.month.start,
    });
    const withSession = limited.filter((id) => all.get(id)?.has('session_minutes'));
    const sessions = await this.sessions.among(withSession);
    const admittedInSession: string[] = [];
    const refused: { memberId: string; kind: string }[] = [];
    for (const id of limited) {
      const mine = all.get(id) ?? new Map<LimitKind, number>();
      const bar =
        this.lossBarOf(mine, losses.get(id), stakes?.get(id)?.amount ?? 0, spans) ??
        this.sessionBarOf(mine, sessions.get(id), now);
      if (bar) {
        out.set(id, bar);
        // Only a stake being placed counts as a refusal, not a status read.
        if (stakes?.has(id))
          refused.push({
            memberId: id,
            kind: bar.key === 'errors.rg_session' ? 'session_minutes' : bar.key.replace('errors.rg_', ''),
          });
      } else if (mine.has('session_minutes') && stakes?.has(id)) admittedInSession.push(id);
    }
    await this.sessions.touch(admittedInSession, now, SESSION_BREAK_MS);
    await this.limits.recordRefusals(refused);
    return out;
  }

  private lossBarOf(
    mine: Map<LimitKind, number>,
    lost: PeriodLosses | undefined,
    stake: number,
    spans: Record<Period, PeriodSpan>,
  ): PlayBar | undefined {
    for (const { kind, period } of LOSS_KINDS) {
      const limit = mine.get(kind);
      if (limit === undefined) continue;
      const used = Math.max(0, lost?.[period] ?? 0);
      // Reached already, or this stake lost in full would cross it.
      if (used >= limit || used + stake > limit) return lossBar({ kind, limit, used, resetsAt: spans[period].end }, this.market);
    }
    return undefined;
  }

  private sessionBarOf(
    mine: Map<LimitKind, number>,
    session: { startedAt: Date; lastStakeAt: Date } | undefined,
    now: Date,
  ): PlayBar | undefined {
    const minutes = mine.get('session_minutes');
    if (minutes === undefined || !session) return undefined;
    const resumesAt = new Date(session.lastStakeAt.getTime() + SESSION_BREAK_MS);
    if (now.getTime() >= resumesAt.getTime()) return undefined; // the break was taken: a new session
    if (now.getTime() - session.startedAt.getTime() < minutes * 60_000) return undefined;
    return sessionBar(minutes, resumesAt, this.market);
  }
}
