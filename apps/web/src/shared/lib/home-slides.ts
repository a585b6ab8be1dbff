import { MARKET_SCRIPT_ID } from '@nyota/contract/market-block';
import type { HomeSlide } from '@nyota/contract/home-slides';
import { parseHomeSlides } from './home-slides-data';

/**
 * The home banner's slides as the server configured them, read once from the market block in
 * index.html (see market.ts) with no request before first paint. Apart from market.ts on purpose:
 * the banner is on the first screen, and market.ts brings every market preset with it (~3 KiB gzip).
 */
export const homeSlides: readonly HomeSlide[] =
  typeof document === 'undefined' ? [] : parseHomeSlides(document.getElementById(MARKET_SCRIPT_ID)?.textContent ?? '');
