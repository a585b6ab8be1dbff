/**
 * Sessions: 256-bit random tokens, stored only as SHA-256 hashes, 7-day lifetime, one live session
 * per member. A new login revokes the previous one and tells its sockets, on whichever node they
 * are, to show the kick-out reminder and close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@nyota/contract/constants';
import { KICK_OUT_REASONS } from '@nyota/contract/im/account';
import { memberTopic, type KickOutData, type MemberBusMessage } from '@nyota/contract/realtime';
import type { Clock } from '../../platform/clock.js';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { AuthContext } from '../../platform/http/request-context.js';
import { SessionsRepo } from './sessions.repo.js';
import type { Db } from '../../platform/db/database.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
}

export interface SessionClient {
  deviceId: string;
  ip: string;
  userAgent: string;
}

/** How a session was established: a password reset accepts only a fresh code login. */
export type AuthMethod = 'password' | 'sms' | 'signup';

/** A live session with how and when it began. */
export interface SessionDetails {
  auth: AuthContext;
  method: AuthMethod;
  createdAt: Date;
}

/** One session as staff see it. */
export interface SessionSummary {
  id: string;
  deviceId: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export class SessionsService implements SessionResolver {
  private readonly repo: SessionsRepo;

  constructor(
    db: Db,
    private readonly bus: EventBus,
    private readonly clock: Clock,
  ) {
    this.repo = new SessionsRepo(db);
  }

  async issue(memberId: string, client: SessionClient, method: AuthMethod = 'password'): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    const input = { memberId, tokenHash: hashToken(token), ...client, expiresAt, authMethod: method };
    let result: { id: string; revokedIds: string[] } | undefined;
    for (let attempt = 0; attempt < 3 && !result; attempt++) {
      try {
        result = await this.repo.replaceLive(input, now, 'new_login');
      } catch (err) {
        // Two logins at once: the unique index let one win; the other takes over on retry.
        if (!isUniqueViolation(err) || attempt === 2) throw err;
      }
    }
    if (!result) throw new Error('session issue failed');
    for (const id of result.revokedIds) await this.announceRevoked(memberId, id, 'new_login');
    return { token, sessionId: result.id };
  }

  async resolve(token: string): Promise<AuthContext | null> {
    if (!TOKEN_RE.test(token)) return null;
    const row = await this.repo.findLiveByTokenHash(hashToken(token), this.clock.now());
    if (!row) return null;
    return { memberId: String(row.member_id), sessionId: String(row.id), mobile: row.mobile };
  }

  async inspect(token: string): Promise<SessionDetails | null> {
    if (!TOKEN_RE.test(token)) return null;
    const row = await this.repo.findLiveByTokenHash(hashToken(token), this.clock.now());
    if (!row) return null;
    return {
      auth: { memberId: String(row.member_id), sessionId: String(row.id), mobile: row.mobile },
      method: toAuthMethod(row.auth_method),
      createdAt: new Date(row.created_at),
    };
  }

  /** A device the member has signed in from before (login throttling trusts it more); never ''. */
  async isKnownDevice(memberId: string, deviceId: string): Promise<boolean> {
    return deviceId !== '' && (await this.repo.hasSessionFromDevice(memberId, deviceId));
  }

  /** The member's recent sessions, newest first, for the staff players page. */
  async listForMember(memberId: string, limit = 20): Promise<SessionSummary[]> {
    return (await this.repo.listForMember(memberId, limit)).map((r) => ({
      id: String(r.id),
      deviceId: r.device_id,
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: new Date(r.created_at),
      endedAt: r.revoked_at ? new Date(r.revoked_at) : null,
      endReason: r.revoke_reason,
      expiresAt: new Date(r.expires_at),
    }));
  }

  async membersByDevice(deviceId: string): Promise<string[]> {
    return deviceId === '' ? [] : this.repo.membersByDevice(deviceId, 20);
  }

  /** Why a token's session was revoked, if it was; lets a late socket still show the kick-out reminder. */
  async revokedReason(token: string): Promise<KickOutData['reason'] | null> {
    if (!TOKEN_RE.test(token)) return null;
    const reason = await this.repo.findRevokeReasonByTokenHash(hashToken(token));
    return isKickOutReason(reason) ? reason : null;
  }

  async revoke(auth: AuthContext, reason: KickOutData['reason']): Promise<void> {
    if (await this.repo.revoke(auth.sessionId, this.clock.now(), reason)) {
      await this.announceRevoked(auth.memberId, auth.sessionId, reason);
    }
  }

  async revokeAllForMember(memberId: string, reason: KickOutData['reason'], keepSessionId: string | null = null): Promise<void> {
    const ids = await this.repo.revokeAllForMember(memberId, this.clock.now(), reason, keepSessionId);
    for (const id of ids) await this.announceRevoked(memberId, id, reason);
  }

  private async announceRevoked(memberId: string, sessionId: string, reason: KickOutData['reason']): Promise<void> {
    const msg: MemberBusMessage = { kind: 'session-revoked', sessionId, reason };
    await this.bus.publish(memberTopic(memberId), msg);
  }
}

function toAuthMethod(v: string): AuthMethod {
  return v === 'sms' || v === 'signup' ? v : 'password';
}

function isKickOutReason(v: string | null): v is KickOutData['reason'] {
  return (KICK_OUT_REASONS as readonly (string | null)[]).includes(v);
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}
