/**
 * The activity stream (DESIGN.md §8, docs/activity-stream.md): modules append the facts they own
 * with `appendActivity`, in the transaction that makes the fact true; consumers (harm markers now,
 * wagering, VIP, tasks later) register with the module and run as one leader-only job.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Metrics } from '../../platform/observability/metrics.js';
import { ActivityConsumers, type ActivityLogger } from './activity-consumers.js';
import { ActivityRepo, toActivityEvent } from './activity.repo.js';
import { activityFact, type ActivityEvent, type ActivityKind, type NewActivity } from './activity-event.js';

export type { ActivityEvent, ActivityFact, ActivityKind, ActivityOf, NewActivity } from './activity-event.js';
export type { ActivityConsumer } from './activity-consumers.js';
export { ActivityConsumers } from './activity-consumers.js';

const repo = new ActivityRepo();

/**
 * Appends facts in the caller's transaction (never on its own: a fact without its event is lost to
 * consumers). Each is checked against its kind's schema first: a malformed fact fails its writer's
 * transaction instead of stopping every consumer that later reads it.
 */
export async function appendActivity(trx: Db, ...events: NewActivity[]): Promise<void> {
  for (const e of events) activityFact.parse({ kind: e.kind, payload: e.payload });
  await repo.append(trx, events);
}

/** A member's facts since `since`, newest first (staff views). */
export async function recentActivity(db: Db, memberId: string, since: Date, limit = 200): Promise<ActivityEvent[]> {
  return (await repo.forMember(db, memberId, since, limit)).map(toActivityEvent);
}

/**
 * A member's facts of `kinds` that consumer `consumer` has not applied yet, oldest first, read in the
 * caller's transaction while the consumer's cursor is held shared (so the consumer's own tables,
 * read in the same transaction, and these events add up to every committed fact exactly once).
 * For reads that must be exact despite the consumer's lag (docs/activity-stream.md#reading-ahead).
 */
export async function unappliedFor(
  trx: Db,
  consumer: string,
  memberId: string,
  kinds: readonly ActivityKind[],
): Promise<ActivityEvent[]> {
  const from = await repo.shareCursor(trx, consumer);
  return (await repo.memberAfter(trx, memberId, from, kinds)).map(toActivityEvent);
}

export interface ActivityModule {
  consumers: ActivityConsumers;
}

export function createActivityModule(deps: {
  db: Db;
  clock: Clock;
  log: ActivityLogger;
  metrics: Metrics | null;
}): ActivityModule {
  return { consumers: new ActivityConsumers(deps.db, deps.clock, deps.log, deps.metrics) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's stream consumers: the leader's job runs them; tests drain them. */
    activityStream: ActivityConsumers;
  }
}
