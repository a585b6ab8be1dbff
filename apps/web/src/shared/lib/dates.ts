import { market } from './market';

/**
 * Dates and times as the market reads them: in the market's time zone (weeks, days and rounds are
 * counted there) and on a 24-hour clock, British day-month order for English. Invalid input falls
 * back to the raw text rather than "Invalid Date".
 */
export function marketLocale(lang: string): string {
  return lang === 'sw' ? 'sw-TZ' : 'en-GB';
}

function format(iso: string, lang: string, options: Intl.DateTimeFormatOptions): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(marketLocale(lang), { timeZone: market.timeZone, ...options }).format(d);
}

export function formatDate(iso: string, lang: string, withTime = false): string {
  return format(iso, lang, withTime ? { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } : { dateStyle: 'long' });
}

/** "20:04": a time of day today, e.g. when a cash-rain round starts. */
export function formatTime(iso: string, lang: string): string {
  return format(iso, lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
