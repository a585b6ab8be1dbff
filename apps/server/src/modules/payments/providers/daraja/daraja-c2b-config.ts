/**
 * Daraja C2B settings from the environment (all or none; a partial set fails at start):
 * DARAJA_C2B_BASE_URL (https://api.safaricom.co.ke), DARAJA_C2B_CONSUMER_KEY,
 * DARAJA_C2B_CONSUMER_SECRET, DARAJA_C2B_SHORTCODE (the paybill number),
 * DARAJA_C2B_CALLBACK_BASE_URL (public https base of /account-service/pan-pay/callback),
 * DARAJA_C2B_CALLBACK_TOKEN (secret path segment, 16+ characters), DARAJA_C2B_TIMEOUT_MS (15000).
 */
import { z } from 'zod';
import type { DarajaC2bSettings } from './daraja-c2b-adapter.js';

const schema = z.object({
  DARAJA_C2B_BASE_URL: z.string().url(),
  DARAJA_C2B_CONSUMER_KEY: z.string().min(1),
  DARAJA_C2B_CONSUMER_SECRET: z.string().min(1),
  DARAJA_C2B_SHORTCODE: z.string().regex(/^\d{5,7}$/),
  DARAJA_C2B_CALLBACK_BASE_URL: z.string().url(),
  DARAJA_C2B_CALLBACK_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  DARAJA_C2B_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
});

export function darajaC2bFromEnv(env: Record<string, string | undefined>): DarajaC2bSettings | null {
  if (!Object.keys(env).some((k) => k.startsWith('DARAJA_C2B_'))) return null;
  const p = schema.parse(env);
  return {
    baseUrl: p.DARAJA_C2B_BASE_URL,
    consumerKey: p.DARAJA_C2B_CONSUMER_KEY,
    consumerSecret: p.DARAJA_C2B_CONSUMER_SECRET,
    shortCode: p.DARAJA_C2B_SHORTCODE,
    callbackBaseUrl: p.DARAJA_C2B_CALLBACK_BASE_URL,
    callbackToken: p.DARAJA_C2B_CALLBACK_TOKEN,
    timeoutMs: p.DARAJA_C2B_TIMEOUT_MS,
  };
}
