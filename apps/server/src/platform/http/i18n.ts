/** Picks the player's language for server texts and fills message templates. */
import {
  interpolate,
  isServerMessageKey,
  serverMessagesEn,
  type ServerMessageKey,
  type ServerMessages,
} from '@nyota/contract/messages/index';
import { serverMessagesSw } from '@nyota/contract/messages/sw';

const catalogues: Record<string, ServerMessages> = { en: serverMessagesEn, sw: serverMessagesSw };
export const SUPPORTED_LANGUAGES = Object.keys(catalogues);

/** `lang` header first (the app's chosen language), then Accept-Language, then English. */
export function pickLanguage(langHeader: string | undefined, acceptLanguage: string | undefined): string {
  if (langHeader && langHeader in catalogues) return langHeader;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (tag && tag in catalogues) return tag;
  }
  return 'en';
}

export function translate(lang: string, key: ServerMessageKey, params?: Record<string, string | number>): string {
  const cat = catalogues[lang] ?? serverMessagesEn;
  return interpolate(cat[key] ?? serverMessagesEn[key], params);
}

/** Validation issues carry message keys; anything else falls back to the generic text. */
export function translateIssue(lang: string, message: string): string {
  return translate(lang, isServerMessageKey(message) ? message : 'errors.validation');
}
