/** The VIP arithmetic and the holiday calendars, without a database. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_HOLIDAYS, publicHolidayOn } from '@nyota/contract/public-holidays';
import { DEFAULT_VIP_SETTINGS, vipSettingsSchema } from '@nyota/contract/staff/vip-settings-schemas';
import { heldLevel, levelFor, marketDate, pointsFor } from './vip-rules.js';

describe('vip rules', () => {
  it('gives one point per whole currency unit staked, ten on a public holiday', () => {
    expect(pointsFor(99, 'zm', '2026-11-20')).toBe(0);
    expect(pointsFor(150, 'zm', '2026-11-20')).toBe(1);
    expect(pointsFor(10_000, 'zm', '2026-11-20')).toBe(100);
    expect(pointsFor(10_000, 'zm', '2026-10-24')).toBe(1_000);
    // Kenya's Mashujaa Day is an ordinary day in Zambia, and the other way round.
    expect(pointsFor(10_000, 'ke', '2026-10-20')).toBe(1_000);
    expect(pointsFor(10_000, 'zm', '2026-10-20')).toBe(100);
    expect(pointsFor(10_000, 'ke', '2026-10-24')).toBe(100);
    expect(pointsFor(10_000, 'ug', '2026-10-09')).toBe(1_000);
    expect(pointsFor(10_000, 'ug', '2026-10-24')).toBe(100);
  });

  it('takes the date in the market time zone', () => {
    // 23:30 UTC on 23 October is 01:30 on Independence Day in Lusaka (UTC+2).
    expect(marketDate(new Date('2026-10-23T23:30:00Z'), 'Africa/Lusaka')).toEqual({ day: '2026-10-24', year: 2026 });
    expect(marketDate(new Date('2026-10-24T22:30:00Z'), 'Africa/Lusaka').day).toBe('2026-10-25');
    expect(marketDate(new Date('2026-12-31T22:30:00Z'), 'Africa/Lusaka')).toEqual({ day: '2027-01-01', year: 2027 });
    expect(marketDate(new Date('2026-12-31T21:30:00Z'), 'Africa/Nairobi').year).toBe(2027);
  });

  it('lists Zambia and Kenya for 2026 and 2027 with their names, one entry per date', () => {
    for (const market of ['zm', 'ke'] as const) {
      const dates = PUBLIC_HOLIDAYS[market].map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
      for (const year of ['2026', '2027']) expect(dates.filter((d) => d.startsWith(year)).length).toBeGreaterThanOrEqual(10);
    }
    expect(publicHolidayOn('zm', '2026-07-06')).toBe("Heroes' Day");
    expect(publicHolidayOn('ke', '2027-06-01')).toBe('Madaraka Day');
    expect(publicHolidayOn('zm', '2026-11-20')).toBeNull();
  });

  it('lists Uganda and Ghana for 2026 and 2027: fixed days, Easter, weekend days off in Ghana only', () => {
    for (const market of ['ug', 'gh'] as const) {
      const dates = PUBLIC_HOLIDAYS[market].map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect([...dates].sort()).toEqual(dates);
      for (const year of ['2026', '2027']) expect(dates.filter((d) => d.startsWith(year)).length).toBeGreaterThanOrEqual(13);
      // Easter Sunday is 5 April 2026 and 28 March 2027.
      expect(publicHolidayOn(market, '2026-04-03')).toBe('Good Friday');
      expect(publicHolidayOn(market, '2027-03-29')).toBe('Easter Monday');
      expect(publicHolidayOn(market, '2026-04-04')).toBeNull();
    }
    expect(publicHolidayOn('ug', '2026-06-03')).toBe("Uganda Martyrs' Day");
    expect(publicHolidayOn('ug', '2027-01-26')).toBe('NRM Liberation Day');
    // Uganda moves no weekend holiday: Women's Day is a Sunday in 2026 and the Monday is ordinary.
    expect(publicHolidayOn('ug', '2026-03-09')).toBeNull();
    expect(publicHolidayOn('gh', '2026-07-01')).toBe('Republic Day');
    expect(publicHolidayOn('gh', '2026-08-04')).toBeNull();
    // Ghana's Saturday and Sunday holidays are followed by days off (Christmas and Boxing Day 2027).
    expect(publicHolidayOn('gh', '2027-12-27')).toBe('Christmas Day (observed)');
    expect(publicHolidayOn('gh', '2027-12-28')).toBe('Boxing Day (observed)');
    // Every weekday-off entry in Ghana is a Monday or Tuesday after a weekend holiday.
    for (const h of PUBLIC_HOLIDAYS.gh.filter((x) => x.name.endsWith('(observed)')))
      expect([1, 2]).toContain(new Date(`${h.date}T12:00:00Z`).getUTCDay());
  });

  it('reaches the highest level whose threshold the points reach', () => {
    const t = DEFAULT_VIP_SETTINGS.levels.map((l) => l.threshold);
    expect(levelFor(0, DEFAULT_VIP_SETTINGS)).toBe(0);
    expect(levelFor((t[1] ?? 0) - 1, DEFAULT_VIP_SETTINGS)).toBe(0);
    expect(levelFor(t[1] ?? 0, DEFAULT_VIP_SETTINGS)).toBe(1);
    expect(levelFor((t[5] ?? 0) + 1, DEFAULT_VIP_SETTINGS)).toBe(5);
    expect(levelFor(Number.MAX_SAFE_INTEGER, DEFAULT_VIP_SETTINGS)).toBe(20);
  });

  it('holds the higher of this year and last year', () => {
    expect(heldLevel(undefined, undefined)).toBe(0);
    expect(heldLevel({ points: 10, level: 1 }, { points: 900_000, level: 10 })).toBe(10);
    expect(heldLevel({ points: 2_000_000, level: 13 }, { points: 900_000, level: 10 })).toBe(13);
  });

  it('accepts the defaults and refuses thresholds that do not grow or a level 0 above 0', () => {
    expect(vipSettingsSchema.parse(DEFAULT_VIP_SETTINGS)).toEqual(DEFAULT_VIP_SETTINGS);
    const levels = DEFAULT_VIP_SETTINGS.levels.map((l) => ({ ...l }));
    const flat = levels.map((l, i) => (i === 3 ? { ...l, threshold: levels[2]?.threshold ?? 0 } : l));
    expect(vipSettingsSchema.safeParse({ levels: flat }).success).toBe(false);
    expect(vipSettingsSchema.safeParse({ levels: levels.map((l, i) => (i === 0 ? { ...l, threshold: 1 } : l)) }).success).toBe(
      false,
    );
    expect(vipSettingsSchema.safeParse({ levels: levels.slice(0, 20) }).success).toBe(false);
  });
});
