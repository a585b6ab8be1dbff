/** Dates in the player's language; invalid input falls back to the raw text rather than "Invalid Date". */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(d);
}
