import type { CookieJar } from '../shared/lib/cookies';

/**
 * document.cookie semantics for unit tests: writes set or delete one cookie, reads list them all.
 * As in a browser, a cookie is addressed by its name and domain: a host-only cookie is stored under
 * its name, one with a Domain under `name@domain`, and deleting one leaves the other.
 */
export class FakeCookieJar implements CookieJar {
  readonly store = new Map<string, { value: string; attributes: string }>();

  get cookie(): string {
    return [...this.store].map(([k, v]) => `${k.split('@')[0] ?? k}=${v.value}`).join('; ');
  }

  set cookie(text: string) {
    const [pair = '', ...attrs] = text.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes = attrs.join('; ');
    const domain = /(?:^|; )Domain=([^;]+)/.exec(attributes)?.[1];
    const key = domain ? `${name}@${domain}` : name;
    if (/Max-Age=0(;|$)/.test(attributes)) this.store.delete(key);
    else this.store.set(key, { value: pair.slice(eq + 1), attributes });
  }
}
