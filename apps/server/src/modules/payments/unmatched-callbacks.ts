/**
 * Callbacks that name no payment of ours are kept for the operator (a provider misrouting, a
 * forger probing), but only so many: see callback-limits.ts.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { CallbackEventsRepo } from './callback-events.repo.js';
import type { CallbackLimits } from './callback-limits.js';

const DAY_MS = 86_400_000;

export class UnmatchedCallbacks {
  private readonly repo: CallbackEventsRepo;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly limits: Pick<CallbackLimits, 'unmatchedPerDay' | 'unmatchedRetentionDays'>,
  ) {
    this.repo = new CallbackEventsRepo(db);
  }

  /** Stores the callback; false when today's allowance is spent and it was dropped. */
  async record(provider: string, summary: string, payload: unknown): Promise<boolean> {
    const now = this.clock.now();
    return this.repo.insertUnderCap(
      { provider, summary, payload: jsonText(payload), now },
      new Date(now.getTime() - DAY_MS),
      this.limits.unmatchedPerDay,
      new Date(now.getTime() - this.limits.unmatchedRetentionDays * DAY_MS),
    );
  }
}

function jsonText(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return String(v);
  }
}
