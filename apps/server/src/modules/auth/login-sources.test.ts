/**
 * Wrong passwords are counted per number and source (trust issue 19): a stranger who knows a
 * player's number locks only their own device and address, and slows (never locks) every unknown
 * device past a per-number ceiling, while the player's known device still gets in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, freshIp, MINUTE, signUp, type LoginLike } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LOCK_AFTER: '5', LOGIN_NUMBER_SLOW_AFTER: '20', LOGIN_SLOW_SECONDS: '60' } });
});
afterAll(async () => {
  await t.close();
});

function loginFrom(mobile: string, password: string, device: string, ip: string) {
  return call<LoginLike>(t, routes.login.path, { mobile, password }, { ip, headers: { deviceid: device } });
}

async function ownerWithKnownDevice(): Promise<{ mobile: string; password: string; ip: string }> {
  const p = await signUp(t);
  const ip = freshIp();
  expect((await loginFrom(p.mobile, p.password, 'owner-phone', ip)).code).toBe(0);
  return { mobile: p.mobile, password: p.password, ip };
}

describe('password failures per number and source', () => {
  it("locks the stranger's device and address, not the owner's known device", async () => {
    const owner = await ownerWithKnownDevice();
    const strangerIp = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await loginFrom(owner.mobile, `guess-${i}-x`, 'stranger-pc', strangerIp)).code);
    expect(answers).toEqual([1002, 1002, 1002, 1002, ErrorCode.ACCOUNT_LOCKED, ErrorCode.ACCOUNT_LOCKED]);
    // Even the right password is refused to the locked pair: the lock teaches nothing.
    expect((await loginFrom(owner.mobile, owner.password, 'stranger-pc', strangerIp)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    // Another unknown device on the locked address is refused too (the address pair is locked).
    expect((await loginFrom(owner.mobile, owner.password, 'stranger-tablet', strangerIp)).code).toBe(ErrorCode.ACCOUNT_LOCKED);

    expect((await loginFrom(owner.mobile, owner.password, 'owner-phone', owner.ip)).code).toBe(0);
    // Carrier NAT: the owner's known phone behind the stranger's address still gets in.
    expect((await loginFrom(owner.mobile, owner.password, 'owner-phone', strangerIp)).code).toBe(0);
  });

  it('slows every unknown device past the per-number ceiling, still lets the known device in', async () => {
    const owner = await ownerWithKnownDevice();
    // A stranger rotating devices and addresses: no pair reaches its lock.
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(owner.mobile, `guess-${i}-x`, `rotating-${i}`, freshIp());
      expect(res.code).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    const slowed = await loginFrom(owner.mobile, 'guess-x-21', 'rotating-21', freshIp());
    expect(slowed.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(slowed.msg).toBe('Too many failed attempts. Try again in 1 minutes or reset your password.');
    expect((await loginFrom(owner.mobile, owner.password, 'owner-new-phone', freshIp())).code).toBe(ErrorCode.ACCOUNT_LOCKED);

    expect((await loginFrom(owner.mobile, owner.password, 'owner-phone', freshIp())).code).toBe(0);

    // Slowed, not locked: after the interval an unknown device may try again (once).
    t.clock.advance(MINUTE + 1000);
    expect((await loginFrom(owner.mobile, owner.password, 'owner-new-phone', freshIp())).code).toBe(0);
  });

  it('keeps unknown devices to at most one guess a minute under a long attack (ASVS: <= 100 an hour)', async () => {
    const owner = await ownerWithKnownDevice();
    let judged = 0;
    for (let i = 0; i < 120; i++) {
      const res = await loginFrom(owner.mobile, `guess-${i}-x`, `rotating-${i}`, freshIp());
      if (res.code === ErrorCode.BAD_CREDENTIALS) judged++;
      t.clock.advance(15_000);
    }
    // 30 minutes of guessing every 15 s: 20 before the ceiling, then one a minute.
    expect(judged).toBeLessThanOrEqual(20 + 30);
    expect((await loginFrom(owner.mobile, owner.password, 'owner-phone', owner.ip)).code).toBe(0);
  });
});
