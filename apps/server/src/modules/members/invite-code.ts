import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied from a screenshot survives. */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** Players type codes in any case; stored codes are upper case. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}
