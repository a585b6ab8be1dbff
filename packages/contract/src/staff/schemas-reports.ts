/**
 * Inputs and answers of the staff reports (docs/staff-console.md#figures). Amounts are integer minor
 * units; days are the market's local days (YYYY-MM-DD); rates are basis points.
 */
import { z } from 'zod';

/** The longest report range, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.report_day_invalid')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    message: 'errors.report_day_invalid',
  });

/** Days from `from` to `to`, both included. */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const reportRangeInput = z
  .object({ from: daySchema, to: daySchema })
  .refine((r) => r.from <= r.to, { message: 'errors.report_range_order' })
  .refine((r) => reportDayCount(r.from, r.to) <= REPORT_MAX_DAYS, { message: 'errors.report_range_too_long' });
export type ReportRange = z.output<typeof reportRangeInput>;

export const REPORT_TABLES = ['days', 'payments', 'games'] as const;
export const reportCsvInput = z
  .object({ from: daySchema, to: daySchema, table: z.enum(REPORT_TABLES, 'errors.validation') })
  .refine((r) => r.from <= r.to, { message: 'errors.report_range_order' })
  .refine((r) => reportDayCount(r.from, r.to) <= REPORT_MAX_DAYS, { message: 'errors.report_range_too_long' });
export type ReportTable = (typeof REPORT_TABLES)[number];

const amount = z.number().int();
const count = z.number().int().min(0);

export const dayFiguresSchema = z.object({
  day: z.string(),
  depositCount: count,
  depositsSucceeded: count,
  depositAmount: amount,
  withdrawalCount: count,
  withdrawalsSucceeded: count,
  withdrawalAmount: amount,
  stakes: amount,
  wins: amount,
  ggr: amount,
  bonusCost: amount,
  exciseOwed: amount,
  depositTax: amount,
  ngr: amount,
  withholdingTax: amount,
  activePlayers: count,
  newPlayers: count,
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const paymentLineSchema = z.object({
  day: z.string(),
  direction: z.enum(['deposit', 'withdraw']),
  provider: z.string(),
  operator: z.string(),
  count,
  succeeded: count,
  failed: count,
  /** Succeeded of those that ended (succeeded + failed); null when none ended. */
  successRateBp: z.number().int().nullable(),
  amount,
  tax: amount,
  fee: amount,
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

export const gameLineSchema = z.object({
  /** null in the range totals. */
  day: z.string().nullable(),
  gameId: z.number().int().nullable(),
  house: z.string(),
  name: z.string(),
  stakes: amount,
  wins: amount,
  ggr: amount,
  exciseOwed: amount,
  ngr: amount,
  measuredRtpBp: z.number().int().nullable(),
  publishedRtpBp: z.number().int().nullable(),
});
export type GameLine = z.infer<typeof gameLineSchema>;

export const reportSchema = z.object({
  market: z.string(),
  currencySymbol: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The stake excise rate in force on `to`, null where the market has none. */
  exciseStakeRateBp: z.number().int().nullable(),
  days: z.array(dayFiguresSchema),
  totals: dayFiguresSchema,
  payments: z.array(paymentLineSchema),
  games: z.array(gameLineSchema),
  gameTotals: z.array(gameLineSchema),
  liabilities: z.array(z.object({ kind: z.string(), balance: amount, accounts: count })),
});
export type Report = z.infer<typeof reportSchema>;

export const dashboardOutput = z.object({ today: z.string(), report: reportSchema });
