/**
 * Which home pop-up to show (docs/product-rules/adverts-and-download.md#home-pop-ups): the first
 * served pop-up advert, in the server's order, whose offer this app has built for the viewer and
 * that has not been shown today; none at all to a member the server's pop-up permission refuses.
 */
import { POPUP_URLS, type Advert, type PopupUrl } from '@nyota/contract/adverts';

export type PopupAdvert = Advert & { url: PopupUrl };

function isPopupUrl(url: string | null): url is PopupUrl {
  return url !== null && (POPUP_URLS as readonly string[]).includes(url);
}

export function choosePopup(adverts: readonly Advert[], due: readonly PopupUrl[], allowed: boolean): PopupAdvert | null {
  if (!allowed) return null;
  for (const advert of adverts) {
    const url = advert.url;
    if (isPopupUrl(url) && due.includes(url)) return { ...advert, url };
  }
  return null;
}
