/**
 * The month a records page covers, read in the market's time zone (a deposit at 00:30 on 1 March
 * in Lusaka belongs to March), and the month window
 * (docs/product-rules/records-and-appeals.md#month-window): the current month and the 5 before it.
 */
import { RECORD_MONTHS } from '@nyota/contract/api/records';
import { ErrorCode } from '@nyota/contract/error-codes';
import { AppError } from '../http/app-error.js';
import { localDay, startOfLocalDay } from './local-day.js';

export interface MonthRange {
  start: Date;
  end: Date;
}

/** Months since year 0, so months compare and step by plain arithmetic. */
function monthIndex(y: number, m: number): number {
  return y * 12 + (m - 1);
}

function startOfMonth(index: number, timeZone: string): Date {
  const y = Math.floor(index / 12);
  const m = index % 12;
  // Noon UTC on the 1st is the 1st in every zone within ±12 h; the day's local midnight follows.
  return startOfLocalDay(new Date(Date.UTC(y, m, 1, 12)), timeZone);
}

/** The instants [start, end) of `monthOfYear` ('YYYY-MM'), or an error outside the window. */
export function recordMonth(monthOfYear: string, now: Date, timeZone: string): MonthRange {
  const [y, m] = monthOfYear.split('-').map(Number);
  const [cy, cm] = localDay(now, timeZone).split('-').map(Number);
  if (y === undefined || m === undefined || cy === undefined || cm === undefined) {
    throw new AppError(ErrorCode.VALIDATION, 'errors.invalid_month');
  }
  const asked = monthIndex(y, m);
  const current = monthIndex(cy, cm);
  if (asked > current || asked <= current - RECORD_MONTHS) throw new AppError(ErrorCode.VALIDATION, 'errors.invalid_month');
  return { start: startOfMonth(asked, timeZone), end: startOfMonth(asked + 1, timeZone) };
}
