import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { recordMonth } from './record-month.js';

const LUSAKA = 'Africa/Lusaka';

describe('recordMonth', () => {
  it('covers the whole month in the market time zone (Lusaka is UTC+2)', () => {
    const r = recordMonth('2026-03', new Date('2026-03-10T10:00:00Z'), LUSAKA);
    expect(r.start.toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  it('steps over the year end', () => {
    const r = recordMonth('2025-12', new Date('2026-01-10T10:00:00Z'), LUSAKA);
    expect(r.start.toISOString()).toBe('2025-11-30T22:00:00.000Z');
    expect(r.end.toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });

  it('accepts the current month and the 5 before it, nothing else', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    for (const m of ['2026-03', '2026-02', '2026-01', '2025-12', '2025-11', '2025-10']) {
      expect(() => recordMonth(m, now, LUSAKA)).not.toThrow();
    }
    for (const m of ['2026-04', '2025-09', '2020-03', '2027-03']) {
      expect(() => recordMonth(m, now, LUSAKA)).toThrow(AppError);
    }
  });

  it('reads the current month in local time: 00:30 on 1 March in Lusaka is already March', () => {
    const now = new Date('2026-02-28T22:30:00Z');
    expect(() => recordMonth('2026-03', now, LUSAKA)).not.toThrow();
    expect(() => recordMonth('2025-09', now, LUSAKA)).toThrow(AppError);
  });
});
