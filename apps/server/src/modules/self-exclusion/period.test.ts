import { describe, expect, it } from 'vitest';
import { formatDay, periodEnd } from './period.js';

describe('self-exclusion periods', () => {
  it('counts calendar months and years', () => {
    const start = new Date('2026-01-15T10:30:00Z');
    expect(periodEnd(start, '1m').toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(periodEnd(start, '3m').toISOString()).toBe('2026-04-15T10:30:00.000Z');
    expect(periodEnd(start, '6m').toISOString()).toBe('2026-07-15T10:30:00.000Z');
    expect(periodEnd(start, '1y').toISOString()).toBe('2027-01-15T10:30:00.000Z');
    expect(periodEnd(start, '5y').toISOString()).toBe('2031-01-15T10:30:00.000Z');
  });

  it('clamps to the last day of a shorter month instead of spilling over', () => {
    expect(periodEnd(new Date('2026-01-31T08:00:00Z'), '1m').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(periodEnd(new Date('2027-11-30T08:00:00Z'), '3m').toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T08:00:00Z'), '1y').toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(periodEnd(new Date('2026-08-31T23:59:00Z'), '1m').toISOString()).toBe('2026-09-30T23:59:00.000Z');
  });

  it('shows the end day in the market time zone', () => {
    expect(formatDay(new Date('2026-02-15T23:30:00Z'), 'Africa/Lusaka')).toBe('2026-02-16');
    expect(formatDay(new Date('2026-02-15T23:30:00Z'), 'Africa/Accra')).toBe('2026-02-15');
  });
});
