/**
 * SMS one-time codes (docs/product-rules/auth.md#otp-limits; OWASP MFA guidance): single use, 5 minutes, 5 wrong tries per
 * code, a new code only after 60 s, at most 5 codes an hour per number and 20 per address (SMS
 * pumping costs real money). A new code replaces the previous one. Codes are never logged.
 *
 * A code row is written before the SMS goes out, under a per-number lock, so two requests at once
 * cannot both send; if the gateway fails the row is deleted again, so an undelivered code neither
 * starts the resend timer nor counts toward the hourly limits, and the previous code stays usable.
 *
 * Wrong codes are also capped per number and per address over a rolling 24 hours (trust issue 18:
 * 4 digits and 25 guesses an hour would otherwise open an account in days). The cap counts every
 * purpose alike (sign-up, code login and so password reset), since they share the number's code.
 * Once reached, even the right code is refused and no new code is sent until the oldest counted
 * wrong code is 24 hours old; rolling rather than the market's calendar day, so a guesser cannot
 * spend a day's allowance just before midnight and another just after.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  OTP_MAX_PER_HOUR_PER_IP,
  OTP_MAX_PER_HOUR_PER_MOBILE,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '@nyota/contract/constants';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/i18n.js';
import type { SmsSender } from '../sms/index.js';
import { generateOtp, hashOtp, otpMatches } from './otp-code.js';
import { OtpRepo } from './otp.repo.js';

const HOUR_MS = 3600_000;
const WRONG_CODE_WINDOW_MS = 24 * HOUR_MS;

export interface OtpLimits {
  /** Wrong codes per number in any 24 hours, all purposes together. */
  wrongPerMobile: number;
  /** Wrong codes per client address in any 24 hours, whatever the numbers. */
  wrongPerIp: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = { wrongPerMobile: 10, wrongPerIp: 30 };

type VerifyOutcome = 'ok' | 'invalid' | 'expired' | 'dead' | { cappedUntil: Date };

export class OtpService {
  private readonly repo: OtpRepo;

  constructor(
    db: Db,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
    private readonly limits: OtpLimits = DEFAULT_OTP_LIMITS,
  ) {
    this.repo = new OtpRepo(db);
  }

  /** Sends a new code to an E.164 number; returns the seconds until another may be asked for. */
  async send(mobile: string, ip: string, lang: string): Promise<{ resendAfterSeconds: number }> {
    const now = this.clock.now();
    const code = generateOtp();
    const id = await this.repo.inTransaction(async (tx) => {
      await tx.lock(mobile, ip);
      // A code that could not be used would only cost an SMS.
      const cappedUntil = await this.cappedUntil(tx, mobile, ip, now);
      if (cappedUntil) throw dailyLimit(cappedUntil, now);
      const last = await tx.lastCreatedAt(mobile);
      if (last) {
        const waitMs = last.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          throw new AppError(ErrorCode.OTP_RESEND_TOO_SOON, 'errors.otp_resend_too_soon', { seconds: Math.ceil(waitMs / 1000) });
        }
      }
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      if (
        (await tx.countForMobileSince(mobile, hourAgo)) >= OTP_MAX_PER_HOUR_PER_MOBILE ||
        (await tx.countForIpSince(ip, hourAgo)) >= OTP_MAX_PER_HOUR_PER_IP
      ) {
        throw new AppError(ErrorCode.RATE_LIMITED, 'errors.otp_hourly_limit');
      }
      return tx.insert({
        mobile,
        codeHash: hashOtp(code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      });
    });

    try {
      await this.sms.send(mobile, translate(lang, 'sms.otp', { code }));
    } catch {
      // The SMS module records and logs the gateway's reason; the player may simply try again.
      await this.repo.delete(id);
      throw new AppError(ErrorCode.SMS_FAILED, 'errors.sms_failed');
    }
    await this.repo.retireOthers(mobile, id, now);
    return { resendAfterSeconds: OTP_RESEND_SECONDS };
  }

  /** Consumes the number's current code when it matches; otherwise throws the reason. */
  async verify(mobile: string, code: string, ip: string): Promise<void> {
    const now = this.clock.now();
    // The wrong-try count must commit even though the caller then fails, so the outcome is
    // returned from the transaction and thrown after it.
    const outcome = await this.repo.inTransaction(async (tx): Promise<VerifyOutcome> => {
      await tx.lock(mobile, ip);
      const cappedUntil = await this.cappedUntil(tx, mobile, ip, now);
      if (cappedUntil) return { cappedUntil };
      const open = await tx.newestOpen(mobile);
      if (!open) return 'invalid';
      if (open.expiresAt <= now) return 'expired';
      if (open.wrongTries >= OTP_MAX_WRONG_TRIES) return 'dead';
      if (!otpMatches(open.codeHash, code)) {
        const tries = await tx.addWrongTry(open.id);
        await tx.addWrongCode(mobile, ip, now, new Date(now.getTime() - WRONG_CODE_WINDOW_MS));
        // The wrong code that reaches the cap already says so, rather than one more "invalid".
        const nowCapped = await this.cappedUntil(tx, mobile, ip, now);
        if (nowCapped) return { cappedUntil: nowCapped };
        return tries >= OTP_MAX_WRONG_TRIES ? 'dead' : 'invalid';
      }
      await tx.consume(open.id, now);
      return 'ok';
    });
    if (outcome === 'ok') return;
    if (typeof outcome === 'object') throw dailyLimit(outcome.cappedUntil, now);
    if (outcome === 'expired') throw new AppError(ErrorCode.OTP_EXPIRED, 'errors.otp_expired');
    if (outcome === 'dead') throw new AppError(ErrorCode.OTP_TOO_MANY_TRIES, 'errors.otp_too_many_tries');
    throw otpInvalid();
  }

  /** When the number's or the address's cap lifts, if either is reached now. */
  private async cappedUntil(tx: OtpRepo, mobile: string, ip: string, now: Date): Promise<Date | null> {
    const since = new Date(now.getTime() - WRONG_CODE_WINDOW_MS);
    const checks: Array<['mobile' | 'ip', string, number]> = [
      ['mobile', mobile, this.limits.wrongPerMobile],
      ['ip', ip, this.limits.wrongPerIp],
    ];
    let until: Date | null = null;
    for (const [by, value, cap] of checks) {
      const times = await tx.wrongCodeTimes(by, value, since, cap);
      const oldest = times[0];
      if (times.length < cap || !oldest) continue;
      // The cap lifts when the oldest of the newest `cap` wrong codes leaves the window.
      const lifts = new Date(oldest.getTime() + WRONG_CODE_WINDOW_MS);
      if (!until || lifts > until) until = lifts;
    }
    return until;
  }
}

function dailyLimit(until: Date, now: Date): AppError {
  const hours = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / HOUR_MS));
  return new AppError(ErrorCode.OTP_DAILY_LIMIT, 'errors.otp_daily_limit', { hours });
}

export function otpInvalid(): AppError {
  return new AppError(ErrorCode.OTP_INVALID, 'errors.otp_invalid');
}
