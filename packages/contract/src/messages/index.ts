import { serverMessagesEn, type ServerMessageKey, type ServerMessages } from './en.js';

export { serverMessagesEn, type ServerMessageKey, type ServerMessages };

/** Fills `{name}` placeholders; unknown placeholders are left as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function isServerMessageKey(k: string): k is ServerMessageKey {
  return Object.hasOwn(serverMessagesEn, k);
}
