/** Market-local days of a report and the instants that bound them (platform/time/local-day.ts). */
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';

const DAY_MS = 86_400_000;

/** Noon UTC lies inside the same calendar day in every zone within ±12 hours (all our markets). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, n: number): string {
  return new Date(noonOf(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export interface ReportWindow {
  from: Date;
  to: Date;
  timeZone: string;
  days: string[];
}

export function reportWindow(from: string, to: string, timeZone: string): ReportWindow {
  return {
    from: startOfLocalDay(noonOf(from), timeZone),
    to: startOfLocalDay(noonOf(addDays(to, 1)), timeZone),
    timeZone,
    days: daysBetween(from, to),
  };
}

export function today(now: Date, timeZone: string): string {
  return localDay(now, timeZone);
}
