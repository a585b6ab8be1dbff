import { describe, expect, it } from 'vitest';
import { monthLabel, recordMonths } from './record-months';

describe('record month picker (seed §9: the current month and the 5 before it)', () => {
  it('lists six months newest first, across a year boundary', () => {
    expect(recordMonths(new Date('2025-02-10T12:00:00Z'), 'Africa/Lusaka')).toEqual([
      '2025-02',
      '2025-01',
      '2024-12',
      '2024-11',
      '2024-10',
      '2024-09',
    ]);
  });

  it("reads the current month in the market's time zone, as the server does", () => {
    // 22:30 UTC on 28 February is 00:30 on 1 March in Lusaka (UTC+2).
    const lateFebruaryUtc = new Date('2025-02-28T22:30:00Z');
    expect(recordMonths(lateFebruaryUtc, 'Africa/Lusaka')[0]).toBe('2025-03');
    expect(recordMonths(lateFebruaryUtc, 'UTC')[0]).toBe('2025-02');
  });

  it('wraps December into January of the next year', () => {
    expect(recordMonths(new Date('2026-01-01T00:00:00Z'), 'Africa/Lusaka', 2)).toEqual(['2026-01', '2025-12']);
  });

  it('names months in the player language', () => {
    expect(monthLabel('2025-03', 'en')).toBe('March 2025');
    expect(monthLabel('2025-01', 'sw')).toMatch(/Januari 2025/);
    expect(monthLabel('junk', 'en')).toBe('junk');
  });
});
