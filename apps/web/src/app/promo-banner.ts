/**
 * The mobile-app promotion banner (docs/product-rules/shell.md#promotion-banner): shown at start
 * unless dismissed within the last minute or on an Apple device (the app is an Android package).
 * Not shown inside the installed PWA either, and at most once a market day on a device (our rule for
 * everything put in front of a player unasked: shared/lib/daily-cap.ts).
 */
import { PROMO_BANNER_SNOOZE_MS } from '@nyota/contract/constants';

export const PROMO_DISMISSED_KEY = 'promoBannerDismissedAt';
/** Its name in the daily cap. */
export const PROMO_CAP_NAME = 'promo-banner';

export function isAppleDevice(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; touch points tell them apart, but either way it is Apple.
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent) || (/Mac/.test(userAgent) && maxTouchPoints > 1);
}

export function shouldShowPromoBanner(input: {
  now: number;
  dismissedAt: number | null;
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  /** Already shown on this device today (the daily cap). */
  shownToday: boolean;
}): boolean {
  if (input.standalone || input.shownToday || isAppleDevice(input.userAgent, input.maxTouchPoints)) return false;
  if (input.dismissedAt === null) return true;
  const since = input.now - input.dismissedAt;
  // A dismissal "in the future" (clock changed) does not hide the banner forever.
  return since < 0 || since >= PROMO_BANNER_SNOOZE_MS;
}
