/**
 * Passwords too easy to guess. The list is zxcvbn-ts's ranked list of leaked passwords (the
 * maintained @zxcvbn-ts/language-common package, MIT); the first TOP_RANKED entries are refused,
 * well above OWASP ASVS 6.2.4's top 3,000. A few words every player in these markets would try first
 * are added by hand. Compared case-insensitively: "Password1" is no better than "password1".
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const TOP_RANKED = 10_000;

const LOCAL_WORDS = [
  'nyota',
  'nyota123',
  'nyota1234',
  'zambia',
  'zambia123',
  'lusaka',
  'lusaka123',
  'kenya123',
  'nairobi',
  'nairobi123',
  'uganda',
  'uganda123',
  'kampala',
  'ghana123',
  'accra123',
  'mpesa123',
  'airtel123',
  'zamtel',
  'mtn123',
  'aviator',
  'aviator123',
  'betting',
  'bet123',
  'jackpot',
  'jackpot123',
];

const refused = new Set<string>(
  [...dictionary['passwords-common'].slice(0, TOP_RANKED), ...LOCAL_WORDS].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return refused.has(password.toLowerCase());
}

/** Size of the refused list, for the test that proves the list really loaded. */
export function commonPasswordCount(): number {
  return refused.size;
}
