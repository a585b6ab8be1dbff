import { z } from 'zod';
import { SELF_EXCLUSION_PERIODS } from '../constants.js';
import { flagField, inviteCodeField, mobileField, otpField, passwordField, shareChannelField, textField } from './fields.js';

export const memberInfoSchema = z.object({
  mobile: z.string(),
  /** Cash balance in minor units. */
  money: z.number().int(),
  trial: z.number().int(),
  diamond: z.number().int(),
  coin: z.number().int(),
  voucher: z.number().int(),
  /** VIP level id, 0 to 20. */
  level: z.number().int().min(0).max(20),
  score: z.number().int(),
  /** ISO time of the previous login, shown to the player (null on the first). */
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const loginDataSchema = z.object({ token: z.string(), memberInfo: memberInfoSchema });
export type LoginData = z.infer<typeof loginDataSchema>;

export const sendSmsBody = z.object({ mobile: mobileField() });
export const sendSmsData = z.object({ resendAfterSeconds: z.number().int() });

export const regBody = z.object({
  mobile: mobileField(),
  password: passwordField,
  code: inviteCodeField.optional().default(''),
  shareChannel: shareChannelField.optional().default(''),
  /** Required when the sign-up code setting (config type 160) is on; checked by the service. */
  smsCode: z.string().max(16, { error: 'base.invidate_otp_code' }).optional().default(''),
  /**
   * Not in the seed's call: real-money play is for adults only, so sign-up is refused without the
   * player's own confirmation (the sign-up form's 18+ box).
   */
  adult: z.literal('1', { error: 'errors.adult_required' }).meta({
    description:
      'Required, always "1": the player confirms being 18 or older. This field is not in the seed\'s sign-up call; ' +
      'it is required because real-money play is for adults only (the web app sends it from its 18+ box). ' +
      'Without it the answer is SIGNUP_REQUIRES_ADULT.',
  }),
});

export const loginBody = z.object({
  mobile: mobileField(),
  password: passwordField,
  selfInclusion: flagField('0'),
});

export const loginWithTokenBody = z.object({ selfInclusion: flagField('0') });

export const loginWithSmsCodeBody = z.object({
  mobile: mobileField(),
  smsCode: otpField,
  selfInclusion: flagField('0'),
});

export const resetPasswordBody = z.object({
  // Empty when the session is the web app's HttpOnly cookie (contract session.ts).
  token: z.string({ error: 'errors.session_gone' }).max(128, { error: 'errors.session_gone' }).optional().default(''),
  newPassword: passwordField,
  confirmPassword: z.string({ error: 'base.dont_match' }).max(200, { error: 'base.dont_match' }),
});

export const modifyPasswordBody = z.object({
  originPassword: z.string({ error: 'base.invidate_password' }).min(1, { error: 'base.invidate_password' }).max(200),
  newPassword: passwordField,
  confirmPassword: z.string({ error: 'base.dont_match' }).max(200, { error: 'base.dont_match' }),
});

export const selfExclusionBody = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'errors.invalid_period' }),
  reason: textField(100).min(1, { error: 'errors.reason_required' }),
  comment: textField(500).optional().default(''),
});
export const selfExclusionData = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS), until: z.string() });

export const emptyBody = z.object({});
export const emptyData = z.null();
