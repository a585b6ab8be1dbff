import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, e164, freshIp, freshMobile, MINUTE, requestCode, signUp, type SignedUp } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const codeLogin = (mobile: string, smsCode: string) => call(t, routes.loginWithSmsCode.path, { mobile, smsCode });
const sendSms = (mobile: string, ip = freshIp()) =>
  call<{ resendAfterSeconds: number }>(t, routes.sendSms.path, { mobile }, { ip });

/** A registered player whose sign-up code's resend timer has run out. */
async function player(): Promise<SignedUp> {
  const p = await signUp(t);
  t.clock.advance(61_000);
  return p;
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

describe('one-time codes', () => {
  it('sends a 4-digit code in the localised SMS text and says when the next may be asked for', async () => {
    const mobile = freshMobile();
    const res = await sendSms(mobile);
    expect(res).toMatchObject({ code: 0, data: { resendAfterSeconds: 60 } });
    const sms = t.sms.sent.at(-1);
    expect(sms?.to).toBe(e164(mobile));
    expect(sms?.text).toMatch(/^Your Nyota code is \d{4}\. It expires in 5 minutes\./);
    const row = await t.database.db
      .selectFrom('otp_codes')
      .select('code_hash')
      .where('mobile', '=', e164(mobile))
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(t.sms.lastCode(e164(mobile)));
  });

  it('accepts a code until 5 minutes and refuses it after', async () => {
    const p = await player();
    const code = await requestCode(t, p.mobile);
    t.clock.advance(5 * MINUTE - 1000);
    const inTime = await codeLogin(p.mobile, code);
    expect(inTime.code).toBe(0);

    t.clock.advance(61_000);
    const late = await requestCode(t, p.mobile);
    t.clock.advance(5 * MINUTE + 1000);
    const res = await codeLogin(p.mobile, late);
    expect(res.code).toBe(ErrorCode.OTP_EXPIRED);
  });

  it('refuses a code used once already', async () => {
    const p = await player();
    const code = await requestCode(t, p.mobile);
    expect((await codeLogin(p.mobile, code)).code).toBe(0);
    const again = await codeLogin(p.mobile, code);
    expect(again.code).toBe(ErrorCode.OTP_INVALID);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const p = await player();
    const code = await requestCode(t, p.mobile);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) expect((await codeLogin(p.mobile, wrong)).code).toBe(ErrorCode.OTP_INVALID);
    expect((await codeLogin(p.mobile, wrong)).code).toBe(ErrorCode.OTP_TOO_MANY_TRIES);
    const right = await codeLogin(p.mobile, code);
    expect(right.code).toBe(ErrorCode.OTP_TOO_MANY_TRIES);
  });

  it('refuses a new code within 60 seconds and tells how long to wait', async () => {
    const mobile = freshMobile();
    expect((await sendSms(mobile)).code).toBe(0);
    t.clock.advance(20_000);
    const res = await sendSms(mobile);
    expect(res.code).toBe(ErrorCode.OTP_RESEND_TOO_SOON);
    expect(res.msg).toBe('Please wait 40 seconds before requesting another code.');
    t.clock.advance(40_000);
    expect((await sendSms(mobile)).code).toBe(0);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendSms(mobile)).code).toBe(0);
      t.clock.advance(61_000);
    }
    const sixth = await sendSms(mobile);
    expect(sixth.code).toBe(ErrorCode.RATE_LIMITED);
    expect(sixth.msg).toBe('Too many codes requested. Please try again later.');
    t.clock.advance(60 * MINUTE);
    expect((await sendSms(mobile)).code).toBe(0);
  });

  it('sends at most 20 codes an hour from one address, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendSms(freshMobile(), ip)).code).toBe(0);
    const before = t.sms.sent.length;
    const res = await sendSms(freshMobile(), ip);
    expect(res.code).toBe(ErrorCode.RATE_LIMITED);
    expect(t.sms.sent.length).toBe(before);
    expect((await sendSms(freshMobile(), freshIp())).code).toBe(0);
  });

  it('a new code replaces the previous one', async () => {
    const p = await player();
    const first = await requestCode(t, p.mobile);
    t.clock.advance(61_000);
    const second = await requestCode(t, p.mobile);
    if (first !== second) expect((await codeLogin(p.mobile, first)).code).toBe(ErrorCode.OTP_INVALID);
    expect((await codeLogin(p.mobile, second)).code).toBe(0);
  });

  it('the replaced code is dead even when both codes happen to be the same digits', async () => {
    const p = await player();
    await requestCode(t, p.mobile);
    t.clock.advance(61_000);
    await requestCode(t, p.mobile);
    const open = await t.database.db
      .selectFrom('otp_codes')
      .select('id')
      .where('mobile', '=', e164(p.mobile))
      .where('consumed_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('answers SMS_FAILED when the gateway fails, and the failure does not start the resend timer', async () => {
    const p = await player();
    const working = await requestCode(t, p.mobile);
    t.clock.advance(61_000);
    t.sms.failNext = 1;
    const failed = await sendSms(p.mobile);
    expect(failed.code).toBe(ErrorCode.SMS_FAILED);
    // No waiting: the undelivered code did not count, and the earlier code still works meanwhile.
    expect((await codeLogin(p.mobile, working)).code).toBe(0);
    const retry = await sendSms(p.mobile);
    expect(retry.code).toBe(0);
  });

  it('an undelivered code does not count toward the hourly limit', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      t.sms.failNext = 1;
      expect((await sendSms(mobile)).code).toBe(ErrorCode.SMS_FAILED);
    }
    expect((await sendSms(mobile)).code).toBe(0);
  });
});
