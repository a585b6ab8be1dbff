/**
 * Adverts (core seed, config service: /advertManager/*; wallet seed: "Advert: url, image", home
 * pop-up adverts chosen by advert url). An advert is a picture with a link, shown in a placement
 * (its type id). Home banner adverts are the market's home slides (home-slides.ts), never a second
 * list; home pop-ups are the offers below. Labels group adverts by what they lead to. No zod here:
 * the browser imports this file (api/adverts.ts holds the schemas).
 */
import type { HomeSlide, SlideText } from './home-slides.js';

/** Placements (typeId): where an advert is shown. */
export const ADVERT_TYPE = { HOME_BANNER: 1, HOME_POPUP: 2 } as const;
export type AdvertTypeId = (typeof ADVERT_TYPE)[keyof typeof ADVERT_TYPE];
export const ADVERT_TYPE_IDS: readonly AdvertTypeId[] = Object.values(ADVERT_TYPE);

export function isAdvertTypeId(v: number): v is AdvertTypeId {
  return (ADVERT_TYPE_IDS as readonly number[]).includes(v);
}

/**
 * The seed's home pop-ups, chosen by advert url: `register` (sign-up and the registration wheel),
 * `first-deposit` and `pack-deposit` (the deposit offers) and `invite` (the cash-giving dialog).
 */
export const POPUP_URLS = ['register', 'invite', 'first-deposit', 'pack-deposit'] as const;
export type PopupUrl = (typeof POPUP_URLS)[number];

export interface Advert {
  /** Stable slug, unique within its placement. */
  id: string;
  /** An app route (`/deposit`) for a banner, a pop-up's offer (`register`), or null for a picture that opens nothing. */
  url: string | null;
  /** A picture on our own origin. */
  image: string;
  title: SlideText;
  /** The label grouping it (ADVERT_LABELS). */
  label: AdvertLabelId;
}

export const ADVERT_LABEL_IDS = ['games', 'wallet', 'offers', 'info'] as const;
export type AdvertLabelId = (typeof ADVERT_LABEL_IDS)[number];

export interface AdvertLabel {
  id: AdvertLabelId;
  name: SlideText;
}

export const ADVERT_LABELS: readonly AdvertLabel[] = [
  { id: 'games', name: { en: 'Games', sw: 'Michezo' } },
  { id: 'wallet', name: { en: 'Deposits and withdrawals', sw: 'Kuweka na kutoa pesa' } },
  { id: 'offers', name: { en: 'Offers', sw: 'Ofa' } },
  { id: 'info', name: { en: 'About us', sw: 'Kuhusu sisi' } },
];

/** A label follows from where the advert leads, so a deployment's own slides are grouped too. */
export function labelOfAdvertUrl(url: string | null): AdvertLabelId {
  if (url === null) return 'info';
  if ((POPUP_URLS as readonly string[]).includes(url)) return 'offers';
  if (/^\/games(?:\/|$)/.test(url)) return 'games';
  if (/^\/(?:deposit|withdraw)(?:[/?#]|$)/.test(url)) return 'wallet';
  return 'info';
}

/** A home slide as a home banner advert: the same picture, title and link. */
export function advertOfSlide(slide: HomeSlide): Advert {
  return { id: slide.id, url: slide.to, image: slide.image, title: slide.title, label: labelOfAdvertUrl(slide.to) };
}

/** The pop-ups served today: the register offer, the only one whose feature exists. */
export const HOME_POPUP_ADVERTS: readonly Advert[] = [
  {
    id: 'register',
    url: 'register',
    image: '/adverts/register.svg',
    title: { en: 'Sign up in a minute and play', sw: 'Jisajili kwa dakika moja ucheze' },
    label: 'offers',
  },
  {
    id: 'first-deposit',
    url: 'first-deposit',
    image: '/adverts/first-deposit.svg',
    title: { en: 'First deposit bonus', sw: 'Bonasi ya amana ya kwanza' },
    label: 'offers',
  },
  {
    id: 'pack-deposit',
    url: 'pack-deposit',
    image: '/adverts/pack-deposit.svg',
    title: { en: 'Starter pack', sw: 'Kifurushi cha kuanzia' },
    label: 'offers',
  },
  {
    id: 'invite',
    url: 'invite',
    image: '/adverts/invite.svg',
    title: { en: 'Cash Giving: invite friends', sw: 'Zawadi ya Pesa: alika marafiki' },
    label: 'offers',
  },
];

/**
 * The static version file (core seed: "a static version file with a timestamp, read for apkUrl and
 * imgUrl"): fetched as `${APP_VERSION_PATH}?t=<now>` so no cache answers for it.
 */
export const APP_VERSION_PATH = '/version.json';

export interface AppVersionFile {
  /** When the server composed the file (ms since 1970): its values change only with a restart. */
  timestamp: number;
  /** The Android package to download, or null when the deployment ships none (the PWA is the app). */
  apkUrl: string | null;
  /** The download page's picture, on our own origin. */
  imgUrl: string;
}

/** The download page's picture when the deployment names none. */
export const DEFAULT_APP_IMAGE = '/adverts/app.svg';

/** An APK link: an https address or a path on our own site; never another scheme. */
export function isApkUrl(v: string): boolean {
  return v.length <= 500 && (/^https:\/\/[^\s"'<>\\]+$/.test(v) || /^\/(?![/\\])[^\s"'<>\\]*$/.test(v));
}
