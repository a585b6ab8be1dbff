import type { TimeOutPeriod } from '@nyota/contract/constants';

const HOUR = 3_600_000;
const LENGTH_MS: Record<TimeOutPeriod, number> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
  '6w': 42 * 24 * HOUR,
};

/** A time-out runs an exact number of hours from the moment it is set (not to a calendar day). */
export function timeOutEnd(start: Date, period: TimeOutPeriod): Date {
  return new Date(start.getTime() + LENGTH_MS[period]);
}

/** The end as the player's market reads it: date and time in the market's zone (e.g. 2026-11-26 23:51). */
export function formatEnd(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
