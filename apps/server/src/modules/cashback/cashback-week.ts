/**
 * Cashback weeks (docs/product-rules/cashback.md#the-week): a week runs from Monday 06:00 to the
 * next Monday 06:00, market time, and is named by the date of its Monday. A bet settled at Monday
 * 05:59 belongs to the week that began the Monday before; one at 06:00 to the new week. Last week's
 * cashback is claimable from the Monday 06:00 that ends it until the end of the `claimDays`-th
 * market day of the new week (7: Sunday 23:59, the seeds' window).
 */
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A YYYY-MM-DD date `n` days after another. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Noon UTC of a date lies in that same local date in every zone within ±12 h. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
/** The hour of the market's day a week starts at. */
export const WEEK_START_HOUR = 6;

/** The Monday (YYYY-MM-DD) of the cashback week containing `at`. */
export function weekOf(at: Date, timeZone: string): string {
  // The markets' zones keep one offset all year, so the local time six hours earlier is the local
  // time of the instant six hours earlier.
  const day = localDay(new Date(at.getTime() - WEEK_START_HOUR * HOUR_MS), timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a week (named by its Monday) begins: that Monday at 06:00, market time. */
export function weekStartsAt(monday: string, timeZone: string): Date {
  return new Date(startOfLocalDay(noonOf(monday), timeZone).getTime() + WEEK_START_HOUR * HOUR_MS);
}

export interface ClaimWindow {
  from: Date;
  /** Exclusive: the market midnight after the last claim day. */
  until: Date;
}

/** When the cashback of week `monday` can be claimed. */
export function claimWindowOf(monday: string, claimDays: number, timeZone: string): ClaimWindow {
  const next = addDays(monday, 7);
  return { from: weekStartsAt(next, timeZone), until: startOfLocalDay(noonOf(addDays(next, claimDays)), timeZone) };
}

/**
 * weekOf for a stream of events that are mostly close together in time: one time-zone lookup per
 * minute of events rather than per event (1,000 settled bets a second).
 */
export function weekCache(timeZone: string): (at: Date) => string {
  let minute = Number.NaN;
  let week = '';
  return (at) => {
    const m = Math.floor(at.getTime() / 60_000);
    if (m !== minute) {
      minute = m;
      week = weekOf(at, timeZone);
    }
    return week;
  };
}
