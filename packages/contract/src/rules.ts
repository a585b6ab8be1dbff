/**
 * Field rules shared by the server's zod schemas and the web forms, so both sides refuse the same
 * input with the same message key (docs/product-rules/api-conventions.md#validation-messages).
 * Dependency-free so the web bundle stays small.
 */
import { MARKETS, type MarketPreset } from './markets.js';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

/** Message keys named by the seed; the i18n dictionaries carry their texts. */
export type RuleKey =
  | 'base.mobileLabel'
  | 'base.invidate_mobile'
  | 'base.invidate_password'
  | 'base.invidate_password_length'
  | 'base.invidate_otp_code'
  | 'base.dont_match';

export function localMobilePattern(market: MarketPreset): RegExp {
  // Trunk prefix followed by the national number; the seed's pattern also accepts empty input.
  return new RegExp(`^(${market.trunkPrefix}\\d{${market.nsnLength}})?$`);
}

export function checkMobile(value: string, market: MarketPreset = MARKETS.zm): RuleKey | null {
  if (value === '') return 'base.mobileLabel';
  if (!localMobilePattern(market).test(value)) return 'base.invidate_mobile';
  return null;
}

export function checkPassword(value: string): RuleKey | null {
  if (value === '') return 'base.invidate_password';
  // Length counts code points so an emoji is one character, as a player would count it.
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'base.invidate_password_length';
  return null;
}

const OTP_RE = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export function checkOtp(value: string): RuleKey | null {
  return OTP_RE.test(value) ? null : 'base.invidate_otp_code';
}

export function checkConfirm(password: string, confirm: string): RuleKey | null {
  return password === confirm ? null : 'base.dont_match';
}

/** National input (0961234567) to E.164 digits (260961234567); null when not a valid number. */
export function toE164(local: string, market: MarketPreset = MARKETS.zm): string | null {
  if (local === '' || !localMobilePattern(market).test(local)) return null;
  return market.areaCode + local.slice(market.trunkPrefix.length);
}

/** E.164 digits back to the national form players type. */
export function toLocal(e164: string, market: MarketPreset = MARKETS.zm): string {
  return e164.startsWith(market.areaCode) ? market.trunkPrefix + e164.slice(market.areaCode.length) : e164;
}

/** Masks a number for public display: 096****567. */
export function maskMobile(local: string): string {
  return local.length < 7 ? local : `${local.slice(0, 3)}****${local.slice(-3)}`;
}

/** Inputs that accept digits only strip everything else (docs/product-rules/auth.md#field-validation). */
export function digitsOnly(value: string, maxLength?: number): string {
  const d = value.replace(/\D+/g, '');
  return maxLength === undefined ? d : d.slice(0, maxLength);
}

/**
 * Two-decimal amount input, read as if typed one character at a time (a paste included): anything
 * but digits and one point is dropped, a leading zero blocks further digits unless a point follows
 * it (seed: currency inputs), and digits past two decimals are dropped.
 */
export function amountInput(value: string): string {
  let out = '';
  for (const ch of value) {
    const point = out.indexOf('.');
    if (ch === '.') {
      if (point === -1) out = `${out === '' ? '0' : out}.`;
    } else if (ch >= '0' && ch <= '9') {
      const blocked = out === '0' || (point !== -1 && out.length - point > 2);
      if (!blocked) out += ch;
    }
  }
  return out;
}
