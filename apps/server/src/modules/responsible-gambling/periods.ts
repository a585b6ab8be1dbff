/**
 * The periods limits are counted in, as the market's clock reads them: a day from local midnight,
 * a week from Monday 00:00 (ISO weeks), a month from the 1st at 00:00. Each period ends where the
 * next begins, which is when its limit resets.
 */
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';

export type Period = 'day' | 'week' | 'month';

export interface PeriodSpan {
  start: Date;
  /** When the next period begins (the limit resets). */
  end: Date;
}

const DAY_MS = 86_400_000;

/** Noon UTC of a calendar date lies inside that local date for every zone within ±12 h. */
function localStartOf(y: number, m0: number, d: number, timeZone: string): Date {
  return startOfLocalDay(new Date(Date.UTC(y, m0, d, 12)), timeZone);
}

export function periodSpan(period: Period, now: Date, timeZone: string): PeriodSpan {
  const [y, m, d] = localDay(now, timeZone).split('-').map(Number) as [number, number, number];
  if (period === 'day') return { start: localStartOf(y, m - 1, d, timeZone), end: localStartOf(y, m - 1, d + 1, timeZone) };
  if (period === 'month') return { start: localStartOf(y, m - 1, 1, timeZone), end: localStartOf(y, m, 1, timeZone) };
  // getUTCDay: 0 is Sunday; days since Monday.
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return {
    start: localStartOf(y, m - 1, d - sinceMonday, timeZone),
    end: localStartOf(y, m - 1, d - sinceMonday + 7, timeZone),
  };
}

export { DAY_MS };
