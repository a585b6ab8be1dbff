/**
 * Simulated time: the injected platform clock plus an offset the control API can push forward, so a
 * five-minute prompt timeout or a token's hour of life can be crossed in one request. Transport
 * timestamps (signature dates) use wallNow(): a verifier compares them with its own clock, which
 * knows nothing of our fast-forward.
 */
import type { SandboxStore } from './store.js';

/** The time source the sandbox is given (the platform's clock fits it; tests pass a ManualClock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class SimClock {
  /** While a due task runs, "now" is the task's due time, so work it schedules is timed from then. */
  private pinnedMs: number | undefined;

  constructor(
    private readonly base: Clock,
    private readonly store: SandboxStore,
  ) {}

  nowMs(): number {
    return this.pinnedMs ?? this.base.now().getTime() + this.store.data.clockOffsetMs;
  }

  pinned<T>(ms: number, fn: () => T): T {
    const before = this.pinnedMs;
    this.pinnedMs = ms;
    try {
      return fn();
    } finally {
      this.pinnedMs = before;
    }
  }

  /** Simulated now, ignoring any pin (the scheduler asks what is due). */
  realNowMs(): number {
    return this.base.now().getTime() + this.store.data.clockOffsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  wallNow(): Date {
    return this.base.now();
  }

  advance(ms: number): void {
    this.store.data.clockOffsetMs += Math.max(0, Math.floor(ms));
  }
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
