/**
 * The frequency cap of everything the app puts in front of a player unasked (the app banner, home
 * pop-ups, the install prompt): each at most once a day on this device, the day being the market's
 * calendar day (its time zone), so it turns over at the market's midnight like the daily offers.
 * Kept in local storage; storage that fails (private mode) caps to this page only, never throws.
 */
import { loadItem, saveItem } from './storage';

export const DAILY_CAP_KEY = 'shownOnDay';

/** The calendar day of `now` in the time zone, as YYYY-MM-DD. */
export function marketDay(now: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function readDays(): Record<string, string> {
  const raw = loadItem(DAILY_CAP_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const days: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') days[k] = v;
    return days;
  } catch {
    return {};
  }
}

/** Whether the thing called `name` was already shown on this device on the market day of `now`. */
export function shownToday(name: string, now: number, timeZone: string): boolean {
  return readDays()[name] === marketDay(now, timeZone);
}

/** Records that `name` was shown on the market day of `now`. */
export function markShown(name: string, now: number, timeZone: string): void {
  saveItem(DAILY_CAP_KEY, JSON.stringify({ ...readDays(), [name]: marketDay(now, timeZone) }));
}
