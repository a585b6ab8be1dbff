/**
 * Task periods (docs/product-rules/tasks.md#periods): a day resets at 00:00 market time, a week at
 * Monday 00:00 market time. A period is named by its first market day (YYYY-MM-DD), the answer's
 * `act` and the key progress and collects are stored under.
 */
import type { TaskPeriod } from '@nyota/contract/staff/task-settings-schemas';
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';

const DAY_MS = 86_400_000;

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The first market day of the period holding `day`. */
export function periodOfDay(day: string, period: TaskPeriod): string {
  if (period === 'day') return day;
  // getUTCDay of the calendar date: 0 Sunday .. 6 Saturday; Monday starts the week.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function periodOf(at: Date, period: TaskPeriod, timeZone: string): string {
  return periodOfDay(localDay(at, timeZone), period);
}

/** Milliseconds from `now` until the period holding it ends (the next one's 00:00, market time). */
export function msUntilReset(now: Date, period: TaskPeriod, timeZone: string): number {
  const next = addDays(periodOf(now, period, timeZone), period === 'day' ? 1 : 7);
  // Noon of the next period's first day is safely inside it whatever the offset; its local midnight is the reset.
  const resetAt = startOfLocalDay(new Date(`${next}T12:00:00Z`), timeZone);
  return Math.max(0, resetAt.getTime() - now.getTime());
}
