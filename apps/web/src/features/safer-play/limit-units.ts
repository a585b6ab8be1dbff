/** Limits are typed in currency units (or whole minutes) and sent in minor units (or minutes). */
import type { LimitKind } from '@nyota/contract/api/safer-play';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';

export const isSession = (kind: LimitKind) => kind === 'session_minutes';

/** The typed text as the value to send; null for empty, undefined when not a whole positive number. */
export function parseTyped(kind: LimitKind, text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  // Minutes are whole; money may carry cents (K0.50).
  const pattern = isSession(kind) ? /^\d{1,4}$/ : /^\d{1,9}(\.\d{1,2})?$/;
  if (!pattern.test(t)) return undefined;
  const n = isSession(kind) ? Number(t) : Math.round(Number(t) * MINOR_UNIT_DIVISOR);
  return n > 0 ? n : undefined;
}

export function showValue(kind: LimitKind, value: number, symbol: string, minutes: (n: number) => string): string {
  return isSession(kind) ? minutes(value) : formatMoneyInText(value, symbol);
}

/** The value as the field shows it for editing. */
export function typedOf(kind: LimitKind, value: number | null): string {
  if (value === null) return '';
  if (isSession(kind)) return String(value);
  const cents = value % MINOR_UNIT_DIVISOR;
  const whole = String(Math.floor(value / MINOR_UNIT_DIVISOR));
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
}
