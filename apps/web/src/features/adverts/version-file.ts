/**
 * The static version file (contract adverts.ts): fetched fresh each time (`?t=`), as the seed's
 * client does; a failure is only logged (core seed, errors) and the page offers the browser install.
 */
import { APP_VERSION_PATH, isApkUrl, type AppVersionFile } from '@nyota/contract/adverts';
import { isSlideImagePath } from '@nyota/contract/home-slides';

/** The file's fields, or null for anything else: an APK link of another scheme is never offered. */
export function parseVersionFile(raw: unknown): AppVersionFile | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const timestamp: unknown = Reflect.get(raw, 'timestamp');
  const apkUrl: unknown = Reflect.get(raw, 'apkUrl');
  const imgUrl: unknown = Reflect.get(raw, 'imgUrl');
  if (typeof timestamp !== 'number' || typeof imgUrl !== 'string' || !isSlideImagePath(imgUrl)) return null;
  if (apkUrl !== null && (typeof apkUrl !== 'string' || !isApkUrl(apkUrl))) return null;
  return { timestamp, apkUrl, imgUrl };
}

export async function fetchVersionFile(signal?: AbortSignal): Promise<AppVersionFile | null> {
  try {
    const res = await fetch(`${APP_VERSION_PATH}?t=${Date.now()}`, { signal, credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    const file = parseVersionFile(await res.json());
    if (!file) throw new Error('unexpected content');
    return file;
  } catch (e) {
    if (!signal?.aborted) console.warn('version file:', e);
    return null;
  }
}
