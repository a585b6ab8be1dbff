/**
 * Time-out end to end over HTTP with the manual clock: it bars staking at once and ends on time,
 * refuses deposits with its end while withdrawals go on, keeps the device that set it signed in
 * while every other session ends, and cannot be shortened or replaced. Reality-check settings and
 * the session's net result too.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { SessionsService } from '../sessions/index.js';
import {
  api,
  channelId,
  createPaymentsTestApp,
  deposit,
  fundByDeposit,
  signUp,
  type PayTestApp,
} from '../payments/payments.test-kit.js';
import { formatEnd } from './period.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const spin = (token: string) =>
  api(t, 'POST', routes.slotSpin.path, { gameId: String(GameId.SAVANNA_SLOT), stake: '100' }, token);
const takeTimeOut = (token: string, period: string) =>
  api<{ period: string; until: string }>(t, 'POST', routes.timeOut.path, { period }, token);

describe('time-out', () => {
  it('bars staking at once and ends on time', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 50_000);
    expect((await spin(m.token)).code).toBe(0);
    const set = await takeTimeOut(m.token, '24h');
    expect(set.code).toBe(0);
    expect(new Date(set.data.until).getTime() - t.clock.now().getTime()).toBe(24 * HOUR);
    expect(await spin(m.token)).toMatchObject({ code: ErrorCode.TIMED_OUT, data: null });
    t.clock.advance(24 * HOUR - 1_000);
    expect((await spin(m.token)).code).toBe(ErrorCode.TIMED_OUT);
    t.clock.advance(1_000);
    expect((await spin(m.token)).code).toBe(0);
    expect((await api(t, 'GET', routes.timeOutStatus.path, {}, m.token)).data).toEqual({ period: null, until: null });
  });

  it('refuses deposits with its end and lets withdrawals through', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 50_000);
    const set = await takeTimeOut(m.token, '7d');
    const refused = await deposit(t, m, 10_000);
    expect(refused.code).toBe(ErrorCode.TIMED_OUT);
    expect(refused.msg).toBe(
      `You are on a time-out until ${formatEnd(new Date(set.data.until), 'Africa/Lusaka')}. Deposits are paused until then; you can still withdraw.`,
    );
    const intents = await t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', m.memberId).execute();
    expect(intents).toHaveLength(1);
    const out = await api(
      t,
      'POST',
      routes.withdrawInit.path,
      { money: '5000', message: '', channel: String(await channelId(t, 'withdraw', 'AIRTEL')), payChannel: 'AIRTEL' },
      m.token,
    );
    expect(out.code).toBe(0);
  });

  it("ends the member's other sessions and keeps the device that set it", async () => {
    // The server keeps one live session per member, so "other devices" are any session but this one.
    const m = await signUp(t);
    const revoke = vi.spyOn(SessionsService.prototype, 'revokeAllForMember');
    const sessions = new SessionsService(t.database.db, t.bus, t.clock);
    const current = await sessions.resolve(m.token);
    expect((await takeTimeOut(m.token, '30d')).code).toBe(0);
    expect(revoke).toHaveBeenCalledWith(m.memberId, 'time_out', current?.sessionId);
    revoke.mockRestore();
    expect(await sessions.resolve(m.token)).not.toBeNull();
    expect((await api(t, 'GET', routes.timeOutStatus.path, {}, m.token)).data).toMatchObject({ period: '30d' });
  });

  it('cannot be shortened, cancelled or replaced while it runs', async () => {
    const m = await signUp(t);
    const set = await takeTimeOut(m.token, '6w');
    expect(new Date(set.data.until).getTime() - t.clock.now().getTime()).toBe(42 * 24 * HOUR);
    const [a, b] = await Promise.all([takeTimeOut(m.token, '24h'), takeTimeOut(m.token, '7d')]);
    expect([a.code, b.code]).toEqual([ErrorCode.TIME_OUT_ACTIVE, ErrorCode.TIME_OUT_ACTIVE]);
    expect(a.msg).toContain('cannot be shortened or cancelled');
    const rows = await t.database.db.selectFrom('time_outs').select('period').where('member_id', '=', m.memberId).execute();
    expect(rows).toEqual([{ period: '6w' }]);
  });

  it('refuses a bad period and a call without a session', async () => {
    const m = await signUp(t);
    expect((await takeTimeOut(m.token, '2d')).code).toBe(ErrorCode.VALIDATION);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' })).code).toBe(ErrorCode.SESSION_GONE);
    expect((await api(t, 'GET', routes.realityCheck.path, {})).code).toBe(ErrorCode.SESSION_GONE);
  });
});

describe('reality check', () => {
  it('stores the interval per member and refuses one not offered', async () => {
    const m = await signUp(t);
    expect((await api(t, 'GET', routes.realityCheck.path, {}, m.token)).data).toEqual({ intervalMinutes: 0 });
    expect((await api(t, 'POST', routes.realityCheckSet.path, { intervalMinutes: '15' }, m.token)).code).toBe(0);
    expect((await api(t, 'GET', routes.realityCheck.path, {}, m.token)).data).toEqual({ intervalMinutes: 15 });
    expect((await api(t, 'POST', routes.realityCheckSet.path, { intervalMinutes: '20' }, m.token)).code).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it("sums the session's real-money stakes minus wins since it began", async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 50_000);
    const since = t.clock.now().toISOString();
    for (let i = 0; i < 3; i++) expect((await spin(m.token)).code).toBe(0);
    const rows = await t.database.db
      .selectFrom('game_bets')
      .select(['stake', 'payout'])
      .where('member_id', '=', m.memberId)
      .execute();
    const stakes = rows.reduce((s, r) => s + Number(r.stake), 0);
    const wins = rows.reduce((s, r) => s + Number(r.payout), 0);
    const res = await api<{ netLoss: number; stakes: number }>(t, 'GET', routes.realityCheckSummary.path, { since }, m.token);
    expect(res.data).toMatchObject({ stakes, wins, netLoss: stakes - wins, since });
    t.clock.advance(1_000);
    const later = await api(t, 'GET', routes.realityCheckSummary.path, { since: t.clock.now().toISOString() }, m.token);
    expect(later.data).toMatchObject({ stakes: 0, netLoss: 0 });
  });
});
