/** How harm markers read in the console: a marker's name, its counting window, a review's markers. */
import type { HarmReview } from '@nyota/contract/staff/harm-markers-schemas';
import type { translate } from '../i18n';

/** "last 24 hours", or in days when the window is two or more whole days ("last 7 days"). */
export function windowText(t: typeof translate, hours: number): string {
  if (hours === 1) return t('harm.lastHour');
  if (hours >= 48 && hours % 24 === 0) return t('harm.lastDays', { n: String(hours / 24) });
  return t('harm.lastHours', { n: String(hours) });
}

/** "Failed deposits (5), Night play (4)". */
export function markersText(t: typeof translate, markers: HarmReview['markers']): string {
  return markers.map((m) => t('harm.markerCount', { marker: t(`harm.marker.${m.marker}`), n: String(m.count) })).join(', ');
}
