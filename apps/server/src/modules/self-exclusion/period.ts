import type { SelfExclusionPeriod } from '@nyota/contract/constants';

const MONTHS: Record<SelfExclusionPeriod, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, '5y': 60 };

/**
 * The end of a period in calendar months (a year is 12 months), counted in UTC. A day missing in the
 * target month clamps to its last day (31 Jan + 1m = 28/29 Feb): the period never spills into the
 * month after.
 */
export function periodEnd(start: Date, period: SelfExclusionPeriod): Date {
  const months = MONTHS[period];
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** A day as the player's market reads it (YYYY-MM-DD in the market's time zone). */
export function formatDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
