/**
 * The independent RFC 9421 verifier the sandbox's tests check signed callbacks with (and the recipe
 * an adapter follows). It lives in pawapay/pawapay.verify.ts because the sandbox also enforces it
 * on merchants that accept only signed requests; it shares nothing with either signer.
 */
import { CALLBACK_POLICY, verifySignedMessage, type SignedMessage, type Verification } from '../pawapay/pawapay.verify.js';

export type { SignedMessage, Verification };

export function verifySignedCallback(
  msg: SignedMessage,
  keys: Array<{ id: string; key: string }>,
  now = new Date(),
): Verification {
  return verifySignedMessage(msg, keys, now, CALLBACK_POLICY);
}
