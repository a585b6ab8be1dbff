/** Identifiers: the client's UUIDv4 check and the provider-side transaction ids we make up (CSPRNG). */
import { randomInt, randomUUID } from 'node:crypto';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(v: unknown): v is string {
  return typeof v === 'string' && UUID_V4.test(v);
}

export function newUuid(): string {
  return randomUUID();
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A receipt-like id such as an operator prints on the payer's SMS (e.g. "MP4K7Q2ZC9"). */
export function receiptId(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

/** A numeric id such as MTN's financialTransactionId. */
export function numericId(length = 9): string {
  let out = String(randomInt(1, 10));
  for (let i = 1; i < length; i++) out += String(randomInt(10));
  return out;
}
