import { useEffect, useState } from 'react';
import { requestSmsCode } from './api';
import {
  OTP_IDLE,
  otpCanRequest,
  otpFailed,
  otpRequested,
  otpSecondsLeft,
  otpSent,
  otpShowsFallback,
  otpTick,
  type OtpTimer,
} from './otp-timer';

/** Drives the "Get code" button: sends the SMS and ticks the countdown once a second. */
export function useOtpTimer() {
  const [timer, setTimer] = useState<OtpTimer>(OTP_IDLE);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (timer.status !== 'counting') return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      setTimer((current) => otpTick(current, t));
    }, 1000);
    return () => window.clearInterval(id);
  }, [timer.status]);

  async function request(mobile: string): Promise<void> {
    const started = Date.now();
    setNow(started);
    setTimer(otpRequested(started));
    try {
      const res = await requestSmsCode(mobile);
      const answered = Date.now();
      setNow(answered);
      setTimer((current) => otpSent(current, answered, res.resendAfterSeconds));
    } catch {
      setTimer(otpFailed());
    }
  }

  return {
    status: timer.status,
    secondsLeft: otpSecondsLeft(timer, now),
    canRequest: otpCanRequest(timer),
    showFallback: otpShowsFallback(timer),
    failed: timer.status === 'failed',
    request,
    reset: () => setTimer(OTP_IDLE),
  };
}
