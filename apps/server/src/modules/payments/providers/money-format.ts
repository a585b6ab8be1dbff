/**
 * Minor units <-> the decimal strings providers put on the wire. Our minor unit is always 1/100 of
 * the major unit (UGX included), but a provider may accept fewer decimals for an operation (pawaPay
 * `decimalsInAmount: NONE`, e.g. Airtel Uganda and M-Pesa Kenya deposits). Money is never rounded
 * to fit: an amount the provider cannot represent is refused before anything is sent.
 */
import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';

/** Decimals a provider accepts in an amount: 0 or 2. */
export type AmountDecimals = 0 | 2;

export class AmountFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountFormatError';
  }
}

/**
 * 1500 -> "15", 1550 -> "15.50", 1 -> "0.01". Whole amounts carry no decimals (what the providers'
 * own examples send); fractional ones carry exactly two. With `decimals` 0 a fractional amount throws.
 */
export function formatMinor(minor: number, decimals: AmountDecimals = 2): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new AmountFormatError(`amount must be a positive safe integer: ${minor}`);
  const whole = Math.trunc(minor / MINOR_UNIT_DIVISOR);
  const cents = minor % MINOR_UNIT_DIVISOR;
  if (cents === 0) return String(whole);
  if (decimals === 0) throw new AmountFormatError(`amount ${minor} has a fraction; the provider accepts whole units only`);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

const DECIMAL_RE = /^(\d{1,15})(?:\.(\d{1,8}))?$/;

/**
 * "15" / "15.5" / "15.50" / "15.500" -> 1550. Returns null for anything else (negative, exponent,
 * more precision than a minor unit, beyond safe integers) so callers treat it as unreadable.
 */
export function parseMajor(text: string | number): number | null {
  const s = typeof text === 'number' ? numberToPlain(text) : text.trim();
  if (s === null) return null;
  const m = DECIMAL_RE.exec(s);
  if (!m) return null;
  const whole = m[1] ?? '0';
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > 2) return null;
  const minor = Number(whole) * MINOR_UNIT_DIVISOR + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

function numberToPlain(n: number): string | null {
  // JSON numbers (some providers send them) must round-trip exactly; 1e21 and 0.1+0.2 style values do not.
  if (!Number.isFinite(n) || n < 0) return null;
  const s = String(n);
  return /e/i.test(s) ? null : s;
}
