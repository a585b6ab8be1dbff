import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

export type SourceKind = 'device' | 'ip';

export class LoginThrottleRepo {
  constructor(private readonly db: Db) {}

  async get(mobile: string): Promise<ThrottleState | undefined> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['failures', 'locked_until'])
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    return row ? { failures: row.failures, lockedUntil: row.locked_until ? new Date(row.locked_until) : null } : undefined;
  }

  /**
   * Counts one failure atomically and returns the new count. A failure after a quiet window starts
   * the count again, so a handful of typos spread over weeks never locks anyone.
   */
  async addFailure(mobile: string, now: Date, windowStart: Date): Promise<number> {
    const row = await this.db
      .insertInto('login_throttle')
      .values({ mobile, failures: 1, updated_at: now })
      .onConflict((oc) =>
        oc.column('mobile').doUpdateSet({
          failures: sql<number>`case when login_throttle.updated_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
          updated_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return row.failures;
  }

  async lockUntil(mobile: string, until: Date): Promise<void> {
    await this.db.updateTable('login_throttle').set({ locked_until: until }).where('mobile', '=', mobile).execute();
  }

  async clear(mobile: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('mobile', '=', mobile).execute();
  }

  async setSlowUntil(mobile: string, until: Date): Promise<void> {
    await this.db.updateTable('login_throttle').set({ locked_until: until }).where('mobile', '=', mobile).execute();
  }

  /** The latest lock end among the given pairs of a number, if any is set. */
  async pairLockedUntil(mobile: string, pairs: Array<{ kind: SourceKind; source: string }>): Promise<Date | null> {
    if (pairs.length === 0) return null;
    const rows = await this.db
      .selectFrom('login_source_throttle')
      .select('locked_until')
      .where('mobile', '=', mobile)
      .where((eb) => eb.or(pairs.map((p) => eb.and([eb('kind', '=', p.kind), eb('source', '=', p.source)]))))
      .execute();
    const ends = rows.flatMap((r) => (r.locked_until ? [new Date(r.locked_until).getTime()] : []));
    return ends.length > 0 ? new Date(Math.max(...ends)) : null;
  }

  /** Counts one failure of a pair atomically (restarting after a quiet window); returns the count. */
  async addPairFailure(mobile: string, kind: SourceKind, source: string, now: Date, windowStart: Date): Promise<number> {
    const row = await this.db
      .insertInto('login_source_throttle')
      .values({ mobile, kind, source, failures: 1, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['mobile', 'kind', 'source']).doUpdateSet({
          failures: sql<number>`case when login_source_throttle.updated_at < ${windowStart} then 1 else login_source_throttle.failures + 1 end`,
          updated_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return row.failures;
  }

  async lockPair(mobile: string, kind: SourceKind, source: string, until: Date): Promise<void> {
    await this.db
      .updateTable('login_source_throttle')
      .set({ locked_until: until })
      .where('mobile', '=', mobile)
      .where('kind', '=', kind)
      .where('source', '=', source)
      .execute();
  }

  async clearPair(mobile: string, kind: SourceKind, source: string): Promise<void> {
    await this.db
      .deleteFrom('login_source_throttle')
      .where('mobile', '=', mobile)
      .where('kind', '=', kind)
      .where('source', '=', source)
      .execute();
  }

  /** A password reset or change: every count of the number starts again. */
  async clearNumber(mobile: string): Promise<void> {
    await this.db.deleteFrom('login_source_throttle').where('mobile', '=', mobile).execute();
    await this.clear(mobile);
  }
}
