/** Limits are typed in whole currency units (or minutes) and sent in minor units (or minutes). */
import type { LimitKind } from '@nyota/contract/api/safer-play';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';

export const isSession = (kind: LimitKind) => kind === 'session_minutes';

/** The typed text as the value to send; null for empty, undefined when not a whole positive number. */
export function parseTyped(kind: LimitKind, text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,9}$/.test(t)) return undefined;
  const n = Number(t);
  if (n <= 0) return undefined;
  return isSession(kind) ? n : n * MINOR_UNIT_DIVISOR;
}

export function showValue(kind: LimitKind, value: number, symbol: string, minutes: (n: number) => string): string {
  return isSession(kind) ? minutes(value) : formatMoneyInText(value, symbol);
}

/** The value as the field shows it for editing. */
export function typedOf(kind: LimitKind, value: number | null): string {
  if (value === null) return '';
  return String(isSession(kind) ? value : Math.floor(value / MINOR_UNIT_DIVISOR));
}
