/**
 * Resolves what callbacks never resolved (MTN calls back once with no retry; some never do). Runs
 * on the leader (platform/jobs): each pass
 *  1. closes deposits whose prompt time is over for the player (status 3; still polled, and a late
 *     success is credited and flagged),
 *  2. moves intents still open after MANUAL_AFTER_MS to the manual queue (they keep being polled,
 *     hourly: a payout whose outcome is unknown is never failed by a timer),
 *  3. asks the provider about every intent whose next check is due (backoff in payment-processor.ts).
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { IntentsRepo } from './intents.repo.js';
import type { PaymentNotifier } from './payment-notifier.js';
import type { PaymentProcessor, ProcessorLogger } from './payment-processor.js';

export const MANUAL_AFTER_MS = 6 * 3600_000;
const BATCH = 50;
const PARALLEL = 4;

export interface PollReport {
  expired: number;
  escalated: number;
  checked: number;
}

export class PaymentPoller {
  constructor(
    private readonly db: Db,
    private readonly repo: IntentsRepo,
    private readonly processor: PaymentProcessor,
    private readonly notifier: PaymentNotifier,
    private readonly clock: Clock,
    private readonly log: ProcessorLogger,
  ) {}

  async runOnce(): Promise<PollReport> {
    const now = this.clock.now();
    const expired = await this.repo.expireDeposits(this.db, now);
    for (const intent of expired) await this.notifier.depositChanged(intent).catch(() => undefined);

    const escalated = await this.repo.lists.flagManual(this.db, new Date(now.getTime() - MANUAL_AFTER_MS), now);
    for (const intent of escalated) {
      this.log.warn(
        { intentId: intent.id, direction: intent.direction, status: intent.status },
        'payment still open: moved to the manual queue',
      );
    }

    const due = await this.repo.lists.due(this.db, now, BATCH);
    for (let i = 0; i < due.length; i += PARALLEL) {
      await Promise.all(
        due.slice(i, i + PARALLEL).map(async (intent) => {
          try {
            await this.processor.confirm(intent.id, 'poll');
          } catch (err) {
            this.log.error({ err, intentId: intent.id }, 'payment check failed');
            // Not every pass: a check that keeps failing waits like a slow provider would.
            const later = new Date(this.clock.now().getTime() + 60_000);
            await this.repo.updateOpen(this.db, intent.id, { nextCheckAt: later }, this.clock.now()).catch(() => undefined);
          }
        }),
      );
    }
    return { expired: expired.length, escalated: escalated.length, checked: due.length };
  }
}
