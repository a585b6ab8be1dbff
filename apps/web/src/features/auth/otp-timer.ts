/**
 * The "Get code" button (docs/product-rules/auth.md#get-code-button): disabled for 60 s after a
 * request; a failed request keeps it disabled, stops the countdown and flags an error; after the
 * countdown or on failure the fallback hint appears. Pure transitions, so the rules are testable
 * without timers.
 *
 * Decision: after a failure the button stays disabled until the mobile number is edited (reset), so
 * the player cannot hammer a failing SMS route but is never stuck either.
 */
import { OTP_RESEND_SECONDS } from '@nyota/contract/constants';

export type OtpTimerStatus = 'idle' | 'counting' | 'failed' | 'done';

export interface OtpTimer {
  status: OtpTimerStatus;
  /** Epoch ms when the countdown ends (counting only). */
  endsAt: number;
}

export const OTP_IDLE: OtpTimer = { status: 'idle', endsAt: 0 };

/** The request goes out: the countdown starts at once, so a slow network cannot double-send. */
export function otpRequested(now: number): OtpTimer {
  return { status: 'counting', endsAt: now + OTP_RESEND_SECONDS * 1000 };
}

/** The server may say how long to wait (its rate limit is the authority). */
export function otpSent(timer: OtpTimer, now: number, resendAfterSeconds?: number): OtpTimer {
  if (timer.status !== 'counting' || !resendAfterSeconds || resendAfterSeconds <= 0) return timer;
  return { status: 'counting', endsAt: now + resendAfterSeconds * 1000 };
}

export function otpFailed(): OtpTimer {
  return { status: 'failed', endsAt: 0 };
}

export function otpTick(timer: OtpTimer, now: number): OtpTimer {
  return timer.status === 'counting' && now >= timer.endsAt ? { status: 'done', endsAt: 0 } : timer;
}

export function otpSecondsLeft(timer: OtpTimer, now: number): number {
  return timer.status === 'counting' ? Math.max(0, Math.ceil((timer.endsAt - now) / 1000)) : 0;
}

export function otpCanRequest(timer: OtpTimer): boolean {
  return timer.status === 'idle' || timer.status === 'done';
}

export function otpShowsFallback(timer: OtpTimer): boolean {
  return timer.status === 'failed' || timer.status === 'done';
}
