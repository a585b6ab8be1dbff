/**
 * zod field builders for form-encoded requests: every value arrives as a string. Issue messages
 * are i18n keys (the product's keys where it names one,
 * docs/product-rules/api-conventions.md#validation-messages) that the server localises.
 */
import { z } from 'zod';
import { checkMobile, checkOtp, checkPassword } from '../rules.js';
import { MARKETS, type MarketPreset } from '../markets.js';
import { isStorableText, UNSTORABLE_TEXT_KEY } from './storable-text.js';

/** Generous cap for free text: oversize input is a validation error, never truncated silently. */
export const MAX_TEXT = 500;

export function mobileField(market: MarketPreset = MARKETS.zm) {
  return z
    .string({ error: 'base.mobileLabel' })
    .max(32, { error: 'base.invidate_mobile' })
    .superRefine((v, ctx) => {
      const key = checkMobile(v, market);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

export const passwordField = z
  .string({ error: 'base.invidate_password' })
  .max(200, { error: 'base.invidate_password_length' })
  .superRefine((v, ctx) => {
    const key = checkPassword(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const otpField = z
  .string({ error: 'base.invidate_otp_code' })
  .max(16, { error: 'base.invidate_otp_code' })
  .superRefine((v, ctx) => {
    const key = checkOtp(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

/** '0' | '1' as the seed sends booleans; absent means the default. */
export function flagField(defaultValue: '0' | '1' = '0') {
  return z.enum(['0', '1'], { error: 'errors.invalid_flag' }).default(defaultValue);
}

export function textField(max = MAX_TEXT) {
  return z
    .string({ error: 'errors.invalid_text' })
    .max(max, { error: 'errors.text_too_long' })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_KEY });
}

/** Invite codes: short alphanumerics carried in the root path (/ABC123). */
export const inviteCodeField = z
  .string({ error: 'errors.invalid_invite_code' })
  .regex(/^[A-Za-z0-9]{0,16}$/, { error: 'errors.invalid_invite_code' });

export const shareChannelField = z
  .string({ error: 'errors.invalid_share_channel' })
  .regex(/^[A-Za-z0-9_-]{0,32}$/, { error: 'errors.invalid_share_channel' });
