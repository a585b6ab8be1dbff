/**
 * One-time codes: 4 digits from the CSPRNG (the seed's length), stored only as a salted HMAC so a
 * database reader cannot copy a live code off the table. With 10^4 values the hash is no barrier to
 * an offline search; the real protection is the short lifetime and the try and send limits.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@nyota/contract/constants';

export function generateOtp(): string {
  return String(randomInt(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

function digest(salt: string, code: string): Buffer {
  return createHmac('sha256', salt).update(code).digest();
}

/** 'v1$<salt hex>$<hmac hex>' */
export function hashOtp(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `v1$${salt}$${digest(salt, code).toString('hex')}`;
}

export function otpMatches(stored: string, code: string): boolean {
  const [version, salt, hex] = stored.split('$');
  if (version !== 'v1' || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
