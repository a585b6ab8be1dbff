/**
 * Each market preset's public holidays by date (YYYY-MM-DD, the market's own calendar day), with
 * their official names. VIP points are worth ten times on these days (docs/product-rules/vip.md).
 * A holiday that falls on a Sunday is followed by a day off on the Monday where the law says so
 * (Zambia's Public Holidays Act, Kenya's Public Holidays Act): that Monday is listed as its own entry.
 * Ghana's President declares the next Monday (or Tuesday) off by Executive Instrument when a holiday
 * falls on a Saturday or Sunday (Public Holidays and Commemorative Days Act, Act 601, s. 2), as has
 * been done each time: listed the same way. Uganda has no such rule: a weekend holiday is not moved.
 *
 * All four list 2026 and 2027. Easter (Good Friday, Holy Saturday, Easter Monday) is computed:
 * Easter Sunday is 5 April 2026 and 28 March 2027. The Islamic holidays follow the moon and are
 * gazetted shortly before (Kenya: the Cabinet Secretary for the Interior; Uganda: the Minister of
 * Internal Affairs; Ghana: the Minister for the Interior, on the Chief Imam's advice), so their dates
 * here are ESTIMATES from the astronomical calendar and must be checked against the notice each year:
 * Idd-ul-Fitr / Eid al-Fitr (with Ghana's Shaqq Day the day after) and, in Uganda and Ghana,
 * Eid al-Adha. Ghana's 2026 Eid al-Fitr and Shaqq Day (20 and 21 March, with Monday 23 March off)
 * are as the Ministry declared them. Ghana's list is the one of the 2025 amendment (Republic Day
 * restored on 1 July, Founder's Day on 21 September, Shaqq Day added, 4 August dropped); a midweek
 * holiday the President moves to a Friday or Monday under that amendment is not foreseen here.
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

const UGANDA: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-01-26', name: 'NRM Liberation Day' },
  { date: '2026-02-16', name: 'Archbishop Janani Luwum Day' },
  { date: '2026-03-08', name: "International Women's Day" },
  // Estimate (see above).
  { date: '2026-03-20', name: 'Eid al-Fitr' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: 'Labour Day' },
  // Estimate (see above).
  { date: '2026-05-27', name: 'Eid al-Adha' },
  { date: '2026-06-03', name: "Uganda Martyrs' Day" },
  { date: '2026-06-09', name: "National Heroes' Day" },
  { date: '2026-10-09', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-01-26', name: 'NRM Liberation Day' },
  { date: '2027-02-16', name: 'Archbishop Janani Luwum Day' },
  { date: '2027-03-08', name: "International Women's Day" },
  // Estimate (see above).
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-01', name: 'Labour Day' },
  // Estimate (see above).
  { date: '2027-05-16', name: 'Eid al-Adha' },
  { date: '2027-06-03', name: "Uganda Martyrs' Day" },
  { date: '2027-06-09', name: "National Heroes' Day" },
  { date: '2027-10-09', name: 'Independence Day' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
];

const GHANA: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-01-07', name: 'Constitution Day' },
  { date: '2026-03-06', name: 'Independence Day' },
  { date: '2026-03-20', name: 'Eid-ul-Fitr' },
  { date: '2026-03-21', name: 'Shaqq Day' },
  { date: '2026-03-23', name: 'Shaqq Day (observed)' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: "May Day (Workers' Day)" },
  // Estimate (see above).
  { date: '2026-05-27', name: 'Eid-ul-Adha' },
  { date: '2026-07-01', name: 'Republic Day' },
  { date: '2026-09-21', name: "Founder's Day" },
  // The first Friday of December.
  { date: '2026-12-04', name: "Farmers' Day" },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2026-12-28', name: 'Boxing Day (observed)' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-01-07', name: 'Constitution Day' },
  { date: '2027-03-06', name: 'Independence Day' },
  { date: '2027-03-08', name: 'Independence Day (observed)' },
  // Estimates (see above).
  { date: '2027-03-10', name: 'Eid-ul-Fitr' },
  { date: '2027-03-11', name: 'Shaqq Day' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-01', name: "May Day (Workers' Day)" },
  { date: '2027-05-03', name: "May Day (Workers' Day) (observed)" },
  // Estimates (see above): a Sunday, so the Monday off too.
  { date: '2027-05-16', name: 'Eid-ul-Adha' },
  { date: '2027-05-17', name: 'Eid-ul-Adha (observed)' },
  { date: '2027-07-01', name: 'Republic Day' },
  { date: '2027-09-21', name: "Founder's Day" },
  { date: '2027-12-03', name: "Farmers' Day" },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
  { date: '2027-12-27', name: 'Christmas Day (observed)' },
  { date: '2027-12-28', name: 'Boxing Day (observed)' },
];

export const PUBLIC_HOLIDAYS: Readonly<Record<MarketCode, readonly PublicHoliday[]>> = {
  zm: ZAMBIA,
  ke: KENYA,
  ug: UGANDA,
  gh: GHANA,
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
