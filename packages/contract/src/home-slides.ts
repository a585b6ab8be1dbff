/**
 * The home page's banner carousel (wallet seed, home: "banner carousel"; constants: 1 slide per view
 * on phones, 3 on desktop). Slides are configuration, not code: the server serves its market's
 * slides with the market (index.html's market block and GET /config-service/market), from the
 * preset's defaults (home-slide-presets.ts) or the deployment's HOME_SLIDES. The web app only draws
 * them. No zod here: the browser imports this file (api/config.ts holds the schema).
 */
import type { MarketPreset } from './markets.js';

/** The languages a slide's text is written in: the languages the web app ships. */
export const SLIDE_LANGUAGES = ['en', 'sw'] as const;
export type SlideLanguage = (typeof SLIDE_LANGUAGES)[number];
export type SlideText = Readonly<Record<SlideLanguage, string>>;

export interface HomeSlide {
  /** Stable slug: the slide's key and test id. */
  id: string;
  /** A picture shipped with the web app, by its path on our own origin (the page's CSP allows no other). */
  image: string;
  /** Shown on the slide and read by screen readers as its name; the picture itself is decoration. */
  title: SlideText;
  /** The app route the slide opens, or null for a slide that is only a picture. */
  to: string | null;
}

/** The market block as served: the market and its home slides. */
export type ServedMarket = MarketPreset & { homeSlides: readonly HomeSlide[] };

/**
 * Every slide picture is drawn for this box (2:1). The page reserves it before the picture
 * arrives, so nothing moves when it does; a picture of another shape is cropped to fill it.
 */
export const HOME_SLIDE_WIDTH = 640;
export const HOME_SLIDE_HEIGHT = 320;
export const HOME_SLIDES_MAX = 10;
export const SLIDE_TITLE_MAX = 80;

/**
 * How long a banner slide stays before the carousel moves on. Not the seed's 3000 ms, which is the
 * winners broadcast's one-line ticker: a banner carries a title to read and a link to choose.
 */
export const BANNER_SLIDE_MS = 5000;

const SLIDE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
// A file on our own origin: rooted plain segments, none starting with '.' (so no '..'), no '//host', a picture type.
const SLIDE_IMAGE = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+\.(?:svg|webp|png|jpg|jpeg)$/;
// An in-app route: rooted, never '//' (another host) or a scheme; query and fragment allowed.
const SLIDE_ROUTE = /^\/(?![/\\])[A-Za-z0-9_./~%!$&'()*+,;=:@?#-]*$/;

export function isSlideId(v: string): boolean {
  return SLIDE_ID.test(v);
}

export function isSlideImagePath(v: string): boolean {
  return v.length <= 200 && SLIDE_IMAGE.test(v);
}

export function isSlideRoute(v: string): boolean {
  return v.length <= 200 && SLIDE_ROUTE.test(v);
}
