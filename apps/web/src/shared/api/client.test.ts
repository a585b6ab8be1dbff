import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionState } from '@nyota/contract/constants';
import { FakeCookieJar } from '../../test-support/fake-cookie-jar';

/** The app's wired client: a 401 really ends the local session and tells the player. */
describe('app API client wiring', () => {
  let jar: FakeCookieJar;

  beforeEach(() => {
    vi.resetModules();
    jar = new FakeCookieJar();
    const storage = new Map<string, string>([['uid', '42']]);
    // The page as the app sees it: its cookies, and no market block (the reference preset applies).
    vi.stubGlobal('document', {
      get cookie() {
        return jar.cookie;
      },
      set cookie(text: string) {
        jar.cookie = text;
      },
      getElementById: () => null,
    });
    vi.stubGlobal('console', { ...console, error: () => undefined });
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost', hostname: 'localhost' });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
    vi.stubGlobal('__APP_VERSION__', '0.1.0');
    vi.stubGlobal('__BUILD_TIME__', '1700000000000');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on 401 clears the session marker, uid, cookies and session state, then toasts the server message', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 401, msg: 'Session ended', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { storeSession, hasStoredSession, useSession } = await import('../session/session-store');
    const { feedback } = await import('../ui/feedback/feedback-store');
    const { call } = await import('./client');

    storeSession();
    expect(hasStoredSession()).toBe(true);
    for (const c of ['inviteCode=ABC123', 'shareChannel=sms', 'referrer=x', 'landingPage=%2FABC123'])
      jar.cookie = `${c}; Max-Age=60; Path=/`;
    // The token is the server's HttpOnly cookie: nothing a script can read is written.
    expect(jar.cookie).not.toContain('token=');
    await expect(call('memberInfo')).rejects.toMatchObject({ code: 401 });

    expect(hasStoredSession()).toBe(false);
    expect(localStorage.getItem('uid')).toBeNull();
    // Every cookie the app keeps goes with the session: the invite, channel, referrer and landing page.
    expect(jar.cookie).toBe('');
    expect(useSession.getState()).toEqual({ state: SessionState.LOGGED_OUT });
    expect(feedback.store.getState().toasts.map((t) => [t.type, t.message])).toEqual([['failed', 'Session ended']]);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      platform: 'web-mobile',
      'x-pho-platform': '3',
      'x-pho-version': '0.1.0',
      lang: 'en',
      'x-session-mode': 'cookie',
    });
    expect(headers['token']).toBeUndefined();
    expect(headers['Authorization']).toBeUndefined();
    expect(headers['deviceid']).toMatch(/^[0-9a-f]{32}$/);
  });
});
