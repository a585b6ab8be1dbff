import { describe, expect, it } from 'vitest';
import { localDay, startOfLocalDay } from './local-day.js';

describe('market days', () => {
  it('starts the Lusaka day at 22:00 UTC the evening before', () => {
    expect(startOfLocalDay(new Date('2026-01-15T10:00:00Z'), 'Africa/Lusaka').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-01-15T22:30:00Z'), 'Africa/Lusaka').toISOString()).toBe('2026-01-15T22:00:00.000Z');
    expect(localDay(new Date('2026-01-15T22:30:00Z'), 'Africa/Lusaka')).toBe('2026-01-16');
  });

  it('handles zones at UTC and east of it', () => {
    expect(startOfLocalDay(new Date('2026-03-01T00:00:00Z'), 'Africa/Accra').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-03-01T00:30:00Z'), 'Africa/Nairobi').toISOString()).toBe('2026-02-28T21:00:00.000Z');
  });

  it('answers from its per-minute memory exactly as computed, on both sides of midnight, and hands out copies', () => {
    // 21:59:59 and 22:00:00 UTC are different minutes and different Lusaka days; asked twice each.
    for (let i = 0; i < 2; i++) {
      expect(localDay(new Date('2026-05-10T21:59:59.999Z'), 'Africa/Lusaka')).toBe('2026-05-10');
      expect(localDay(new Date('2026-05-10T22:00:00.000Z'), 'Africa/Lusaka')).toBe('2026-05-11');
      expect(localDay(new Date('2026-05-10T21:59:00.000Z'), 'Africa/Nairobi')).toBe('2026-05-11');
    }
    const first = startOfLocalDay(new Date('2026-05-10T12:00:00Z'), 'Africa/Lusaka');
    first.setTime(0);
    expect(startOfLocalDay(new Date('2026-05-10T12:00:30Z'), 'Africa/Lusaka').toISOString()).toBe('2026-05-09T22:00:00.000Z');
  });
});
