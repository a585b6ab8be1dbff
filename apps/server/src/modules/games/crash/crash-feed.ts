/**
 * The engine's way out to the event sink: broadcasts to every watcher, events to one member, and
 * the batching of a round's bet changes into one `bets` event at most every `noticeEveryMs` (each
 * broadcast is a fan-out to every watcher). A failing sink is logged, never thrown into the loop.
 */
import type { TimerHandle, Timers } from '../shared/timers.js';
import type { EngineState } from './crash-engine-context.js';
import type { EngineLogger } from './crash-engine-deps.js';
import type { CrashBroadcast, CrashEventSink, CrashMemberEvent } from './crash-events.js';
import type { LiveRound } from './crash-round.js';

export class CrashFeed {
  /** Pending flush of the current round's bet changes (noticeBets). */
  private betsTimer: TimerHandle | null = null;

  constructor(
    private readonly events: CrashEventSink,
    private readonly log: Pick<EngineLogger, 'error'>,
    private readonly timers: Timers,
    private readonly noticeEveryMs: number,
    private readonly state: EngineState,
  ) {}

  /** Makes sure the round's bet changes go out within `noticeEveryMs` (batched with any that follow). */
  noticeBets(round: LiveRound): void {
    round.betsChanged = true;
    if (this.betsTimer || round.phase !== 'betting') return;
    this.betsTimer = this.timers.setTimeout(() => {
      this.betsTimer = null;
      if (this.state.round === round && round.phase === 'betting') this.flushBets(round);
    }, this.noticeEveryMs);
  }

  flushBets(round: LiveRound): void {
    this.cancelPending();
    if (!round.betsChanged) return;
    round.betsChanged = false;
    const placed = round.placedNotices.splice(0);
    const cancelled = round.cancelledNotices.splice(0);
    this.broadcast({ type: 'bets', roundId: round.id, placed, cancelled, count: round.betCount, total: round.betTotal });
  }

  /** Drops a pending flush (the loop is stopping). */
  cancelPending(): void {
    if (this.betsTimer) this.timers.clearTimeout(this.betsTimer);
    this.betsTimer = null;
  }

  broadcast(e: CrashBroadcast): void {
    try {
      this.events.broadcast(e);
    } catch (err) {
      this.log.error({ err, type: e.type }, 'crash: event sink failed');
    }
  }

  toMember(memberId: string, e: CrashMemberEvent): void {
    try {
      this.events.toMember(memberId, e);
    } catch (err) {
      this.log.error({ err, type: e.type }, 'crash: event sink failed');
    }
  }
}
