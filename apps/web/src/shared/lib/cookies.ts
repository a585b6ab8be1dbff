/**
 * Cookie helpers. `CookieJar` is the one piece of `document` we need, so the rules are testable in
 * Node with a fake jar.
 */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  days: number;
  /** Defaults to location.protocol === 'https:' in the browser. */
  secure?: boolean;
}

function defaultJar(): CookieJar {
  return document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function readCookie(name: string, jar: CookieJar = defaultJar()): string | null {
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions, jar: CookieJar = defaultJar()): void {
  const maxAge = Math.round(options.days * 24 * 3600);
  const secure = (options.secure ?? isHttps()) ? '; Secure' : '';
  jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, jar: CookieJar = defaultJar()): void {
  jar.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
