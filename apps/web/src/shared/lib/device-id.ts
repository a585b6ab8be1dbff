import { loadItem, saveItem } from './storage';
import { randomHex } from './random-id';

const KEY = 'deviceid';
let cached: string | null = null;

/** A random id for this browser, sent as the `deviceid` header and used as the socket id for visitors. */
export function deviceId(): string {
  if (cached) return cached;
  const stored = loadItem(KEY);
  cached = stored && /^[0-9a-f]{32}$/.test(stored) ? stored : randomHex(16);
  if (cached !== stored) saveItem(KEY, cached);
  return cached;
}
