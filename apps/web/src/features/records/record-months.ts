/**
 * The month picker (docs/product-rules/records-and-appeals.md#month-window): the current month and the 5 before it, as `YYYY-MM`
 * (the `monthOfYear` the records calls take). "Current" is read in the market's time zone, as the
 * server reads it: at 00:30 on 1 March in Lusaka it is March even where the browser is still in
 * February, so the picker never offers a month the server would refuse.
 */
import { RECORD_MONTH_COUNT } from './records-constants';

/** Year and month (1-12) of `now` in `timeZone`. */
function yearMonthIn(now: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  if (!Number.isInteger(year) || !Number.isInteger(month)) throw new Error(`cannot read the month of ${now.toISOString()}`);
  return { year, month };
}

/** Newest first: ['2025-03', '2025-02', ..., '2024-10']. */
export function recordMonths(now: Date, timeZone: string, count = RECORD_MONTH_COUNT): string[] {
  const { year, month } = yearMonthIn(now, timeZone);
  const current = year * 12 + (month - 1);
  return Array.from({ length: count }, (_, i) => {
    const index = current - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return `${y}-${String(m).padStart(2, '0')}`;
  });
}

/** "March 2025" / "Machi 2025" in the player's language. */
export function monthLabel(monthOfYear: string, lang: string): string {
  const [y, m] = monthOfYear.split('-').map(Number);
  if (y === undefined || m === undefined || !Number.isInteger(y) || !Number.isInteger(m)) return monthOfYear;
  // Mid-month at noon UTC, formatted in UTC: no zone can move it into another month.
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15, 12)),
  );
}
