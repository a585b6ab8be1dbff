/**
 * The player page's responsible-gambling panel: a player's own limits (a cut at once, a raise
 * pending 24 hours) and their history, time-out and reality check as staff see them; bad input and unknown players.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { PlayerSaferPlay } from '@nyota/contract/staff/player-safer-play-schemas';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { api } from '../payments/payments.test-kit.js';
import { signUp } from '../auth/auth.test-kit.js';
import { makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { staffCall } from './players.test-kit.js';

let t: TestApp;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  support = await signIn(t, await makeStaff(staffModuleOf(t), 'support'));
});
afterAll(() => t.close());

const panel = (memberId: string) => staffCall<PlayerSaferPlay>(t, support, r.playerSaferPlay, { memberId });

describe('player safer-play panel', () => {
  it('shows no limits, no time-out and the default reality check for a new player', async () => {
    const m = await signUp(t);
    const res = await panel(m.memberId);
    expect(res.code).toBe(0);
    expect(res.data.limits).toHaveLength(7);
    expect(res.data.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    expect(res.data.timeOut).toBeNull();
    expect(res.data.changes).toEqual([]);
    expect(res.data.timeOuts).toEqual([]);
  });

  it('shows a limit in force, a pending raise with its time, the time-out and reality check', async () => {
    const m = await signUp(t);
    const set = (kind: string, value: string) => api(t, 'POST', routes.saferPlaySetLimit.path, { kind, value }, m.token);
    expect((await set('deposit_day', '5000')).code).toBe(0);
    expect((await set('deposit_day', '9000')).code).toBe(0);
    expect((await api(t, 'POST', routes.realityCheckSet.path, { intervalMinutes: '30' }, m.token)).code).toBe(0);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const { data } = await panel(m.memberId);
    const day = data.limits.find((l) => l.kind === 'deposit_day');
    expect(day?.value).toBe(5000);
    expect(day?.pending?.value).toBe(9000);
    expect(Date.parse(day?.pending?.effectiveAt ?? '')).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(data.timeOut?.period).toBe('24h');
    expect(data.timeOuts).toEqual([{ period: '24h', startsAt: expect.any(String), endsAt: data.timeOut?.until }]);
    expect(data.realityCheckMinutes).toBe(30);
    // Newest first: the raise waits 24 hours, the first setting took effect when it was made.
    expect(data.changes.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['deposit_day', 5000, 9000],
      ['deposit_day', null, 5000],
    ]);
    const [raise, first] = data.changes;
    expect(Date.parse(raise?.effectiveAt ?? '')).toBe(Date.parse(day?.pending?.effectiveAt ?? ''));
    expect(first?.effectiveAt).toBe(first?.at);
  });

  it('refuses bad input and answers NOT_FOUND for an unknown player', async () => {
    expect((await staffCall(t, support, r.playerSaferPlay, { memberId: 'x; drop' })).code).toBe(ErrorCode.VALIDATION);
    expect((await panel('999999999')).code).toBe(ErrorCode.NOT_FOUND);
  });
});
