/** Market days for reconciliation: a YYYY-MM-DD in the market's time zone and its UTC instants. */
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(s: string): boolean {
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.toISOString().slice(0, 10) === s;
}

export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 24 * 3600_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** [start, end) of a market day. Noon UTC lies inside the same calendar day in every zone within ±12 h. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: startOfLocalDay(new Date(`${day}T12:00:00Z`), timeZone),
    end: startOfLocalDay(new Date(`${addDays(day, 1)}T12:00:00Z`), timeZone),
  };
}

export function today(now: Date, timeZone: string): string {
  return localDay(now, timeZone);
}
