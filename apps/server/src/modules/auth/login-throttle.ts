/**
 * Brute-force control for passwords (OWASP authentication guidance, ASVS 6.1.1 / 6.3.1).
 *
 * Choice: a counter per mobile number, not per address, since credential stuffing rotates
 * addresses. The 5th consecutive failure locks the number for 15 minutes; each further failure
 * after a lock doubles the next lock (30, 60, ... capped at 24 h); a correct password, a password
 * reset or 24 quiet hours start the count again. The lock is answered without checking the
 * password, so guesses made during a lock teach nothing. No server-side sleeping: a delay would
 * hold a request (and memory) per attempt and would be a cheap denial of service of its own.
 *
 * Unknown numbers are counted and locked exactly like registered ones, so ACCOUNT_LOCKED never
 * tells an attacker which numbers have accounts. A lock can be used to annoy a player whose number
 * is known; they can still log in with an SMS code (and reset the password), which the lock does
 * not block. Every lock is logged (masked number, no secrets).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile } from '@nyota/contract/rules';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { LoginThrottleRepo } from './login-throttle.repo.js';

export const LOCK_AFTER_FAILURES = 5;
export const FIRST_LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 24 * 60;
const QUIET_WINDOW_MS = 24 * 3600_000;

/** Minutes to lock after this many consecutive failures, or null below the threshold. */
export function lockMinutesAfter(failures: number): number | null {
  if (failures < LOCK_AFTER_FAILURES) return null;
  return Math.min(FIRST_LOCK_MINUTES * 2 ** (failures - LOCK_AFTER_FAILURES), MAX_LOCK_MINUTES);
}

/** The slice of a pino logger the auth module writes to. */
export interface AuthLogger {
  warn(obj: object, msg: string): void;
}

export class LoginThrottle {
  private readonly repo: LoginThrottleRepo;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly log: AuthLogger,
  ) {
    this.repo = new LoginThrottleRepo(db);
  }

  /** Throws ACCOUNT_LOCKED while the number is locked. */
  async assertNotLocked(mobile: string): Promise<void> {
    const state = await this.repo.get(mobile);
    const now = this.clock.now();
    if (state?.lockedUntil && state.lockedUntil > now) throw locked(state.lockedUntil.getTime() - now.getTime());
  }

  /** Counts a failure; throws ACCOUNT_LOCKED when this failure locks the number. */
  async recordFailure(mobile: string, localMobile: string): Promise<void> {
    const now = this.clock.now();
    const failures = await this.repo.addFailure(mobile, now, new Date(now.getTime() - QUIET_WINDOW_MS));
    const minutes = lockMinutesAfter(failures);
    if (minutes === null) return;
    await this.repo.lockUntil(mobile, new Date(now.getTime() + minutes * 60_000));
    this.log.warn(
      { event: 'login_locked', mobile: maskMobile(localMobile), failures, minutes },
      'login locked after failed attempts',
    );
    throw locked(minutes * 60_000);
  }

  async reset(mobile: string): Promise<void> {
    await this.repo.clear(mobile);
  }
}

function locked(remainingMs: number): AppError {
  return new AppError(ErrorCode.ACCOUNT_LOCKED, 'errors.account_locked', {
    minutes: Math.max(1, Math.ceil(remainingMs / 60_000)),
  });
}
