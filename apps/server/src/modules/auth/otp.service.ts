/**
 * SMS one-time codes (seed §4, §9; OWASP MFA guidance): single use, 5 minutes, 5 wrong tries per
 * code, a new code only after 60 s, at most 5 codes an hour per number and 20 per address (SMS
 * pumping costs real money). A new code replaces the previous one. Codes are never logged.
 *
 * A code row is written before the SMS goes out, under a per-number lock, so two requests at once
 * cannot both send; if the gateway fails the row is deleted again, so an undelivered code neither
 * starts the resend timer nor counts toward the hourly limits, and the previous code stays usable.
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
import type { SmsSender } from '../sms/sms-sender.js';
import { generateOtp, hashOtp, otpMatches } from './otp-code.js';
import { OtpRepo } from './otp.repo.js';

const HOUR_MS = 3600_000;

type VerifyOutcome = 'ok' | 'invalid' | 'expired' | 'dead';

export class OtpService {
  private readonly repo: OtpRepo;

  constructor(
    db: Db,
    private readonly sms: SmsSender,
    private readonly clock: Clock,
  ) {
    this.repo = new OtpRepo(db);
  }

  /** Sends a new code to an E.164 number; returns the seconds until another may be asked for. */
  async send(mobile: string, ip: string, lang: string): Promise<{ resendAfterSeconds: number }> {
    const now = this.clock.now();
    const code = generateOtp();
    const id = await this.repo.inTransaction(async (tx) => {
      await tx.lock(mobile, ip);
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
  async verify(mobile: string, code: string): Promise<void> {
    const now = this.clock.now();
    // The wrong-try count must commit even though the caller then fails, so the outcome is
    // returned from the transaction and thrown after it.
    const outcome = await this.repo.inTransaction(async (tx): Promise<VerifyOutcome> => {
      await tx.lock(mobile, null);
      const open = await tx.newestOpen(mobile);
      if (!open) return 'invalid';
      if (open.expiresAt <= now) return 'expired';
      if (open.wrongTries >= OTP_MAX_WRONG_TRIES) return 'dead';
      if (!otpMatches(open.codeHash, code)) {
        const tries = await tx.addWrongTry(open.id);
        return tries >= OTP_MAX_WRONG_TRIES ? 'dead' : 'invalid';
      }
      await tx.consume(open.id, now);
      return 'ok';
    });
    if (outcome === 'ok') return;
    if (outcome === 'expired') throw new AppError(ErrorCode.OTP_EXPIRED, 'errors.otp_expired');
    if (outcome === 'dead') throw new AppError(ErrorCode.OTP_TOO_MANY_TRIES, 'errors.otp_too_many_tries');
    throw otpInvalid();
  }
}

export function otpInvalid(): AppError {
  return new AppError(ErrorCode.OTP_INVALID, 'errors.otp_invalid');
}
