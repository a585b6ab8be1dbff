/**
 * The web app's session travels in an HttpOnly cookie that scripts never see (trust issue 20):
 * set by the login calls when the web app asks for it, accepted for state-changing calls only from
 * the app's own origin, used by /im without a token in the sub-protocol, cleared by logout and 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ImCloseReason } from '@nyota/contract/realtime';
import { WS_CLOSE_ERROR } from '@nyota/contract/constants';
import { SESSION_COOKIE, SESSION_MODE_COOKIE, SESSION_MODE_HEADER } from '@nyota/contract/session';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { listenForSockets, TestWsClient } from '../../platform/realtime/test-ws-client.js';
import { freshIp, GOOD_PASSWORD, MINUTE, post, requestCode, signUp } from './auth.test-kit.js';

const HOST = 'play.nyota.test';
const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };
const COOKIE_MODE = { [SESSION_MODE_HEADER]: SESSION_MODE_COOKIE };

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  wsUrl = await listenForSockets(t.app);
});
afterAll(async () => {
  await t.close();
});

interface SetCookie {
  value: string;
  attrs: string[];
}

function sessionCookieOf(res: LightMyRequestResponse): SetCookie | null {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  return { value: (pair ?? '').slice(SESSION_COOKIE.length + 1), attrs: attrs.map((a) => a.toLowerCase()) };
}

function isCleared(c: SetCookie | null): boolean {
  return (
    !!c && c.value === '' && (c.attrs.includes('max-age=0') || c.attrs.some((a) => a.startsWith('expires=thu, 01 jan 1970')))
  );
}

async function cookieLogin(headers: Record<string, string> = {}): Promise<{ cookie: string; res: LightMyRequestResponse }> {
  const p = await signUp(t);
  const res = await post(
    t,
    routes.login.path,
    { mobile: p.mobile, password: p.password },
    { headers: { ...SAME_ORIGIN, ...COOKIE_MODE, ...headers } },
  );
  const c = sessionCookieOf(res);
  if (!c) throw new Error(`no session cookie: ${res.body}`);
  return { cookie: c.value, res };
}

function withCookie(cookie: string, headers: Record<string, string> = SAME_ORIGIN): { headers: Record<string, string> } {
  return { headers: { ...headers, cookie: `${SESSION_COOKIE}=${cookie}` } };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict and Secure behind https, and the token stays out of the body', async () => {
    const { res, cookie } = await cookieLogin({ 'x-forwarded-proto': 'https' });
    expect(res.json()).toMatchObject({ code: 0, data: { token: '' } });
    const c = sessionCookieOf(res);
    expect(c?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'secure', 'path=/']));
    expect(c?.attrs.some((a) => a.startsWith('max-age='))).toBe(true);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is not Secure over plain http (development), and other clients still get the token in the body', async () => {
    const { res } = await cookieLogin();
    expect(sessionCookieOf(res)?.attrs).not.toContain('secure');
    const p = await signUp(t);
    const plain = await post(t, routes.login.path, { mobile: p.mobile, password: p.password });
    expect(plain.json()).toMatchObject({ code: 0, data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
    expect(sessionCookieOf(plain)).toBeNull();
  });

  it('resumes with loginWithToken without ever echoing the token', async () => {
    const { cookie } = await cookieLogin();
    const res = await post(t, routes.loginWithToken.path, {}, withCookie(cookie));
    expect(res.json()).toMatchObject({ code: 0, data: { token: '' } });
    expect(sessionCookieOf(res)?.value).toBe(cookie);
  });

  it('authorises a state-changing call from the app origin and refuses one from another site', async () => {
    const { cookie } = await cookieLogin();
    const body = { originPassword: 'wrong-one-x', newPassword: 'kifaru-Zq82', confirmPassword: 'kifaru-Zq82' };
    const same = await post(t, routes.modifyPassword.path, body, withCookie(cookie));
    expect(same.json()).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS });

    const forged: Record<string, string>[] = [
      { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { host: HOST, origin: 'https://evil.example' },
      { host: HOST, 'sec-fetch-site': 'same-site' },
      { host: HOST },
    ];
    for (const foreign of forged) {
      const res = await post(t, routes.logout.path, {}, withCookie(cookie, foreign));
      expect(res.json()).toMatchObject({ code: ErrorCode.SESSION_GONE });
      // A forged request must not be able to log the player out by clearing the cookie either.
      expect(sessionCookieOf(res)).toBeNull();
    }
    const still = await post(t, routes.loginWithToken.path, {}, withCookie(cookie));
    expect(still.json()).toMatchObject({ code: 0 });
  });

  it('is cleared by logout, and by a 401 once its session is gone', async () => {
    const { cookie } = await cookieLogin();
    const out = await post(t, routes.logout.path, {}, withCookie(cookie));
    expect(out.json()).toMatchObject({ code: 0 });
    expect(isCleared(sessionCookieOf(out))).toBe(true);

    const after = await post(t, routes.loginWithToken.path, {}, withCookie(cookie));
    expect(after.json()).toMatchObject({ code: ErrorCode.SESSION_GONE });
    expect(isCleared(sessionCookieOf(after))).toBe(true);
  });

  it('is set by the code login, which then authorises the password reset without a token in the body', async () => {
    const p = await signUp(t);
    t.clock.advance(2 * MINUTE);
    const ip = freshIp();
    const smsCode = await requestCode(t, p.mobile, ip);
    const res = await post(
      t,
      routes.loginWithSmsCode.path,
      { mobile: p.mobile, smsCode },
      { ip, headers: { ...SAME_ORIGIN, ...COOKIE_MODE } },
    );
    expect(res.json()).toMatchObject({ code: 0, data: { token: '' } });
    const cookie = sessionCookieOf(res)?.value ?? '';
    const reset = await post(
      t,
      routes.resetPassword.path,
      { newPassword: 'kifaru-Zq82', confirmPassword: 'kifaru-Zq82' },
      withCookie(cookie),
    );
    expect(reset.json()).toMatchObject({ code: 0 });
    expect((await post(t, routes.login.path, { mobile: p.mobile, password: GOOD_PASSWORD })).json()).toMatchObject({
      code: ErrorCode.BAD_CREDENTIALS,
    });
  });
});

describe('the session cookie with COOKIE_DOMAIN', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({ database: t.database, env: { COOKIE_DOMAIN: 'nyota.test' } });
  });
  afterAll(async () => {
    await d.close();
  });

  async function loginOn(host: string): Promise<{ res: LightMyRequestResponse; cookie: string }> {
    const p = await signUp(d);
    const headers = { host, origin: `https://${host}`, 'sec-fetch-site': 'same-origin', ...COOKIE_MODE };
    const res = await post(d, routes.login.path, { mobile: p.mobile, password: p.password }, { headers });
    return { res, cookie: sessionCookieOf(res)?.value ?? '' };
  }

  it('is set on the top-level domain for a host under it, and cleared there and on the host by logout', async () => {
    const { res, cookie } = await loginOn(HOST);
    expect(sessionCookieOf(res)?.attrs).toContain('domain=nyota.test');
    const out = await post(d, routes.logout.path, {}, withCookie(cookie));
    const raw = out.headers['set-cookie'];
    const cleared = (Array.isArray(raw) ? raw : [String(raw)]).filter((c) => c.startsWith(`${SESSION_COOKIE}=;`));
    expect(cleared).toHaveLength(2);
    expect(cleared.filter((c) => /domain=nyota\.test/i.test(c))).toHaveLength(1);
  });

  it('stays host-only on a host the domain does not cover (an address, a health check)', async () => {
    const { res } = await loginOn('127.0.0.1:8080');
    const c = sessionCookieOf(res);
    expect(c?.value).not.toBe('');
    expect(c?.attrs.some((a) => a.startsWith('domain='))).toBe(false);
  });
});

describe('/im with the session cookie', () => {
  it('opens for the app origin without a token sub-protocol', async () => {
    const { cookie } = await cookieLogin();
    const c = await TestWsClient.connect(wsUrl, [], {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: `http://${new URL(wsUrl).host}` },
    });
    await c.waitFor('System', 'Hello');
    expect(c.ws.protocol).toBe('');
    c.close();
  });

  it('refuses the cookie from another origin or without one (cross-site socket hijacking)', async () => {
    const { cookie } = await cookieLogin();
    for (const origin of ['https://evil.example', undefined]) {
      const headers: Record<string, string> = { cookie: `${SESSION_COOKIE}=${cookie}`, ...(origin ? { origin } : {}) };
      const c = await TestWsClient.connect(wsUrl, [], { headers });
      expect(await c.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.Unauthorized });
      expect(c.messages).toEqual([]);
    }
  });
});
