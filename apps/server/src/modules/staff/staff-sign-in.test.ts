/** Staff sign-in, cookie flags, CSRF and session lifetime through the real API and database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from './index.js';
import { totpCodeAt } from './totp.js';
import { asStaff, makeStaff, signIn, signInRequest, staffModuleOf, type TestStaff } from './staff.test-kit.js';

let t: TestApp;
let mod: StaffModule;
let admin: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  admin = await makeStaff(mod, 'admin');
});
afterAll(async () => {
  await t.close();
});

const codeNow = (s: TestStaff) => totpCodeAt(s.totpSecret, t.clock.now());
const bodyOf = (res: { json: <T>() => T }) => res.json<{ code: number; msg: string; data: unknown }>();

describe('staff sign-in', () => {
  it('signs in with password and code, setting an HttpOnly Secure SameSite=Strict cookie', async () => {
    const s = await signIn(t, admin);
    const cookie = s.res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/staff-api' });
    const me = await t.app.inject({ method: 'GET', url: '/staff-api/session/me', ...asStaff(s) });
    expect(bodyOf(me)).toMatchObject({ code: 0, data: { username: admin.username, role: 'admin' } });
    expect(bodyOf(me).data).toHaveProperty('permissions', expect.arrayContaining(['audit.read', 'staff.manage']));
  });

  it('answers a wrong password, a wrong code and an unknown username alike', async () => {
    t.clock.advance(30_000);
    const wrongPassword = await signInRequest(
      t,
      { username: admin.username, password: 'nope-nope-nope', code: codeNow(admin) },
      '10.1.0.1',
    );
    const wrongCode = await signInRequest(t, { username: admin.username, password: admin.password, code: '000000' }, '10.1.0.2');
    const unknown = await signInRequest(
      t,
      { username: 'nobody-here', password: admin.password, code: codeNow(admin) },
      '10.1.0.3',
    );
    for (const res of [wrongPassword, wrongCode, unknown]) {
      expect(bodyOf(res)).toEqual({ code: ErrorCode.STAFF_SIGN_IN_FAILED, msg: 'Wrong username, password or code.', data: null });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses a code that has been used already', async () => {
    t.clock.advance(30_000);
    const code = codeNow(admin);
    const first = await signInRequest(t, { username: admin.username, password: admin.password, code });
    expect(bodyOf(first).code).toBe(0);
    const again = await signInRequest(t, { username: admin.username, password: admin.password, code });
    expect(bodyOf(again).code).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
  });

  it('slows a stranger guessing from elsewhere without locking the colleague out', async () => {
    const victim = await makeStaff(mod, 'support');
    for (let i = 0; i < 8; i += 1) {
      await signInRequest(t, { username: victim.username, password: `guess-${i}`, code: '123456' }, '203.0.113.9');
    }
    // The clock stands still: the stranger is inside the delay their own failures earned.
    const stranger = await signInRequest(
      t,
      { username: victim.username, password: victim.password, code: codeNow(victim) },
      '203.0.113.9',
    );
    expect(bodyOf(stranger).code).toBe(ErrorCode.STAFF_SIGN_IN_THROTTLED);
    const colleague = await signInRequest(
      t,
      { username: victim.username, password: victim.password, code: codeNow(victim) },
      '10.9.9.9',
    );
    expect(bodyOf(colleague).code).toBe(0);
  });

  it('refuses an unsafe request without the CSRF header, and a wrong one', async () => {
    const s = await signIn(t, admin);
    const payload = { username: 'csrf-victim', role: 'support', reason: 'test' };
    const none = await t.app.inject({ method: 'POST', url: '/staff-api/staff', payload, ...asStaff(s, false) });
    expect(none.statusCode).toBe(403);
    expect(bodyOf(none).code).toBe(ErrorCode.STAFF_CSRF);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/staff-api/staff',
      payload,
      cookies: asStaff(s).cookies,
      headers: { 'x-csrf-token': 'x'.repeat(s.csrf.length) },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await mod.staff.list()).some((m) => m.username === 'csrf-victim')).toBe(false);
    const right = await t.app.inject({ method: 'POST', url: '/staff-api/staff', payload, ...asStaff(s) });
    expect(bodyOf(right).code).toBe(0);
  });

  it('ends a session unused for 30 minutes, and at sign-out', async () => {
    const s = await signIn(t, admin);
    const me = () => t.app.inject({ method: 'GET', url: '/staff-api/session/me', ...asStaff(s) });
    t.clock.advance(STAFF_IDLE_TIMEOUT_MS - 1000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(STAFF_IDLE_TIMEOUT_MS - 1000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(STAFF_IDLE_TIMEOUT_MS + 1000);
    const gone = await me();
    expect(gone.statusCode).toBe(401);
    expect(bodyOf(gone).code).toBe(ErrorCode.STAFF_SESSION_GONE);

    const other = await signIn(t, admin);
    const out = await t.app.inject({ method: 'POST', url: '/staff-api/session/sign-out', payload: {}, ...asStaff(other) });
    expect(bodyOf(out).code).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/staff-api/session/me', ...asStaff(other) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a request without a session with 401, in Kiswahili when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff-api/staff', headers: { lang: 'sw' } });
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res).msg).toContain('mfanyakazi');
  });
});
