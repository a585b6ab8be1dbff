/**
 * Daily limits count calendar days as the player's market reads them (Africa/Lusaka for Zambia),
 * not UTC days: a deposit at 01:00 in Lusaka belongs to that Lusaka day.
 */

// Building a formatter costs far more than using one (it showed as the activity stream's hottest
// function: every settled bet asks the local hour), and there are only a few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

function parts(date: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const fmt = formatterFor(timeZone);
  const p = Object.fromEntries(fmt.formatToParts(date).map((x) => [x.type, x.value]));
  return {
    y: Number(p['year']),
    m: Number(p['month']),
    d: Number(p['day']),
    h: Number(p['hour']),
    min: Number(p['minute']),
    s: Number(p['second']),
  };
}

// The stream asks the local day (and its start) of every settled bet, 1,000 a second, nearly all
// in the same few minutes; a zone's offset is whole minutes (every zone since 1972), so every
// instant of one UTC minute has the same local day. Kept per zone and minute, emptied when large.
const MINUTE_MS = 60_000;
const REMEMBERED_MINUTES = 4_096;
const minuteDays = new Map<string, Map<number, { day: string; start?: Date }>>();

function minuteEntry(date: Date, timeZone: string): { day: string; start?: Date } {
  let zone = minuteDays.get(timeZone);
  if (!zone) {
    zone = new Map();
    minuteDays.set(timeZone, zone);
  }
  const minute = Math.floor(date.getTime() / MINUTE_MS);
  let entry = zone.get(minute);
  if (!entry) {
    if (zone.size >= REMEMBERED_MINUTES) zone.clear();
    const { y, m, d } = parts(date, timeZone);
    entry = { day: `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
    zone.set(minute, entry);
  }
  return entry;
}

/** YYYY-MM-DD in the time zone. */
export function localDay(date: Date, timeZone: string): string {
  return minuteEntry(date, timeZone).day;
}

/** Offset of the zone from UTC at an instant, in milliseconds (whole seconds). */
function offsetMs(date: Date, timeZone: string): number {
  const { y, m, d, h, min, s } = parts(date, timeZone);
  const asUtc = Date.UTC(y, m - 1, d, h, min, s);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant the local day containing `date` began. */
export function startOfLocalDay(date: Date, timeZone: string): Date {
  const entry = minuteEntry(date, timeZone);
  entry.start ??= computeStartOfLocalDay(date, timeZone);
  // A copy: callers may change the Date they are given.
  return new Date(entry.start.getTime());
}

function computeStartOfLocalDay(date: Date, timeZone: string): Date {
  const { y, m, d } = parts(date, timeZone);
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // Two passes settle zones whose offset differs between the guess and local midnight.
  let guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  guess = midnightAsUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}
