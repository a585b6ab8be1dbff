import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, get, login, MINUTE, requestCode, signUp, type LoginLike, type SignedUp } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'kifaru-9Lm2';

/** Forgot password, steps 1 and 2: a code, then a code login. */
async function codeSession(p: SignedUp): Promise<string> {
  t.clock.advance(61_000);
  const smsCode = await requestCode(t, p.mobile);
  const res = await call<LoginLike>(t, routes.loginWithSmsCode.path, { mobile: p.mobile, smsCode });
  expect(res.code).toBe(0);
  return res.data.token;
}

const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
  call(t, routes.resetPassword.path, { token, newPassword, confirmPassword });

const modify = (token: string, originPassword: string, newPassword: string, confirmPassword = newPassword) =>
  call(t, routes.modifyPassword.path, { originPassword, newPassword, confirmPassword }, { token });

describe('forgot password', () => {
  it('resets with the session of a code login; the old password stops working', async () => {
    const p = await signUp(t);
    const token = await codeSession(p);
    expect(await reset(token, NEW_PASSWORD)).toMatchObject({ code: 0, data: null });
    expect((await login(t, p.mobile, p.password)).code).toBe(ErrorCode.BAD_CREDENTIALS);
    const fresh = await login(t, p.mobile, NEW_PASSWORD);
    expect(fresh.code).toBe(0);
  });

  it('keeps the resetting session live', async () => {
    const p = await signUp(t);
    const token = await codeSession(p);
    await reset(token, NEW_PASSWORD);
    expect((await get(t, routes.memberInfo.path, { token })).json()).toMatchObject({ code: 0 });
  });

  it('clears a password lock', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 5; i++) await login(t, p.mobile, 'wrong-password');
    expect((await login(t, p.mobile, p.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const token = await codeSession(p);
    expect((await reset(token, NEW_PASSWORD)).code).toBe(0);
    expect((await login(t, p.mobile, NEW_PASSWORD)).code).toBe(0);
  });

  it('refuses a mismatch, a common password, a dead token, a password-login session and a stale code session', async () => {
    const p = await signUp(t);
    const token = await codeSession(p);
    expect(await reset(token, NEW_PASSWORD, 'something-else')).toMatchObject({
      code: ErrorCode.PASSWORD_MISMATCH,
      msg: "Don't Match",
    });
    expect((await reset(token, 'iloveyou')).code).toBe(ErrorCode.PASSWORD_TOO_COMMON);
    expect((await reset('x'.repeat(43), NEW_PASSWORD)).code).toBe(ErrorCode.SESSION_GONE);

    const passwordSession = (await login(t, p.mobile, p.password)).data.token;
    const viaPassword = await reset(passwordSession, NEW_PASSWORD);
    expect(viaPassword.code).toBe(ErrorCode.VALIDATION);
    expect(viaPassword.msg).toContain('code sent by SMS');

    const stale = await codeSession(p);
    t.clock.advance(16 * MINUTE);
    expect((await reset(stale, NEW_PASSWORD)).code).toBe(ErrorCode.VALIDATION);
    expect((await login(t, p.mobile, p.password)).code).toBe(0);
  });
});

describe('change password', () => {
  it('refuses a wrong current password, a mismatch and an unchanged password', async () => {
    const p = await signUp(t);
    const wrong = await modify(p.token, 'not-the-password', NEW_PASSWORD);
    expect(wrong).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, msg: 'The current password is wrong' });
    expect((await modify(p.token, p.password, NEW_PASSWORD, 'other-thing')).code).toBe(ErrorCode.PASSWORD_MISMATCH);
    expect((await modify(p.token, p.password, p.password)).msg).toBe('The new password must differ from the current one.');
    expect((await modify(p.token, p.password, '123456789')).code).toBe(ErrorCode.PASSWORD_TOO_COMMON);
    expect((await login(t, p.mobile, p.password)).code).toBe(0);
  });

  it('changes it: the old password stops working, the new one works', async () => {
    const p = await signUp(t);
    expect(await modify(p.token, p.password, NEW_PASSWORD)).toMatchObject({ code: 0, data: null });
    expect((await get(t, routes.memberInfo.path, { token: p.token })).json()).toMatchObject({ code: 0 });
    expect((await login(t, p.mobile, p.password)).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await login(t, p.mobile, NEW_PASSWORD)).code).toBe(0);
  });

  it('counts wrong current passwords toward the lock', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 4; i++)
      expect((await modify(p.token, `wrong-${i}-pw`, NEW_PASSWORD)).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await modify(p.token, 'wrong-5-pw', NEW_PASSWORD)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await modify(p.token, p.password, NEW_PASSWORD)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await login(t, p.mobile, p.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('needs a session', async () => {
    expect((await modify('', 'whatever-pw', NEW_PASSWORD)).code).toBe(ErrorCode.SESSION_GONE);
  });
});
