/**
 * Which home pop-ups (docs/product-rules/adverts-and-download.md) this app can show, by who is
 * looking: the seed picks a pop-up by its advert url. Visitors get the register offer (it opens
 * sign-up). Members get the first-deposit offer and the pack (features/deposit-offers), after the
 * pop-up host asked the server's pop-up permission, and the invite cash-giving dialog (features/invite).
 */
import type { PopupUrl } from '@nyota/contract/adverts';

export const BUILT_POPUPS: Readonly<Record<'visitor' | 'member', readonly PopupUrl[]>> = {
  visitor: ['register'],
  member: ['first-deposit', 'pack-deposit', 'invite'],
};

/** The pop-up's name in the daily cap (shared/lib/daily-cap.ts). */
export function popupCapName(url: PopupUrl): string {
  return `popup:${url}`;
}

/** The built pop-ups for this viewer not yet shown today, in the seed's order. */
export function duePopups(viewer: 'visitor' | 'member', shownToday: (name: string) => boolean): PopupUrl[] {
  return BUILT_POPUPS[viewer].filter((url) => !shownToday(popupCapName(url)));
}
