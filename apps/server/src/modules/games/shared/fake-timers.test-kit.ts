/**
 * Timers for tests, driven with a ManualClock: `advance` moves time forward and fires every timer
 * due on the way, in order, with the clock set to each one's due time, waiting for the callback's
 * promise before going on. A game loop thus runs step by step and exactly on time.
 */
import type { ManualClock } from '../../../platform/clock.js';
import type { TimerCallback, TimerHandle, Timers } from './timers.js';

interface Entry {
  id: number;
  due: number;
  fn: TimerCallback;
}

export class FakeTimers implements Timers {
  private entries: Entry[] = [];
  private seq = 0;

  constructor(private readonly clock: ManualClock) {}

  setTimeout(fn: TimerCallback, ms: number): TimerHandle {
    const id = ++this.seq;
    this.entries.push({ id, due: this.clock.now().getTime() + Math.max(0, ms), fn });
    return { id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.entries = this.entries.filter((e) => e.id !== handle.id);
  }

  /** Due time of the next timer (epoch ms), if any. */
  nextDue(): number | undefined {
    return this.earliest()?.due;
  }

  get size(): number {
    return this.entries.length;
  }

  async advance(ms: number): Promise<void> {
    await this.advanceTo(this.clock.now().getTime() + ms);
  }

  /** Fires every timer due up to `time`, then leaves the clock at `time`. */
  async advanceTo(time: number): Promise<void> {
    for (;;) {
      const next = this.earliest();
      if (!next || next.due > time) break;
      this.entries = this.entries.filter((e) => e !== next);
      if (next.due > this.clock.now().getTime()) this.clock.set(new Date(next.due));
      await next.fn();
    }
    if (time > this.clock.now().getTime()) this.clock.set(new Date(time));
  }

  /** Fires timers one by one until `done()` holds (at most `limit` of them). */
  async runUntil(done: () => boolean, limit = 10_000): Promise<void> {
    for (let i = 0; i < limit && !done(); i++) {
      const next = this.earliest();
      if (!next) throw new Error('fake timers: nothing scheduled and the condition does not hold');
      await this.advanceTo(next.due);
    }
    if (!done()) throw new Error('fake timers: condition not reached');
  }

  private earliest(): Entry | undefined {
    let best: Entry | undefined;
    for (const e of this.entries) if (!best || e.due < best.due || (e.due === best.due && e.id < best.id)) best = e;
    return best;
  }
}
