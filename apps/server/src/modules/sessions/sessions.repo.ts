import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SessionRow } from '../../platform/db/schema.js';

export interface NewSession {
  memberId: string;
  tokenHash: string;
  deviceId: string;
  ip: string;
  userAgent: string;
  expiresAt: Date;
  authMethod: string;
}

export interface LiveSession extends SessionRow {
  mobile: string;
}

export class SessionsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Revokes the member's live session (if any) and inserts the new one in one transaction. The
   * partial unique index on live sessions makes a concurrent second login fail rather than leave
   * two devices logged in; the caller retries.
   */
  async replaceLive(s: NewSession, now: Date, reason: string): Promise<{ id: string; revokedIds: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('member_id', '=', s.memberId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      const row = await trx
        .insertInto('sessions')
        .values({
          member_id: s.memberId,
          token_hash: s.tokenHash,
          device_id: s.deviceId,
          ip: s.ip,
          user_agent: s.userAgent,
          expires_at: s.expiresAt,
          auth_method: s.authMethod,
          // The injected clock, not the database's now(): expiry and freshness checks use the same time.
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: String(row.id), revokedIds: revoked.map((r) => String(r.id)) };
    });
  }

  async findLiveByTokenHash(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .selectAll('sessions')
      .select('members.mobile')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Why a session ended, for a token that is no longer live (null when unknown or still live). */
  async findRevokeReasonByTokenHash(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select('revoke_reason')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst();
    return row?.revoke_reason ?? null;
  }

  async revoke(sessionId: string, now: Date, reason: string): Promise<boolean> {
    const res = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Revokes every live session of a member except one (or all when keep is null). */
  async revokeAllForMember(memberId: string, now: Date, reason: string, keepSessionId: string | null): Promise<string[]> {
    let q = this.db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (keepSessionId) q = q.where('id', '<>', keepSessionId);
    const rows = await q.returning('id').execute();
    return rows.map((r) => String(r.id));
  }

  async countLive(memberId: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sessions')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The member's sessions, newest first (staff players page). */
  async listForMember(memberId: string, limit: number): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Members who ever signed in from this device. */
  async membersByDevice(deviceId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('member_id')
      .distinct()
      .where('device_id', '=', deviceId)
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.member_id));
  }

  /** Whether the member ever had a session from this device (revoked or expired ones count). */
  async hasSessionFromDevice(memberId: string, deviceId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('device_id', '=', deviceId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
