import type { CookieJar } from '../shared/lib/cookies';

/** document.cookie semantics for unit tests: writes set or delete one cookie, reads list them all. */
export class FakeCookieJar implements CookieJar {
  readonly store = new Map<string, { value: string; attributes: string }>();

  get cookie(): string {
    return [...this.store].map(([k, v]) => `${k}=${v.value}`).join('; ');
  }

  set cookie(text: string) {
    const [pair = '', ...attrs] = text.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes = attrs.join('; ');
    if (/Max-Age=0(;|$)/.test(attributes)) this.store.delete(name);
    else this.store.set(name, { value: pair.slice(eq + 1), attributes });
  }
}
