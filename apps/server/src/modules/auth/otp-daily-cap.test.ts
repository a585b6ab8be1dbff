import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, freshIp, freshMobile, GOOD_PASSWORD, requestCode, signUp } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  // The defaults: 10 wrong codes per number and 30 per address in any 24 hours.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;
const codeLogin = (mobile: string, smsCode: string, ip: string, lang = 'en') =>
  call(t, routes.loginWithSmsCode.path, { mobile, smsCode }, { ip, headers: { lang } });
const register = (mobile: string, smsCode: string, ip: string) =>
  call(t, routes.reg.path, { mobile, password: GOOD_PASSWORD, smsCode, adult: '1' }, { ip });

function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** The next code for a number, once its resend timer has run out. */
async function nextCode(mobile: string, ip: string): Promise<string> {
  t.clock.advance(61_000);
  return requestCode(t, mobile, ip);
}

describe('daily cap on wrong one-time codes', () => {
  it('adds wrong codes across sign-up and code login up to the cap, then refuses even the right code until the next day', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const first = await requestCode(t, mobile, ip);
    for (let i = 0; i < 5; i++) await register(mobile, otherCode(first), ip);
    expect((await register(mobile, await nextCode(mobile, ip), ip)).code).toBe(0);

    const third = await nextCode(mobile, ip);
    for (let i = 0; i < 4; i++) expect((await codeLogin(mobile, otherCode(third), ip)).code).toBe(ErrorCode.OTP_INVALID);
    const fourth = await nextCode(mobile, ip);
    // The tenth wrong code of the day already says so.
    expect((await codeLogin(mobile, otherCode(fourth), ip)).code).toBe(ErrorCode.OTP_DAILY_LIMIT);

    const fifth = await nextCode(mobile, ip).catch(() => '');
    expect(fifth).toBe('');
    const right = await codeLogin(mobile, fourth, freshIp());
    expect(right.code).toBe(ErrorCode.OTP_DAILY_LIMIT);
    expect(right.msg).toBe('Too many wrong codes in the last 24 hours. You can try again in 24 hours.');
    const sw = await codeLogin(mobile, fourth, freshIp(), 'sw');
    expect(sw.msg).toBe('Umekosea msimbo mara nyingi mno ndani ya saa 24 zilizopita. Unaweza kujaribu tena baada ya saa 24.');

    // Rolling 24 hours from the wrong codes: the first five (sign-up) lift first.
    t.clock.advance(24 * HOUR - 4 * 61_000);
    const nextDay = await requestCode(t, mobile, freshIp());
    expect((await codeLogin(mobile, nextDay, freshIp())).code).toBe(0);
  });

  it('leaves another number from another address unaffected', async () => {
    const capped = freshMobile();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      const code = await nextCode(capped, ip);
      for (let i = 0; i < 5; i++) await codeLogin(capped, otherCode(code), ip);
    }
    expect((await call(t, routes.sendSms.path, { mobile: capped }, { ip: freshIp() })).code).toBe(ErrorCode.OTP_DAILY_LIMIT);

    const other = await signUp(t);
    const code = await nextCode(other.mobile, freshIp());
    expect((await codeLogin(other.mobile, code, freshIp())).code).toBe(0);
  });

  it('stops one address rotating numbers at 30 wrong codes a day', async () => {
    const ip = freshIp();
    for (let n = 0; n < 6; n++) {
      const p = await signUp(t);
      const code = await nextCode(p.mobile, ip);
      for (let i = 0; i < 5; i++) await codeLogin(p.mobile, otherCode(code), ip);
    }
    const target = await signUp(t);
    const code = await nextCode(target.mobile, freshIp());
    expect((await codeLogin(target.mobile, code, ip)).code).toBe(ErrorCode.OTP_DAILY_LIMIT);
    expect((await call(t, routes.sendSms.path, { mobile: target.mobile }, { ip })).code).toBe(ErrorCode.OTP_DAILY_LIMIT);
    // The same number from its own address still signs in.
    expect((await codeLogin(target.mobile, code, freshIp())).code).toBe(0);

    t.clock.advance(24 * HOUR);
    const later = await signUp(t);
    const fresh = await nextCode(later.mobile, ip);
    expect((await codeLogin(later.mobile, fresh, ip)).code).toBe(0);
  });
});
