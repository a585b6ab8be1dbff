import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { memberBusMessage } from '@nyota/contract/im/bus';
import { memberTopic, type MemberBusMessage } from '@nyota/contract/realtime';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, get, login, signUp, type LoginLike } from './auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const infoCode = async (token: string) => (await get(t, routes.memberInfo.path, { token })).json<{ code: number }>().code;

describe('sessions', () => {
  it('resumes a live session with the same token', async () => {
    const p = await signUp(t);
    const res = await call<LoginLike>(t, routes.loginWithToken.path, {}, { token: p.token });
    expect(res.code).toBe(0);
    expect(res.data.token).toBe(p.token);
    expect(res.data.memberInfo.mobile).toBe(p.mobile);
  });

  it('logout ends the session on the server', async () => {
    const p = await signUp(t);
    expect(await infoCode(p.token)).toBe(0);
    expect((await call(t, routes.logout.path, {}, { token: p.token })).code).toBe(0);
    expect(await infoCode(p.token)).toBe(ErrorCode.SESSION_GONE);
    expect((await call(t, routes.loginWithToken.path, {}, { token: p.token })).code).toBe(ErrorCode.SESSION_GONE);
  });

  it('a second login ends the first and tells its sockets through the bus', async () => {
    const p = await signUp(t);
    const first = await login(t, p.mobile, p.password);
    const firstSession = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', p.memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    const seen: MemberBusMessage[] = [];
    const unsubscribe = await t.bus.subscribe(memberTopic(p.memberId), (m) => seen.push(memberBusMessage.parse(m)));
    try {
      const second = await login(t, p.mobile, p.password);
      await vi.waitFor(() =>
        expect(seen).toContainEqual({ kind: 'session-revoked', sessionId: String(firstSession.id), reason: 'new_login' }),
      );
      expect(await infoCode(first.data.token)).toBe(ErrorCode.SESSION_GONE);
      expect(await infoCode(second.data.token)).toBe(0);
    } finally {
      await unsubscribe();
    }
  });

  it('a session expires after 7 days', async () => {
    const p = await signUp(t);
    t.clock.advance(7 * 24 * 3600_000 - 60_000);
    expect(await infoCode(p.token)).toBe(0);
    t.clock.advance(61_000);
    expect(await infoCode(p.token)).toBe(ErrorCode.SESSION_GONE);
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['abc', 'A'.repeat(43), "0' OR '1'='1"]) expect(await infoCode(token)).toBe(ErrorCode.SESSION_GONE);
    expect((await get(t, routes.memberInfo.path)).json()).toMatchObject({ code: ErrorCode.SESSION_GONE });
  });
});
