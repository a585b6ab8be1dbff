/**
 * Amounts on the wire are decimal strings ("15", "15.00"); inside the sandbox they are integer
 * hundredths of the currency unit for every currency, so one parser serves all providers and the
 * provider decides how many decimals it accepts and prints.
 */
export type Decimals = 0 | 2;

export type ParsedAmount = { ok: true; minor: number; fractionDigits: number } | { ok: false };

// No leading zeros except "0.x"; no sign, no exponent, no thousands separators.
const AMOUNT = /^(0|[1-9]\d{0,12})(?:\.(\d{1,6}))?$/;

export function parseAmount(text: string): ParsedAmount {
  const m = AMOUNT.exec(text);
  if (!m) return { ok: false };
  const whole = Number(m[1]);
  const frac = m[2] ?? '';
  const cents = Number(frac.padEnd(2, '0').slice(0, 2));
  return { ok: true, minor: whole * 100 + cents, fractionDigits: frac.length };
}

export function formatAmount(minor: number, decimals: Decimals): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Control API convenience: "1500.50" or 1500.5 (major units) to hundredths; null when unusable. */
export function majorToMinor(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.round(v * 100);
  if (typeof v === 'string') {
    const p = parseAmount(v.trim());
    if (p.ok && p.fractionDigits <= 2) return p.minor;
  }
  return null;
}
