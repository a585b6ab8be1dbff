import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

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
}
