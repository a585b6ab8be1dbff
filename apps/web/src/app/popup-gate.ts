/**
 * Which home pop-ups (docs/product-rules/adverts-and-download.md) this app can show, by who is
 * looking: the seed picks a pop-up by its advert url. Visitors get the register offer (it opens
 * sign-up). The members' offers (invite wheel, first-deposit and pack-deposit) are not built yet,
 * so members get none; when one is, it goes here and the pop-up host asks the server's pop-up
 * permission before showing it.
 */
import type { PopupUrl } from '@nyota/contract/adverts';

export const BUILT_POPUPS: Readonly<Record<'visitor' | 'member', readonly PopupUrl[]>> = {
  visitor: ['register'],
  member: [],
};

/** The pop-up's name in the daily cap (shared/lib/daily-cap.ts). */
export function popupCapName(url: PopupUrl): string {
  return `popup:${url}`;
}

/** The built pop-ups for this viewer not yet shown today, in the seed's order. */
export function duePopups(viewer: 'visitor' | 'member', shownToday: (name: string) => boolean): PopupUrl[] {
  return BUILT_POPUPS[viewer].filter((url) => !shownToday(popupCapName(url)));
}
