import { describe, expect, it } from 'vitest';
import { periodSpan } from './periods.js';

const LUSAKA = 'Africa/Lusaka'; // UTC+2, no daylight saving

describe('limit periods in the market time zone', () => {
  it('starts the day at local midnight and resets at the next one', () => {
    // 23:30 UTC on the 4th is 01:30 on the 5th in Lusaka.
    const s = periodSpan('day', new Date('2026-03-04T23:30:00Z'), LUSAKA);
    expect(s.start.toISOString()).toBe('2026-03-04T22:00:00.000Z');
    expect(s.end.toISOString()).toBe('2026-03-05T22:00:00.000Z');
  });

  it('starts the week on Monday 00:00 local time', () => {
    // Wednesday 4 March 2026 -> Monday 2 March.
    const s = periodSpan('week', new Date('2026-03-04T12:00:00Z'), LUSAKA);
    expect(s.start.toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(s.end.toISOString()).toBe('2026-03-08T22:00:00.000Z');
    // Sunday late evening local is still the same week; Monday 00:30 local is the next.
    expect(periodSpan('week', new Date('2026-03-08T21:59:00Z'), LUSAKA).start).toEqual(s.start);
    expect(periodSpan('week', new Date('2026-03-08T22:30:00Z'), LUSAKA).start).toEqual(s.end);
  });

  it('starts the month on the 1st local time, across a year end', () => {
    const s = periodSpan('month', new Date('2026-12-31T22:30:00Z'), LUSAKA); // 1 Jan 00:30 local
    expect(s.start.toISOString()).toBe('2026-12-31T22:00:00.000Z');
    expect(s.end.toISOString()).toBe('2027-01-31T22:00:00.000Z');
    const feb = periodSpan('month', new Date('2028-02-15T10:00:00Z'), LUSAKA);
    expect(feb.end.toISOString()).toBe('2028-02-29T22:00:00.000Z');
  });
});
