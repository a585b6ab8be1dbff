/**
 * Test players' phone numbers. Each test signs up a number no other test (or earlier run on the
 * same server) has used, so tests never share an account or an OTP rate-limit bucket.
 */
import { randomInt } from 'node:crypto';

/** Zambian national form: trunk 0, MTN 96 or Airtel 97, then 7 digits: 10 digits in all. */
const OPERATOR_PREFIXES = ['96', '97'] as const;
const SUBSCRIBER_DIGITS = 7;

export function uniqueMobile(): string {
  const prefix = OPERATOR_PREFIXES[randomInt(OPERATOR_PREFIXES.length)] ?? '96';
  const subscriber = String(randomInt(10 ** SUBSCRIBER_DIGITS)).padStart(SUBSCRIBER_DIGITS, '0');
  return `0${prefix}${subscriber}`;
}

/** The stored form of a Zambian national number: 0961234567 -> 260961234567 (digits, no '+'). */
export function zambiaE164(local: string): string {
  if (!/^0\d{9}$/.test(local)) throw new Error(`not a Zambian national number: ${local}`);
  return `260${local.slice(1)}`;
}

/** A documentation-range address (TEST-NET-2) per player, sent as X-Forwarded-For. */
export function uniqueClientIp(): string {
  return `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
}
