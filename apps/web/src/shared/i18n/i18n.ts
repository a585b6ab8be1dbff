/**
 * A deliberately small i18n core: typed keys, `{name}` parameters. i18next + react-i18next would
 * cost ~18 KiB gzip of the home route's 100 KiB budget (reference/performance.md §3) for features
 * we do not use.
 *
 * Budget decision: only the first screen's English (en-core.ts) is in the initial bundle. The
 * complete dictionary of the current language (en.ts, sw.ts) is loaded by loadMessages(), which
 * every lazy page and dialog awaits together with its own chunk (shared/lib/lazy-page.ts), and
 * which is also fetched when the browser is idle after start.
 */
import { useSyncExternalStore } from 'react';
import { interpolate } from '@nyota/contract/messages/index';
import { enCore } from './messages/en-core';
import type { MessageKey, Messages } from './messages/en';

export type Language = 'en' | 'sw';
export const LANGUAGES: { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'sw', name: 'Kiswahili' },
];

const loaders: Record<Language, () => Promise<Messages>> = {
  en: async () => (await import('./messages/en')).en,
  sw: async () => (await import('./messages/sw')).sw,
};

const STORAGE_KEY = 'lang';
type Dictionary = Partial<Record<MessageKey, string>>;
let current: { lang: Language; messages: Dictionary } = { lang: 'en', messages: enCore };
/** English behind any missing text: the core until the complete dictionary has arrived. */
let fallback: Dictionary = enCore;
const loaded = new Map<Language, Promise<Messages>>();
const listeners = new Set<() => void>();

function isLanguage(v: string | null): v is Language {
  return v === 'en' || v === 'sw';
}

function load(lang: Language): Promise<Messages> {
  let p = loaded.get(lang);
  if (!p) {
    p = loaders[lang]();
    // A failed download (offline) may be retried by the next page that needs it.
    p.catch(() => loaded.delete(lang));
    loaded.set(lang, p);
  }
  return p;
}

function publish(next: typeof current): void {
  current = next;
  for (const l of listeners) l();
}

export function translate(key: MessageKey, params?: Record<string, string | number>): string {
  return interpolate(current.messages[key] ?? fallback[key] ?? key, params);
}

/** A key that came from the server (a socket event's `key`), or the fallback text when it is unknown. */
export function translateKey(key: string, fallbackKey: MessageKey, params?: Record<string, string | number>): string {
  const find = (d: Dictionary) => Object.entries(d).find(([k]) => k === key)?.[1];
  const text = find(current.messages) ?? find(fallback);
  return text === undefined ? translate(fallbackKey) : interpolate(text, params);
}

export function currentLanguage(): Language {
  return current.lang;
}

/** Makes every key of the current language available (pages and dialogs await this). */
export async function loadMessages(): Promise<void> {
  const lang = current.lang;
  const messages = await load(lang);
  if (lang === 'en') fallback = messages;
  if (current.lang === lang && current.messages !== messages) publish({ lang, messages });
}

export async function setLanguage(lang: Language): Promise<void> {
  const messages = await load(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
  document.documentElement.lang = lang;
  publish({ lang, messages });
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

/** Re-renders the caller when the language (or its complete dictionary) changes. */
export function useI18n(): { t: typeof translate; lang: Language; setLanguage: typeof setLanguage } {
  const snapshot = useSyncExternalStore(subscribe, () => current);
  return { t: translate, lang: snapshot.lang, setLanguage };
}

export type { MessageKey };
