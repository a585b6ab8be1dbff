/**
 * The one place money and the numbers around it become text, and wire text becomes money again.
 * Integer arithmetic only, so no float rounding ever shows a wrong cent. One rule per purpose:
 *
 * - `formatMoney`   "K 1,234.56": an amount shown as a value (balances, fields, summaries, buttons).
 * - `formatMoneyInText` "K1,234.56": an amount inside a sentence the server writes
 *   ("Deposit successful: K100.00 added", docs/product-rules/deposit.md#toasts).
 * - `formatMinor`   "1,234.56": the same digits where the symbol is shown apart.
 * - `formatMajor`   "1234.5" style wire/input text: "15", "15.50", no grouping (provider amounts,
 *   the amount a player would type); `parseMajor` reads it back exactly.
 * - `formatHundredths` "2.35" and `formatMultiplier` "2.35x": odds and multipliers (hundredths).
 * - `formatCount`   "1,234": whole counts (coins, diamonds).
 */
import { MINOR_UNIT_DIVISOR } from '../constants.js';
import { toMinor, type Minor } from './minor.js';

/** Decimals a wire format accepts in an amount: 0 (whole units only) or 2. */
export type MajorDecimals = 0 | 2;

export class MoneyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyFormatError';
  }
}

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Sign, whole part and two-digit fraction of a value in hundredths; non-integers are truncated. */
function parts(value: number, divisor = MINOR_UNIT_DIVISOR): { sign: string; whole: string; cents: string } {
  const n = Math.trunc(value);
  const abs = Math.abs(n);
  return {
    sign: n < 0 ? '-' : '',
    whole: String(Math.floor(abs / divisor)),
    cents: String(abs % divisor).padStart(2, '0'),
  };
}

/** 123456 -> "1,234.56", -5 -> "-0.05". */
export function formatMinor(minor: number): string {
  const p = parts(minor);
  return `${p.sign}${group(p.whole)}.${p.cents}`;
}

/** 123456, "K" -> "K 1,234.56". */
export function formatMoney(minor: number, symbol: string): string {
  return `${symbol} ${formatMinor(minor)}`;
}

/** 123456, "K" -> "K1,234.56"; a negative amount keeps its sign first ("-K5.00"). */
export function formatMoneyInText(minor: number, symbol: string): string {
  const p = parts(minor);
  return `${p.sign}${symbol}${group(p.whole)}.${p.cents}`;
}

/**
 * 1500 -> "15", 1550 -> "15.50", 1 -> "0.01", -5 -> "-0.05": whole amounts carry no decimals (what
 * providers' own examples send and what a player types), fractional ones exactly two. With
 * `decimals` 0 a fractional amount throws MoneyFormatError: money is never rounded to fit.
 */
export function formatMajor(minor: number, decimals: MajorDecimals = 2): string {
  const p = parts(toMinor(minor));
  if (p.cents === '00') return `${p.sign}${p.whole}`;
  if (decimals === 0) throw new MoneyFormatError(`amount ${minor} has a fraction; whole units only here`);
  return `${p.sign}${p.whole}.${p.cents}`;
}

const MAJOR_RE = /^(\d{1,15})(?:\.(\d{1,8}))?$/;

/**
 * "15" / "15.5" / "15.50" / "15.500" (and JSON numbers 15, 15.5) -> 1550. Null for anything else:
 * a sign (so "-0" too), an exponent, more precision than a minor unit ("15.505"), beyond safe integers.
 */
export function parseMajor(text: string | number): Minor | null {
  const s = typeof text === 'number' ? plainNumber(text) : text.trim();
  const m = s === null ? null : MAJOR_RE.exec(s);
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > 2) return null;
  const minor = Number(m[1]) * MINOR_UNIT_DIVISOR + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? toMinor(minor) : null;
}

/** A JSON number as its exact decimal text, or null when String() would not round-trip it (1e21, NaN). */
function plainNumber(n: number): string | null {
  if (!Number.isFinite(n) || n < 0) return null;
  const s = String(n);
  return /e/i.test(s) ? null : s;
}

/** Hundredths as two-decimal text: 235 -> "2.35" (odds, multipliers). */
export function formatHundredths(hundredths: number): string {
  const p = parts(hundredths, 100);
  return `${p.sign}${p.whole}.${p.cents}`;
}

/** Hundredths as a multiplier: 235 -> "2.35x" (game_bets stores multipliers in hundredths). */
export function formatMultiplier(hundredths: number): string {
  return `${formatHundredths(hundredths)}x`;
}

/** Whole counts with thousands separators: 1234 -> "1,234". */
export function formatCount(n: number): string {
  const t = Math.trunc(n);
  return `${t < 0 ? '-' : ''}${group(String(Math.abs(t)))}`;
}
