/**
 * A deliberately small i18n core: typed keys, `{name}` parameters, one dictionary in the initial
 * bundle (English) and the others loaded on demand. i18next + react-i18next would cost ~18 KiB gzip
 * of the home route's 100 KiB budget (reference/performance.md §3) for features we do not use.
 */
import { useSyncExternalStore } from 'react';
import { interpolate } from '@nyota/contract/messages/index';
import { en, type MessageKey, type Messages } from './messages/en';

export type Language = 'en' | 'sw';
export const LANGUAGES: { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'sw', name: 'Kiswahili' },
];

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  sw: async () => (await import('./messages/sw')).sw,
};

const STORAGE_KEY = 'lang';
let current: { lang: Language; messages: Messages } = { lang: 'en', messages: en };
const listeners = new Set<() => void>();

function isLanguage(v: string | null): v is Language {
  return v === 'en' || v === 'sw';
}

export function translate(key: MessageKey, params?: Record<string, string | number>): string {
  return interpolate(current.messages[key] ?? en[key] ?? key, params);
}

export function currentLanguage(): Language {
  return current.lang;
}

export async function setLanguage(lang: Language): Promise<void> {
  const messages = await loaders[lang]();
  current = { lang, messages };
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
  document.documentElement.lang = lang;
  for (const l of listeners) l();
}

/** Restores the saved language before the first render that needs it. */
export async function initLanguage(): Promise<void> {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    saved = null;
  }
  if (isLanguage(saved) && saved !== 'en') await setLanguage(saved);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Re-renders the caller when the language changes. */
export function useI18n(): { t: typeof translate; lang: Language; setLanguage: typeof setLanguage } {
  const snapshot = useSyncExternalStore(subscribe, () => current);
  return { t: translate, lang: snapshot.lang, setLanguage };
}

export type { MessageKey };
