/**
 * The VIP club's arithmetic (docs/product-rules/vip.md), free of storage: points per bet, the level
 * a year's points reach, and the level a member holds given this year and last.
 */
import type { MarketCode } from '@nyota/contract/markets';
import { publicHolidayOn } from '@nyota/contract/public-holidays';
import type { VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import { localDay } from '../../platform/time/local-day.js';

/** Points per currency unit staked on a public holiday (one on other days). */
export const HOLIDAY_MULTIPLIER = 10;
/** Minor units per currency unit (every preset's currency has two decimals). */
const MINOR_PER_UNIT = 100;

/** Market-local date and year of an instant. */
export function marketDate(at: Date, timeZone: string): { day: string; year: number } {
  const day = localDay(at, timeZone);
  return { day, year: Number(day.slice(0, 4)) };
}

/** One point per whole currency unit of the stake (minor units), ten on the market's holidays. */
export function pointsFor(stake: number, market: MarketCode, day: string): number {
  const units = Math.floor(stake / MINOR_PER_UNIT);
  return publicHolidayOn(market, day) === null ? units : units * HOLIDAY_MULTIPLIER;
}

/** The highest level whose yearly threshold the points reach. */
export function levelFor(points: number, settings: VipSettings): number {
  let level = 0;
  settings.levels.forEach((l, i) => {
    if (points >= l.threshold) level = i;
  });
  return level;
}

/** A year's points and the highest level they reached (kept even if a threshold later rises). */
export interface VipYear {
  points: number;
  level: number;
}

/**
 * The level a member holds: the higher of what this year's points reached and what last year's
 * reached, which is kept until this year's 31 December (so a level never drops within the year it
 * was reached, nor in the whole year after it).
 */
export function heldLevel(thisYear: VipYear | undefined, lastYear: VipYear | undefined): number {
  return Math.max(thisYear?.level ?? 0, lastYear?.level ?? 0);
}
