/**
 * Brute-force control for passwords (OWASP authentication guidance, ASVS 6.1.1 / 6.3.1; trust
 * issue 19: a lock per number let any stranger lock a player out).
 *
 * Failures are counted per number AND source:
 * - per (number, device id) and per (number, address): the `lockAfter`-th failure of a pair locks
 *   that pair for 15 minutes, each further failure after a lock doubles the next (capped at 24 h);
 * - per number: past `numberSlowAfter` failures, every unknown device waits `slowSeconds` after
 *   each failed try (a slowdown, never a lock): at most one guess a minute by default, far under
 *   ASVS's 100 failures an hour per account, however many devices and addresses a stranger rotates.
 * A device is known when the member has signed in from it before (a session row with its device
 * id). A known device is held only by its own (number, device) pair: not by the address pair (many
 * players share one carrier-NAT address, the stranger's included) and not by the number's slowdown.
 * So the owner's phone keeps getting in while a stranger is locked and slowed.
 *
 * A correct password clears the pairs of that device (and of the address for a new device; not the
 * number's count: the owner signing in must not hand a running attack fresh fast guesses); a password reset or change
 * clears everything. 24 quiet hours restart any count. The lock is answered without checking the
 * password, so guesses made during a lock teach nothing. No server-side sleeping (a held request
 * per attempt is a denial of service of its own). Unknown numbers are counted like registered ones
 * and have no known device, so the answers never tell which numbers have accounts. Every lock and
 * slowdown is logged (masked number, no secrets).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile } from '@nyota/contract/rules';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { LoginThrottleRepo, type SourceKind } from './login-throttle.repo.js';

export const FIRST_LOCK_MINUTES = 15;
export const MAX_LOCK_MINUTES = 24 * 60;
const QUIET_WINDOW_MS = 24 * 3600_000;

export interface LoginThrottleLimits {
  /** Failures of one (number, device) or (number, address) pair that lock the pair. */
  lockAfter: number;
  /** Failures of a number (any source) after which unknown devices are slowed. */
  numberSlowAfter: number;
  /** How long an unknown device waits after each failure past the ceiling. */
  slowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { lockAfter: 5, numberSlowAfter: 20, slowSeconds: 60 };

/** Where a password attempt comes from. */
export interface LoginSource {
  deviceId: string;
  ip: string;
  /** The member has signed in from this device before. */
  knownDevice: boolean;
}

/** Minutes to lock after this many consecutive failures of a pair, or null below the threshold. */
export function lockMinutesAfter(failures: number, lockAfter = DEFAULT_LOGIN_LIMITS.lockAfter): number | null {
  if (failures < lockAfter) return null;
  return Math.min(FIRST_LOCK_MINUTES * 2 ** (failures - lockAfter), MAX_LOCK_MINUTES);
}

/** The slice of a pino logger the auth module writes to. */
export interface AuthLogger {
  warn(obj: object, msg: string): void;
}

function pairsOf(source: LoginSource): Array<{ kind: SourceKind; source: string }> {
  const device = { kind: 'device' as const, source: source.deviceId };
  return source.knownDevice ? [device] : [device, { kind: 'ip' as const, source: source.ip }];
}

export class LoginThrottle {
  private readonly repo: LoginThrottleRepo;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly log: AuthLogger,
    private readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    this.repo = new LoginThrottleRepo(db);
  }

  /** Throws ACCOUNT_LOCKED while a pair of this source is locked or, for an unknown device, slowed. */
  async assertMayTry(mobile: string, source: LoginSource): Promise<void> {
    const now = this.clock.now().getTime();
    const ends = [(await this.repo.pairLockedUntil(mobile, pairsOf(source)))?.getTime() ?? 0];
    if (!source.knownDevice) ends.push((await this.repo.get(mobile))?.lockedUntil?.getTime() ?? 0);
    const until = Math.max(...ends);
    if (until > now) throw locked(until - now);
  }

  /** Counts a failure; throws ACCOUNT_LOCKED when this failure locks a pair of the source. */
  async recordFailure(mobile: string, localMobile: string, source: LoginSource): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - QUIET_WINDOW_MS);
    const numberFailures = await this.repo.addFailure(mobile, now, windowStart);
    let lockMs = 0;
    for (const pair of [
      { kind: 'device' as const, source: source.deviceId },
      { kind: 'ip' as const, source: source.ip },
    ]) {
      const failures = await this.repo.addPairFailure(mobile, pair.kind, pair.source, now, windowStart);
      const minutes = lockMinutesAfter(failures, this.limits.lockAfter);
      if (minutes === null) continue;
      await this.repo.lockPair(mobile, pair.kind, pair.source, new Date(now.getTime() + minutes * 60_000));
      this.log.warn(
        { event: 'login_locked', mobile: maskMobile(localMobile), by: pair.kind, failures, minutes },
        'login locked for one source after failed attempts',
      );
      if (pair.kind === 'device' || !source.knownDevice) lockMs = Math.max(lockMs, minutes * 60_000);
    }
    if (!source.knownDevice && numberFailures >= this.limits.numberSlowAfter) {
      await this.repo.setSlowUntil(mobile, new Date(now.getTime() + this.limits.slowSeconds * 1000));
      if (numberFailures === this.limits.numberSlowAfter) {
        this.log.warn(
          { event: 'login_slowed', mobile: maskMobile(localMobile), failures: numberFailures },
          'unknown devices slowed after failed attempts on one number',
        );
      }
    }
    if (lockMs > 0) throw locked(lockMs);
  }

  /**
   * A correct password: this device's count starts again, and this address's when the device was
   * new (a known phone behind a shared address must not unlock a stranger there).
   */
  async succeeded(mobile: string, source: LoginSource): Promise<void> {
    await this.repo.clearPair(mobile, 'device', source.deviceId);
    if (!source.knownDevice) await this.repo.clearPair(mobile, 'ip', source.ip);
  }

  /** A new password: every count of the number starts again. */
  async reset(mobile: string): Promise<void> {
    await this.repo.clearNumber(mobile);
  }
}

function locked(remainingMs: number): AppError {
  return new AppError(ErrorCode.ACCOUNT_LOCKED, 'errors.account_locked', {
    minutes: Math.max(1, Math.ceil(remainingMs / 60_000)),
  });
}
