/**
 * RFC 6238 TOTP through `otpauth`: SHA-1, 6 digits, 30 s steps (what every authenticator app
 * uses), accepting the step before and after for clock drift. The caller makes each code usable
 * once by remembering the last step accepted.
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@nyota/contract/staff/constants';

const ISSUER = 'Nyota staff';

function totpOf(secretBase32: string, username = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app enrols from (shown once, or as a QR code). */
export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The time step a code belongs to (within ±1 step of now), or null when it is not valid now. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code (tests and the e2e setup compute it as an authenticator app would). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
