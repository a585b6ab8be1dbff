/**
 * Bounds on provider callbacks (trust issue 16). Anyone can POST to a callback URL and most
 * callbacks cannot be verified (MTN signs nothing; pawaPay only when the account is set to), so
 * a callback is only ever a hint that makes us ask the provider (PaymentProcessor.confirm). What
 * is left to bound is what a stranger can make us store and do:
 * - the body size (a route bodyLimit: 413, nothing read or stored);
 * - callbacks per source address per minute (above: 429, nothing stored). Providers retry, and
 *   the poller asks about every open payment anyway, so a dropped genuine callback only delays;
 * - callbacks for no payment of ours (all a forger without our intent ids can produce): at most
 *   a number per rolling 24 hours are stored, and such rows are kept for a retention period only.
 */
import type { Clock } from '../../platform/clock.js';

export interface CallbackLimits {
  bodyBytes: number;
  perIpPerMinute: number;
  unmatchedPerDay: number;
  unmatchedRetentionDays: number;
}

export const DEFAULT_CALLBACK_LIMITS: CallbackLimits = {
  bodyBytes: 64 * 1024,
  perIpPerMinute: 60,
  unmatchedPerDay: 1000,
  unmatchedRetentionDays: 30,
};

const MINUTE_MS = 60_000;
/** Past this many tracked addresses, finished windows are swept so the map cannot grow unbounded. */
const SWEEP_AT = 10_000;

/** Fixed one-minute windows per source address, in this node's memory. */
export class CallbackRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  /** Counts a callback from the address; false when the address is over its minute's allowance. */
  admit(ip: string): boolean {
    const now = this.clock.now().getTime();
    if (this.windows.size >= SWEEP_AT) this.sweep(now);
    const w = this.windows.get(ip);
    if (!w || now - w.start >= MINUTE_MS) {
      this.windows.set(ip, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.perMinute;
  }

  private sweep(now: number): void {
    for (const [ip, w] of this.windows) if (now - w.start >= MINUTE_MS) this.windows.delete(ip);
  }
}
