import type { ContactChannelKind } from '@nyota/contract/markets';

/**
 * The shape of the information pages (links/1-6, faq/1-3, contact us). English is the reference;
 * every other language is typed with Translation<typeof contentEn>, which keeps the exact number of
 * sections, paragraphs, list items and FAQ entries, so a missing or extra piece fails the typecheck.
 */
export const LINK_IDS = ['1', '2', '3', '4', '5', '6'] as const;
export type LinkId = (typeof LINK_IDS)[number];

export const FAQ_IDS = ['1', '2', '3'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

export interface ContentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
  /** Numbered steps instead of bullets when order matters (e.g. verifying a round). */
  readonly ordered?: boolean;
  /** Paragraphs shown after the list. */
  readonly after?: readonly string[];
  /** A link to the app screen the section talks about; `to` is an app path, the same in every language. */
  readonly action?: ContentAction;
}

export interface ContentAction {
  readonly label: string;
  readonly to: string;
}

export interface ContentDoc {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly ContentSection[];
}

export interface FaqItem {
  readonly question: string;
  readonly answer: readonly string[];
}

export interface FaqDoc {
  readonly title: string;
  readonly intro: string;
  readonly items: readonly FaqItem[];
}

export interface ContactDoc {
  readonly title: string;
  readonly intro: string;
  readonly channelsHeading: string;
  readonly channels: Readonly<Record<ContactChannelKind, string>>;
  readonly notConfigured: string;
  readonly appealsHeading: string;
  readonly appeals: readonly string[];
  readonly appealsAction: ContentAction;
  readonly safetyHeading: string;
  readonly safety: readonly string[];
}

export interface ContentUi {
  readonly morePages: string;
  readonly faqTopics: string;
  readonly contactLink: string;
}

export interface Content {
  readonly links: Readonly<Record<LinkId, ContentDoc>>;
  readonly faq: Readonly<Record<FaqId, FaqDoc>>;
  readonly contact: ContactDoc;
  readonly ui: ContentUi;
}

/** Same structure as T with every text widened to string: the type of a translation. */
export type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> };
