/**
 * Each market preset's public holidays by date (YYYY-MM-DD, the market's own calendar day), with
 * their official names. VIP points are worth ten times on these days (docs/product-rules/vip.md).
 * A holiday that falls on a Sunday is followed by a day off on the Monday where the law says so
 * (Zambia's Public Holidays Act, Kenya's Public Holidays Act): that Monday is listed as its own entry.
 *
 * Zambia and Kenya list 2026 and 2027. Kenya's Idd-ul-Fitr follows the moon and is gazetted by the
 * Cabinet Secretary for the Interior shortly before; the listed dates are the expected ones and must
 * be checked against the gazette notice each year. Uganda and Ghana have no calendar yet: an empty
 * list, so no day counts ten times there until one is added.
 */
import type { MarketCode } from './markets.js';

export interface PublicHoliday {
  date: string;
  name: string;
}

const ZAMBIA: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-03-08', name: "International Women's Day" },
  { date: '2026-03-09', name: "International Women's Day (observed)" },
  { date: '2026-03-12', name: 'Youth Day' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-04', name: 'Holy Saturday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-04-28', name: 'Kenneth Kaunda Day' },
  { date: '2026-05-01', name: 'Labour Day' },
  { date: '2026-05-25', name: 'Africa Freedom Day' },
  { date: '2026-07-06', name: "Heroes' Day" },
  { date: '2026-07-07', name: 'Unity Day' },
  { date: '2026-08-03', name: "Farmers' Day" },
  { date: '2026-10-18', name: 'National Day of Prayer' },
  { date: '2026-10-19', name: 'National Day of Prayer (observed)' },
  { date: '2026-10-24', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-08', name: "International Women's Day" },
  { date: '2027-03-12', name: 'Youth Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-27', name: 'Holy Saturday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-04-28', name: 'Kenneth Kaunda Day' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-25', name: 'Africa Freedom Day' },
  { date: '2027-07-05', name: "Heroes' Day" },
  { date: '2027-07-06', name: 'Unity Day' },
  { date: '2027-08-02', name: "Farmers' Day" },
  { date: '2027-10-18', name: 'National Day of Prayer' },
  { date: '2027-10-24', name: 'Independence Day' },
  { date: '2027-10-25', name: 'Independence Day (observed)' },
  { date: '2027-12-25', name: 'Christmas Day' },
];

const KENYA: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-03-20', name: 'Idd-ul-Fitr' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: 'Labour Day' },
  { date: '2026-06-01', name: 'Madaraka Day' },
  { date: '2026-10-10', name: 'Mazingira Day' },
  { date: '2026-10-20', name: 'Mashujaa Day' },
  { date: '2026-12-12', name: 'Jamhuri Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-10', name: 'Idd-ul-Fitr' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-06-01', name: 'Madaraka Day' },
  { date: '2027-10-10', name: 'Mazingira Day' },
  { date: '2027-10-11', name: 'Mazingira Day (observed)' },
  { date: '2027-10-20', name: 'Mashujaa Day' },
  { date: '2027-12-12', name: 'Jamhuri Day' },
  { date: '2027-12-13', name: 'Jamhuri Day (observed)' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
  { date: '2027-12-27', name: 'Boxing Day (observed)' },
];

export const PUBLIC_HOLIDAYS: Readonly<Record<MarketCode, readonly PublicHoliday[]>> = {
  zm: ZAMBIA,
  ke: KENYA,
  // No calendar yet (see above): no day earns ten times.
  ug: [],
  gh: [],
};

const byMarket = new Map<MarketCode, Map<string, string>>();

/** The holiday's name on a market-local date (YYYY-MM-DD), or null on an ordinary day. */
export function publicHolidayOn(market: MarketCode, date: string): string | null {
  let days = byMarket.get(market);
  if (!days) {
    days = new Map(PUBLIC_HOLIDAYS[market].map((h) => [h.date, h.name]));
    byMarket.set(market, days);
  }
  return days.get(date) ?? null;
}
