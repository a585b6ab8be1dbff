/**
 * The time windows the game centre reads, in the market's time zone: a records month (or the
 * whole 6-month window when none is given), and the leaderboard's day and week (weeks start on
 * Monday, as the wallet seed's weekly cashback does).
 */
import { RECORD_MONTHS } from '@nyota/contract/api/records';
import type { LeaderboardPeriod } from '@nyota/contract/api/games';
import { localDay, startOfLocalDay } from '../../../platform/time/local-day.js';
import { recordMonth, type MonthRange } from '../../../platform/time/record-month.js';

const DAY_MS = 86_400_000;

function monthString(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `month` ('YYYY-MM', checked against the 6-month window), or the whole window. */
export function recordsRange(month: string | undefined, now: Date, timeZone: string): MonthRange {
  if (month !== undefined) return recordMonth(month, now, timeZone);
  const [y, m] = localDay(now, timeZone).split('-').map(Number);
  const current = (y ?? 0) * 12 + ((m ?? 1) - 1);
  return {
    start: recordMonth(monthString(current - (RECORD_MONTHS - 1)), now, timeZone).start,
    end: recordMonth(monthString(current), now, timeZone).end,
  };
}

/** Local midnight starting today, or starting this week's Monday. */
export function periodStart(period: LeaderboardPeriod, now: Date, timeZone: string): Date {
  const [y, m, d] = localDay(now, timeZone).split('-').map(Number);
  // Noon UTC of the local date: stepping whole days from it never crosses into another date.
  const noon = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
  if (period === 'day') return startOfLocalDay(new Date(noon), timeZone);
  const sinceMonday = (new Date(noon).getUTCDay() + 6) % 7;
  return startOfLocalDay(new Date(noon - sinceMonday * DAY_MS), timeZone);
}
