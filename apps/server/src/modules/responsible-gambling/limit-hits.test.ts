/**
 * Refusals by a player's own limits are counted (a deposit over a deposit limit, a real-money spin
 * over a loss limit) and staff see the players refused most often in the last 7 or 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';
import { api, createPaymentsTestApp, deposit, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { RecordingProvider, recordingProviders } from '../payments/recording-provider.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';

let t: PayTestApp;
let support: TestStaff;
const clock = new ManualClock(new Date());
type Hits = { items: { memberId: string; mobile: string; count: number; lastAt: string }[] };

beforeAll(async () => {
  t = await createPaymentsTestApp({ payments: recordingProviders(new RecordingProvider()), clock });
  support = await makeStaff(staffModuleOf(t), 'support');
});
afterAll(() => t.close());

// A fresh sign-in each time: the test moves the clock past the staff idle timeout.
const hits = async (days: string) => staffCall<Hits>(t, await signIn(t, support), r.playerLimitHits, { days });
const hitsOf = async (days: string, memberId: string) => {
  const res = await hits(days);
  expect(res.code).toBe(0);
  return res.data.items.find((i) => i.memberId === memberId)?.count ?? 0;
};

describe('limit hits', () => {
  it('counts deposit and stake refusals and lists the player for 7 and 30 days', async () => {
    const m = await signUp(t);
    await fund(new LedgerService({ db: t.database.db, bus: t.bus }), m.memberId, 1_000_000);
    await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '500' }, m.token);
    await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'loss_day', value: '150' }, m.token);
    expect((await deposit(t, m, 600)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect((await deposit(t, m, 700)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    const spin = { gameId: String(GameId.SAVANNA_SLOT), stake: '200' };
    expect((await api(t, 'POST', routes.slotSpin.path, spin, m.token)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    // The deposit refusals are written once the deposit's transaction has ended: poll for them.
    await expect.poll(() => hitsOf('7', m.memberId)).toBe(3);
    expect(await hitsOf('30', m.memberId)).toBe(3);
    // Each row names the player's number as the player search shows it.
    const row = (await hits('7')).data.items.find((i) => i.memberId === m.memberId);
    expect(row?.mobile).toBe(m.mobile);
    clock.advance(8 * 86_400_000);
    expect(await hitsOf('7', m.memberId)).toBe(0);
    expect(await hitsOf('30', m.memberId)).toBe(3);
  });

  it('refuses a period other than 7 or 30 days', async () => {
    expect((await hits('9')).code).toBe(ErrorCode.VALIDATION);
  });
});
