/**
 * Staff sign-in and sessions (docs/staff-console.md#sign-in).
 *
 * - Username, password (argon2id) and a TOTP code, always; each code is usable once. Every failure
 *   gets the same answer after the same work (an unknown username is checked against a throwaway
 *   hash), so the answer never tells which part was wrong or whether the username exists.
 * - Throttling is per username *and* source address, with a delay that doubles after a few
 *   failures: a stranger guessing a colleague's password slows down only the stranger, never locks
 *   the colleague out.
 * - The session token is kept only as its SHA-256; a session ends after 30 minutes unused or 12
 *   hours after sign-in, at sign-out, or when the account is disabled.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@nyota/contract/error-codes';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_MAX_MS } from '@nyota/contract/staff/constants';
import { permissionSchema, type Permission } from '@nyota/contract/staff/permissions';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import type { Database } from '../../platform/db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PasswordHasher } from '../auth/index.js';
import type { AuditService } from './audit.service.js';
import { StaffRepo } from './staff.repo.js';
import { totpStepOf } from './totp.js';

/** Failures allowed per username and source before each further try has to wait. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 15 * 60 * 1000;

export interface SignedInStaff extends StaffMe {
  sessionId: string;
  csrfToken: string;
}

export interface SignInResult {
  token: string;
  csrfToken: string;
  staff: StaffMe;
}

const signInFailed = () => new AppError(ErrorCode.STAFF_SIGN_IN_FAILED, 'errors.staff_sign_in_failed');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Permissions as stored, minus any the contract no longer knows. */
export function knownPermissions(stored: readonly string[]): Permission[] {
  return stored.flatMap((p) => {
    const parsed = permissionSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

export class StaffSessionsService {
  private readonly repo = new StaffRepo();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  async signIn(input: { username: string; password: string; code: string }, source: string): Promise<SignInResult> {
    const now = this.clock.now();
    const username = input.username;
    const failure = await this.repo.failure(this.db, username, source);
    if (failure && failure.blockedUntil > now) {
      const seconds = Math.ceil((failure.blockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError(ErrorCode.STAFF_SIGN_IN_THROTTLED, 'errors.staff_sign_in_throttled', { seconds });
    }
    const account = await this.repo.accountByUsername(this.db, username);
    const passwordOk = await this.hasher.verifyOrDummy(account?.password_hash ?? null, input.password);
    const step = account ? totpStepOf(account.totp_secret, input.code, now) : null;
    if (!account || !account.active || !passwordOk || step === null) {
      await this.recordFailure(username, source, failure?.failures ?? 0, now);
      throw signInFailed();
    }
    const result = await this.db.transaction().execute(async (trx) => {
      // A code already used (this step or a later one) fails like a wrong one.
      if (!(await this.repo.takeTotpStep(trx, account.id, step))) return null;
      const role = await this.repo.role(trx, account.role);
      const token = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      await this.repo.insertSession(trx, { tokenHash: hashToken(token), csrfToken, staffId: account.id, now });
      await this.repo.clearFailures(trx, username, source);
      await this.audit.append(trx, {
        actorId: account.id,
        actor: account.username,
        action: 'staff.sign_in',
        target: account.username,
        after: { source },
      });
      const staff: StaffMe = {
        id: account.id,
        username: account.username,
        role: account.role,
        permissions: knownPermissions(role?.permissions ?? []),
      };
      return { token, csrfToken, staff };
    });
    if (!result) {
      await this.recordFailure(username, source, failure?.failures ?? 0, now);
      throw signInFailed();
    }
    return result;
  }

  /** The live session of a token, refreshed; null when missing, idle too long, too old or disabled. */
  async resolve(token: string): Promise<SignedInStaff | null> {
    const now = this.clock.now();
    const s = await this.repo.sessionByTokenHash(this.db, hashToken(token));
    if (!s) return null;
    const idle = now.getTime() - s.lastSeenAt.getTime() > STAFF_IDLE_TIMEOUT_MS;
    const old = now.getTime() - s.createdAt.getTime() > STAFF_SESSION_MAX_MS;
    if (idle || old || !s.active) {
      await this.repo.endSession(this.db, s.sessionId, now);
      return null;
    }
    await this.repo.touchSession(this.db, s.sessionId, now);
    return {
      sessionId: s.sessionId,
      csrfToken: s.csrfToken,
      id: s.staffId,
      username: s.username,
      role: s.role,
      permissions: knownPermissions(s.permissions),
    };
  }

  async signOut(staff: SignedInStaff): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.repo.endSession(trx, staff.sessionId, this.clock.now());
      await this.audit.append(trx, {
        actorId: staff.id,
        actor: staff.username,
        action: 'staff.sign_out',
        target: staff.username,
      });
    });
  }

  private async recordFailure(username: string, source: string, previous: number, now: Date): Promise<void> {
    const failures = previous + 1;
    const delay = failures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
    await this.repo.saveFailure(this.db, { username, source, failures, blockedUntil: new Date(now.getTime() + delay) });
  }
}
