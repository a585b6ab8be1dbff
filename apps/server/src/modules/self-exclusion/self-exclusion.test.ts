import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { memberBusMessage } from '@nyota/contract/im/bus';
import { memberTopic, type MemberBusMessage } from '@nyota/contract/realtime';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { call, get, login, requestCode, signUp } from '../auth/auth.test-kit.js';
import { SelfExclusionService } from './self-exclusion.service.js';
import { formatDay } from './period.js';
import { SessionsService } from '../sessions/index.js';
import { MARKETS } from '@nyota/contract/markets';

let t: TestApp;
let service: SelfExclusionService;
beforeAll(async () => {
  t = await createTestApp();
  service = new SelfExclusionService(t.database.db, new SessionsService(t.database.db, t.bus, t.clock), t.clock, MARKETS.zm);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600_000;

const submit = (token: string, period = '1m') =>
  call<{ period: string; until: string }>(
    t,
    routes.selfExclusion.path,
    { period, reason: 'too_much_time', comment: 'taking a break' },
    { token },
  );

describe('self-exclusion', () => {
  it('runs its whole lifecycle', async () => {
    const p = await signUp(t);
    const kicked: MemberBusMessage[] = [];
    const unsubscribe = await t.bus.subscribe(memberTopic(p.memberId), (m) => kicked.push(memberBusMessage.parse(m)));

    const startedAt = t.clock.now();
    const res = await submit(p.token, '1m');
    expect(res.code).toBe(0);
    expect(res.data.period).toBe('1m');
    const until = new Date(res.data.until);
    expect(until.getUTCMonth()).toBe((startedAt.getUTCMonth() + 1) % 12);
    expect(await service.isSelfExcluded(p.memberId)).toBe(true);

    // Every session ends at once, and the sockets are told.
    await vi.waitFor(() =>
      expect(kicked).toContainEqual(expect.objectContaining({ kind: 'session-revoked', reason: 'self_excluded' })),
    );
    await unsubscribe();
    expect((await get(t, routes.memberInfo.path, { token: p.token })).json()).toMatchObject({ code: ErrorCode.SESSION_GONE });

    // Login is refused with 1003 and no token, on every login route.
    const refused = await login(t, p.mobile, p.password);
    expect(refused).toEqual({ code: ErrorCode.SELF_EXCLUDED, msg: 'Your account is self-excluded.', data: null });
    t.clock.advance(61_000);
    const smsCode = await requestCode(t, p.mobile);
    expect((await call(t, routes.loginWithSmsCode.path, { mobile: p.mobile, smsCode })).code).toBe(ErrorCode.SELF_EXCLUDED);

    // Reactivation before the end is refused with the end date.
    const early = await login(t, p.mobile, p.password, '1');
    expect(early.code).toBe(ErrorCode.SELF_EXCLUSION_ACTIVE);
    expect(early.msg).toBe(
      `Your self-exclusion runs until ${formatDay(until, 'Africa/Lusaka')}. You can reactivate your account after that date.`,
    );
    expect(await service.isSelfExcluded(p.memberId)).toBe(true);

    // After the end: still excluded until the player asks to reactivate.
    t.clock.set(new Date(until.getTime() + DAY));
    expect((await login(t, p.mobile, p.password, '0')).code).toBe(ErrorCode.SELF_EXCLUDED);
    const back = await login(t, p.mobile, p.password, '1');
    expect(back.code).toBe(0);
    expect(await service.isSelfExcluded(p.memberId)).toBe(false);
    expect((await login(t, p.mobile, p.password, '0')).code).toBe(0);
  });

  it('cannot be changed while active', async () => {
    const p = await signUp(t);
    expect((await submit(p.token, '6m')).code).toBe(0);
    // The submit ended the session; a new exclusion can only come through a live session, and the
    // service refuses it even then.
    await expect(service.submit(p.memberId, { period: '1m', reason: 'x', comment: '' })).rejects.toMatchObject({
      code: ErrorCode.SELF_EXCLUSION_ACTIVE,
      key: 'errors.self_exclusion_exists',
    });
    const rows = await t.database.db.selectFrom('self_exclusions').select('period').where('member_id', '=', p.memberId).execute();
    expect(rows).toEqual([{ period: '6m' }]);
  });

  it('refuses a second submit over HTTP with the message that it cannot be changed', async () => {
    const p = await signUp(t);
    // Two submits with the same token at once: one wins, the other is refused.
    const [a, b] = await Promise.all([submit(p.token, '1y'), submit(p.token, '1m')]);
    const codes = [a.code, b.code].sort();
    expect(codes[0]).toBe(0);
    expect([ErrorCode.SELF_EXCLUSION_ACTIVE, ErrorCode.SESSION_GONE]).toContain(codes[1]);
    const rows = await t.database.db.selectFrom('self_exclusions').select('id').where('member_id', '=', p.memberId).execute();
    expect(rows).toHaveLength(1);
  });

  it('applies to token login too', async () => {
    const p = await signUp(t);
    // An exclusion written while a session stays live (e.g. by staff) still blocks resuming it.
    await t.database.db
      .insertInto('self_exclusions')
      .values({
        member_id: p.memberId,
        period: '1m',
        reason: 'staff',
        comment: '',
        starts_at: t.clock.now(),
        ends_at: new Date(t.clock.now().getTime() + 30 * DAY),
      })
      .execute();
    const res = await call(t, routes.loginWithToken.path, {}, { token: p.token });
    expect(res.code).toBe(ErrorCode.SELF_EXCLUDED);
    expect((await call(t, routes.loginWithToken.path, { selfInclusion: '1' }, { token: p.token })).code).toBe(
      ErrorCode.SELF_EXCLUSION_ACTIVE,
    );
  });
});
