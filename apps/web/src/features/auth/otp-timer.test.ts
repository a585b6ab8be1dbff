import { describe, expect, it } from 'vitest';
import {
  OTP_IDLE,
  otpCanRequest,
  otpFailed,
  otpRequested,
  otpSecondsLeft,
  otpSent,
  otpShowsFallback,
  otpTick,
} from './otp-timer';

describe('"Get code" button rules (seed §4)', () => {
  it('is disabled for 60 s after a request, then offers a resend and the fallback hint', () => {
    let t = otpRequested(0);
    expect(otpCanRequest(t)).toBe(false);
    expect(otpShowsFallback(t)).toBe(false);
    expect(otpSecondsLeft(t, 1)).toBe(60);
    t = otpTick(t, 59_999);
    expect(otpSecondsLeft(t, 59_999)).toBe(1);
    expect(otpCanRequest(t)).toBe(false);
    t = otpTick(t, 60_000);
    expect(otpCanRequest(t)).toBe(true);
    expect(otpShowsFallback(t)).toBe(true);
  });

  it('a failed request keeps it disabled, stops the countdown and shows the fallback', () => {
    const t = otpFailed();
    expect(otpCanRequest(t)).toBe(false);
    expect(otpSecondsLeft(t, 0)).toBe(0);
    expect(otpShowsFallback(t)).toBe(true);
    expect(otpTick(t, 10_000_000)).toEqual(t);
  });

  it("follows the server's resend delay when it gives one", () => {
    const t = otpSent(otpRequested(0), 500, 90);
    expect(otpSecondsLeft(t, 500)).toBe(90);
    expect(otpSent(OTP_IDLE, 500, 90)).toEqual(OTP_IDLE);
  });
});
