import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, e164, freshMobile, get, login, MINUTE, signUp } from './auth.test-kit.js';
import { LoginThrottle } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

describe('password login', () => {
  it('logs in, shows the member in national form and the previous login time', async () => {
    const p = await signUp(t);
    const signUpAt = t.clock.now().toISOString();
    t.clock.advance(3 * MINUTE);
    const first = await login(t, p.mobile, p.password);
    expect(first.code).toBe(0);
    expect(first.data.memberInfo).toMatchObject({ mobile: p.mobile, money: 0, level: 0, lastLoginAt: signUpAt });
    const firstAt = t.clock.now().toISOString();

    t.clock.advance(MINUTE);
    const second = await login(t, p.mobile, p.password);
    expect(second.data.memberInfo.lastLoginAt).toBe(firstAt);
    const info = await get(t, routes.memberInfo.path, { token: second.data.token });
    expect(info.json()).toMatchObject({ code: 0, data: { lastLoginAt: firstAt, trial: 0, diamond: 0, coin: 0, voucher: 0 } });
  });

  it('answers a wrong password and an unknown number the same way, after the same hashing work', async () => {
    const p = await signUp(t);
    const wrong = await login(t, p.mobile, 'not-my-password');
    const unknown = await login(t, freshMobile(), 'not-my-password');
    expect(wrong.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(unknown).toEqual(wrong);
    expect(wrong.msg).toBe('Wrong mobile number or password');

    // Both paths run one argon2 verification: neither is several times faster than the other.
    // Interleaved samples and medians, with a wide margin: test machines are busy.
    const known: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++) {
      if (i === 3) expect((await login(t, p.mobile, p.password)).code).toBe(0); // stay below the lock
      known.push((await timed(() => login(t, p.mobile, `wrong-${i}-x`)))[1]);
      stranger.push((await timed(() => login(t, freshMobile(), `wrong-${i}-x`)))[1]);
    }
    expect(median(stranger)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(stranger) / 3);
  });

  it('locks a number for 15 minutes at the 5th failure, refuses even the right password meanwhile, then lets in', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 4; i++) expect((await login(t, p.mobile, 'wrong-password')).code).toBe(ErrorCode.BAD_CREDENTIALS);
    const fifth = await login(t, p.mobile, 'wrong-password');
    expect(fifth.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(fifth.msg).toBe('Too many failed attempts. Try again in 15 minutes or reset your password.');

    t.clock.advance(10 * MINUTE);
    const during = await login(t, p.mobile, p.password);
    expect(during.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(during.msg).toContain('5 minutes');

    t.clock.advance(5 * MINUTE + 1000);
    expect((await login(t, p.mobile, p.password)).code).toBe(0);
  });

  it('doubles the lock for a failure straight after a lock', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 5; i++) await login(t, p.mobile, 'wrong-password');
    t.clock.advance(15 * MINUTE + 1000);
    const sixth = await login(t, p.mobile, 'wrong-password');
    expect(sixth.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(sixth.msg).toContain('30 minutes');
  });

  it('a successful login resets the count', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 4; i++) await login(t, p.mobile, 'wrong-password');
    expect((await login(t, p.mobile, p.password)).code).toBe(0);
    for (let i = 1; i <= 4; i++) expect((await login(t, p.mobile, 'wrong-password')).code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await login(t, p.mobile, p.password)).code).toBe(0);
  });

  it('locks unknown numbers the same way, so a lock does not reveal an account', async () => {
    const known = await signUp(t);
    const stranger = freshMobile();
    const answers = { known: [] as unknown[], stranger: [] as unknown[] };
    for (let i = 1; i <= 6; i++) {
      answers.known.push(await login(t, known.mobile, 'wrong-password'));
      answers.stranger.push(await login(t, stranger, 'wrong-password'));
    }
    expect(answers.stranger).toEqual(answers.known);
    expect(answers.known.at(-1)).toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED });
  });

  it('logs in with an SMS code while the password is locked (the way out the lock message names)', async () => {
    const p = await signUp(t);
    for (let i = 1; i <= 5; i++) await login(t, p.mobile, 'wrong-password');
    t.clock.advance(61_000);
    await call(t, routes.sendSms.path, { mobile: p.mobile }, { ip: '198.51.100.7' });
    const code = t.sms.lastCode(`260${p.mobile.slice(1)}`) ?? '';
    const res = await call(t, routes.loginWithSmsCode.path, { mobile: p.mobile, smsCode: code });
    expect(res.code).toBe(0);
  });

  it('gives an unknown number on code login the same error as a wrong code', async () => {
    const stranger = freshMobile();
    await call(t, routes.sendSms.path, { mobile: stranger }, { ip: '198.51.100.8' });
    const code = t.sms.lastCode(`260${stranger.slice(1)}`) ?? '';
    const res = await call(t, routes.loginWithSmsCode.path, { mobile: stranger, smsCode: code });
    expect(res).toEqual({ code: ErrorCode.OTP_INVALID, msg: 'Invalid OTP code', data: null });
  });

  it('logs every lock with a masked number and nothing secret', async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const throttle = new LoginThrottle(t.database.db, t.clock, { warn: (obj, msg) => lines.push({ obj, msg }) });
    const mobile = freshMobile();
    const source = { deviceId: 'dev-1', ip: '203.0.113.9', knownDevice: false };
    for (let i = 1; i <= 4; i++) await throttle.recordFailure(e164(mobile), mobile, source);
    expect(lines).toHaveLength(0);
    await expect(throttle.recordFailure(e164(mobile), mobile, source)).rejects.toMatchObject({ code: ErrorCode.ACCOUNT_LOCKED });
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
    expect(lines).toEqual(
      (['device', 'ip'] as const).map((by) => ({
        obj: { event: 'login_locked', mobile: masked, by, failures: 5, minutes: 15 },
        msg: expect.any(String),
      })),
    );
  });
});
