/**
 * The frequency cap of everything the app puts in front of a player unasked (the app banner, home
 * pop-ups, the install prompt): each at most once a day on this device, the day being the market's
 * calendar day (its time zone), so it turns over at the market's midnight like the daily offers.
 * One local-storage key per thing (`shownOnDay:<name>`, the day it was last shown); storage that fails
 * (private mode) caps to this page only, never throws.
 */
import { loadItem, saveItem } from './storage';

export const DAILY_CAP_PREFIX = 'shownOnDay:';

/** The calendar day of `now` in the time zone, as YYYY-MM-DD. */
export function marketDay(now: number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether the thing called `name` was already shown on this device on the market day of `now`. */
export function shownToday(name: string, now: number, timeZone: string): boolean {
  return loadItem(DAILY_CAP_PREFIX + name) === marketDay(now, timeZone);
}

/** Records that `name` was shown on the market day of `now`. */
export function markShown(name: string, now: number, timeZone: string): void {
  saveItem(DAILY_CAP_PREFIX + name, marketDay(now, timeZone));
}
