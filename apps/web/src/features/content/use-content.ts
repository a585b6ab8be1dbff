import { useEffect, useState } from 'react';
import { useI18n, type Language } from '../../shared/i18n/i18n';
import { contentEn } from './content.en';
import type { Content } from './content.types';

/**
 * The information pages in the reader's language. English ships with the page chunk; Kiswahili is
 * fetched on first use (English readers never download it) and kept for the rest of the visit.
 */
let swContent: Content | undefined;
let swLoading: Promise<Content> | undefined;

function loadSw(): Promise<Content> {
  swLoading ??= import('./content.sw').then(
    (m) => (swContent = m.contentSw),
    (err: unknown) => {
      // Let the next visit to a page retry (e.g. the chunk failed on a flaky connection).
      swLoading = undefined;
      throw err;
    },
  );
  return swLoading;
}

function ready(lang: Language): Content | undefined {
  return lang === 'sw' ? swContent : contentEn;
}

/** Returns undefined while a translation is loading; falls back to English if it cannot be loaded. */
export function useContent(): Content | undefined {
  const { lang } = useI18n();
  const [failed, setFailed] = useState<Language | null>(null);
  const [, setLoaded] = useState(0);

  useEffect(() => {
    if (ready(lang)) return;
    let live = true;
    loadSw().then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(lang),
    );
    return () => {
      live = false;
    };
  }, [lang]);

  return ready(lang) ?? (failed === lang ? contentEn : undefined);
}
