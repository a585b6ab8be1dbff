/**
 * Real timers and a real clock for a game loop under a bench, with one extra: the timer due last
 * (a long wait) can be fired now, and the clock moves forward by the time skipped, so the loop sees exactly the time it
 * expected (a betting window sized for the slowest machine ends as soon as the bets are in).
 */
import type { Clock } from '../../apps/server/src/platform/clock.js';
import {
  realTimers,
  type TimerCallback,
  type TimerHandle,
  type Timers,
} from '../../apps/server/src/modules/games/shared/timers.js';

interface Pending {
  handle: TimerHandle;
  due: number;
  fn: TimerCallback;
}

export class SkippableTimers implements Timers {
  private offsetMs = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly real = realTimers((err) => process.stderr.write(`timer failed: ${String(err)}\n`));
  readonly clock: Clock = { now: () => new Date(Date.now() + this.offsetMs) };

  setTimeout(fn: TimerCallback, ms: number): TimerHandle {
    const due = this.clock.now().getTime() + Math.max(0, ms);
    const handle: TimerHandle = this.real.setTimeout(() => {
      this.pending.delete(handle.id);
      return fn();
    }, ms);
    this.pending.set(handle.id, { handle, due, fn });
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle.id);
    this.real.clearTimeout(handle);
  }

  /** Fires the pending timer due last now, with the clock moved forward to its due time. */
  async fireLatest(): Promise<void> {
    const next = [...this.pending.values()].sort((a, b) => b.due - a.due)[0];
    if (!next) throw new Error('no timer pending');
    this.clearTimeout(next.handle);
    this.offsetMs += Math.max(0, next.due - this.clock.now().getTime());
    await next.fn();
  }
}
