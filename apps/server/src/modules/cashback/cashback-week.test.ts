/** The cashback week in Lusaka (UTC+2): Monday 06:00 to Monday 06:00; Monday 05:59 is the week before. */
import { describe, expect, it } from 'vitest';
import { claimWindowOf, weekCache, weekOf, weekStartsAt } from './cashback-week.js';

const TZ = 'Africa/Lusaka';

describe('cashback week', () => {
  it('puts Monday 05:59 in the week before and 06:00 in the new one', () => {
    // Monday 2026-11-23 05:59:59 and 06:00 in Lusaka.
    expect(weekOf(new Date('2026-11-23T03:59:59Z'), TZ)).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-23T04:00:00Z'), TZ)).toBe('2026-11-23');
    // Sunday 23:59 and the following midnight still belong to the week of the 23rd.
    expect(weekOf(new Date('2026-11-29T21:59:00Z'), TZ)).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T22:00:00Z'), TZ)).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-30T03:59:00Z'), TZ)).toBe('2026-11-23');
  });

  it('starts a week at Monday 06:00 market time and opens its claim until Sunday 23:59 of the next', () => {
    expect(weekStartsAt('2026-11-16', TZ).toISOString()).toBe('2026-11-16T04:00:00.000Z');
    const w = claimWindowOf('2026-11-16', 7, TZ);
    expect([w.from.toISOString(), w.until.toISOString()]).toEqual(['2026-11-23T04:00:00.000Z', '2026-11-29T22:00:00.000Z']);
    expect(claimWindowOf('2026-11-16', 3, TZ).until.toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });

  it('answers the same from its per-minute cache across the boundary', () => {
    const cached = weekCache(TZ);
    for (const at of ['2026-11-23T03:59:00Z', '2026-11-23T03:59:59Z', '2026-11-23T04:00:00Z', '2026-11-23T03:59:30Z'])
      expect(cached(new Date(at))).toBe(weekOf(new Date(at), TZ));
  });
});
