import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { INVITE_ALPHABET } from '../members/index.js';
import { call, e164, freshMobile, GOOD_PASSWORD, requestCode, signUp, type LoginLike } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const reg = (body: Record<string, string>) =>
  call<LoginLike>(t, routes.reg.path, { password: GOOD_PASSWORD, adult: '1', ...body });

async function memberRow(mobile: string) {
  return t.database.db.selectFrom('members').selectAll().where('mobile', '=', e164(mobile)).executeTakeFirst();
}

async function setSignupCode(on: boolean): Promise<void> {
  await t.database.db
    .updateTable('global_config')
    .set({ content: on ? '1' : '0' })
    .where('type', '=', 160)
    .execute();
}

describe('sign-up', () => {
  it('signs up with a code: a session, the member in national form, an argon2id hash and an invite code', async () => {
    const mobile = freshMobile();
    const smsCode = await requestCode(t, mobile);
    const res = await reg({ mobile, smsCode });
    expect(res.code).toBe(0);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.memberInfo).toMatchObject({ mobile, money: 0, level: 0, lastLoginAt: null });

    const row = await memberRow(mobile);
    expect(row?.mobile).toBe(e164(mobile));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.invite_code).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{6}$`));

    const info = await t.app.inject({
      method: 'GET',
      url: routes.memberInfo.path,
      headers: { authorization: `Bearer ${res.data.token}` },
    });
    expect(info.json()).toMatchObject({ code: 0, data: { mobile } });
  });

  it('requires the code while config type 160 is on, and not when it is off', async () => {
    const mobile = freshMobile();
    const missing = await reg({ mobile });
    expect(missing.code).toBe(ErrorCode.OTP_INVALID);
    expect(missing.msg).toBe('Invalid OTP code');
    const wrong = await reg({ mobile, smsCode: '0000' });
    expect(wrong.code).toBe(ErrorCode.OTP_INVALID);
    expect(await memberRow(mobile)).toBeUndefined();

    await setSignupCode(false);
    try {
      const res = await reg({ mobile });
      expect(res.code).toBe(0);
      expect(await memberRow(mobile)).toBeDefined();
    } finally {
      await setSignupCode(true);
    }
  });

  it('refuses a common password (any case) and the own number, without using up the code', async () => {
    const mobile = freshMobile();
    const smsCode = await requestCode(t, mobile);
    for (const password of ['password1', 'PassWord1', 'qwerty123', mobile]) {
      const res = await reg({ mobile, smsCode, password });
      expect(res.code).toBe(ErrorCode.PASSWORD_TOO_COMMON);
      expect(res.msg).toBe('This password is too easy to guess. Choose another one.');
    }
    expect((await reg({ mobile, smsCode })).code).toBe(0);
  });

  it('refuses sign-up without the 18+ confirmation', async () => {
    const mobile = freshMobile();
    const smsCode = await requestCode(t, mobile);
    for (const adult of [undefined, '0', 'yes']) {
      const body: Record<string, string> = { mobile, smsCode, password: GOOD_PASSWORD };
      if (adult !== undefined) body['adult'] = adult;
      const res = await call(t, routes.reg.path, body);
      expect(res.code).not.toBe(0);
      expect(res.msg).toBe('You must be 18 or older to sign up');
    }
    expect(await memberRow(mobile)).toBeUndefined();
  });

  it('says a number is taken only to someone who proved the phone with a code', async () => {
    const p = await signUp(t);
    t.clock.advance(61_000);
    const valid = await requestCode(t, p.mobile);
    const guess = await reg({ mobile: p.mobile, smsCode: String((Number(valid) + 1) % 10_000).padStart(4, '0') });
    expect(guess.code).toBe(ErrorCode.OTP_INVALID);

    const taken = await reg({ mobile: p.mobile, smsCode: valid });
    expect(taken.code).toBe(ErrorCode.MOBILE_TAKEN);
    const members = await t.database.db.selectFrom('members').select('id').where('mobile', '=', e164(p.mobile)).execute();
    expect(members).toHaveLength(1);
  });

  it("stores the referrer's invite code (typed in any case) and the share channel", async () => {
    const referrer = await signUp(t);
    const referrerCode = (await memberRow(referrer.mobile))?.invite_code ?? '';
    const invited = await signUp(t, { code: referrerCode.toLowerCase(), shareChannel: 'whatsapp' });
    const row = await memberRow(invited.mobile);
    expect(row?.referrer_code).toBe(referrerCode);
    expect(row?.share_channel).toBe('whatsapp');
    expect(row?.invite_code).not.toBe(referrerCode);
  });

  it('ignores an invite code that belongs to nobody', async () => {
    const p = await signUp(t, { code: 'ZZZZ99' });
    expect((await memberRow(p.mobile))?.referrer_code).toBeNull();
  });
});
