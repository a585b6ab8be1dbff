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
  /** The product's top-level domain (e.g. example.com), shared by its sub-domains; null: this host only. */
  domain?: string | null;
}

function defaultJar(): CookieJar {
  return document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

const domainAttribute = (domain: string | null | undefined) => (domain ? `; Domain=${domain}` : '');

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
  jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/${domainAttribute(options.domain)}; SameSite=Lax${secure}`;
}

/**
 * Deletes a cookie. A cookie is addressed by name, path and domain, so with a top-level domain
 * configured both the host-only one and the domain one are deleted: either may have been written
 * (before the domain was configured, or by another sub-domain).
 */
export function deleteCookie(name: string, jar: CookieJar = defaultJar(), domain: string | null = null): void {
  jar.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  if (domain) jar.cookie = `${name}=; Max-Age=0; Path=/${domainAttribute(domain)}; SameSite=Lax`;
}
