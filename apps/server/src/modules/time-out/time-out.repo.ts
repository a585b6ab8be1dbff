import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface RunningTimeOut {
  period: string;
  endsAt: Date;
}

export class TimeOutRepo {
  constructor(private readonly db: Db) {}

  /** The time-out running at `now`, the one ending last if (by a race) two overlap. */
  async findRunning(memberId: string, now: Date): Promise<RunningTimeOut | undefined> {
    const row = await this.db
      .selectFrom('time_outs')
      .select(['period', 'ends_at'])
      .where('member_id', '=', memberId)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at', 'desc')
      .executeTakeFirst();
    return row ? { period: row.period, endsAt: new Date(row.ends_at) } : undefined;
  }

  /** The member's time-outs, newest first (the staff player page's history). */
  async latest(memberId: string, limit: number): Promise<{ period: string; startsAt: Date; endsAt: Date }[]> {
    const rows = await this.db
      .selectFrom('time_outs')
      .select(['period', 'starts_at', 'ends_at'])
      .where('member_id', '=', memberId)
      .orderBy('starts_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ period: r.period, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) }));
  }

  /** Of these members, those on a time-out at `now`; one query for all. */
  async runningAmong(memberIds: readonly string[], now: Date): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('time_outs')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', [...memberIds])
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .execute();
    return rows.map((r) => String(r.member_id));
  }

  /**
   * Inserts unless one is running, in one statement guarded by a per-member advisory lock, so two
   * submits at once cannot both start one. Returns false when one was already running.
   */
  /** `alsoIn` runs in the inserting transaction (the stream's fact). */
  async insertUnlessRunning(
    memberId: string,
    period: string,
    startsAt: Date,
    endsAt: Date,
    alsoIn: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Class 7026 keeps this lock apart from other modules' advisory locks.
      await sql`select pg_advisory_xact_lock(7026, ${memberId}::integer)`.execute(trx);
      const running = await trx
        .selectFrom('time_outs')
        .select('id')
        .where('member_id', '=', memberId)
        .where('ends_at', '>', startsAt)
        .executeTakeFirst();
      if (running) return false;
      await trx
        .insertInto('time_outs')
        .values({ member_id: memberId, period, starts_at: startsAt, ends_at: endsAt, created_at: startsAt })
        .execute();
      await alsoIn(trx);
      return true;
    });
  }
}
