// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DAILY_CAP_PREFIX, markShown, marketDay, shownToday } from './daily-cap';

const LUSAKA = 'Africa/Lusaka'; // UTC+2, no daylight saving
const at = (iso: string) => new Date(iso).getTime();

describe('daily cap', () => {
  beforeEach(() => localStorage.clear());

  it("names the market's calendar day, not the device's", () => {
    expect(marketDay(at('2026-03-01T21:59:59Z'), LUSAKA)).toBe('2026-03-01');
    expect(marketDay(at('2026-03-01T22:00:00Z'), LUSAKA)).toBe('2026-03-02');
    expect(marketDay(at('2026-03-01T22:00:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('caps a thing to once a market day, and lets it show again after the market midnight', () => {
    const shown = at('2026-03-01T08:00:00Z');
    expect(shownToday('register', shown, LUSAKA)).toBe(false);
    markShown('register', shown, LUSAKA);
    expect(shownToday('register', shown, LUSAKA)).toBe(true);
    expect(shownToday('register', at('2026-03-01T21:59:59Z'), LUSAKA)).toBe(true);
    expect(shownToday('register', at('2026-03-01T22:00:00Z'), LUSAKA)).toBe(false);
  });

  it('keeps each thing apart', () => {
    const now = at('2026-03-01T08:00:00Z');
    markShown('promo-banner', now, LUSAKA);
    expect(shownToday('register', now, LUSAKA)).toBe(false);
    markShown('register', now, LUSAKA);
    expect(shownToday('promo-banner', now, LUSAKA)).toBe(true);
  });

  it('treats unreadable storage as nothing shown', () => {
    localStorage.setItem(`${DAILY_CAP_PREFIX}register`, '{not a day');
    expect(shownToday('register', at('2026-03-01T08:00:00Z'), LUSAKA)).toBe(false);
    localStorage.setItem(`${DAILY_CAP_PREFIX}register`, '2026-02-28');
    expect(shownToday('register', at('2026-03-01T08:00:00Z'), LUSAKA)).toBe(false);
  });
});
