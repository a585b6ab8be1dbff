import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates';

// Unit tests run on the reference preset: Zambia, Africa/Lusaka (UTC+2, no summer time).
describe('market dates', () => {
  it('reads a time on the market clock, 24-hour, whatever the device zone', () => {
    expect(formatTime('2026-11-26T18:04:00.000Z', 'en')).toBe('20:04');
    expect(formatTime('2026-11-26T18:04:00.000Z', 'sw')).toBe('20:04');
  });

  it('puts the day before the month in English and keeps the market day across midnight UTC', () => {
    expect(formatDate('2026-11-26T23:30:00.000Z', 'en')).toBe('27 November 2026');
    expect(formatDate('2026-11-26T18:04:00.000Z', 'en', true)).toBe('26 Nov 2026, 20:04');
  });

  it('gives back text it cannot read as a date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatTime('soon', 'en')).toBe('soon');
  });
});
