/**
 * The limits end to end on a real database and app, time on a manual clock: reading and changing
 * them (a cut at once, a raise after 24 hours), a deposit refused above a limit before any provider
 * is asked (also when two arrive at once), and real-money spins refused by a loss or session limit
 * while coin play goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import type { SaferPlayData } from '@nyota/contract/api/safer-play';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';
import { api, createPaymentsTestApp, deposit, signUp, type PayTestApp, type SignedUp } from '../payments/payments.test-kit.js';
import { RecordingProvider, recordingProviders } from '../payments/recording-provider.test-kit.js';

const HOUR = 3_600_000;
let t: PayTestApp;
let provider: RecordingProvider;
let ledger: LedgerService;
// Wednesday 4 March 2026, 10:00 in Lusaka.
const clock = new ManualClock(new Date('2026-03-04T08:00:00Z'));

beforeAll(async () => {
  provider = new RecordingProvider();
  t = await createPaymentsTestApp({ payments: recordingProviders(provider), clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const setLimit = (m: SignedUp, kind: string, value: string) =>
  api<SaferPlayData>(t, 'POST', routes.saferPlaySetLimit.path, { kind, value }, m.token);
const limitsOf = async (m: SignedUp) => (await api<SaferPlayData>(t, 'GET', routes.saferPlayLimits.path, {}, m.token)).data;
const valueOf = (d: SaferPlayData, kind: string) => d.limits.find((l) => l.kind === kind);
const spin = (m: SignedUp, stake = '100', gameId: number = GameId.SAVANNA_SLOT) =>
  api(t, 'POST', routes.slotSpin.path, { gameId: String(gameId), stake }, m.token);
const wheel = (m: SignedUp) => api(t, 'POST', routes.wheelSpin.path, { gameId: String(GameId.COIN_SPIN) }, m.token);

async function funded(): Promise<SignedUp> {
  const m = await signUp(t);
  await fund(ledger, m.memberId, 1_000_000);
  await fund(ledger, m.memberId, 100_000, 'coin');
  return m;
}

describe('safer play limits', () => {
  it('shows no limits and the helpline, refuses bad input and a missing session', async () => {
    const m = await signUp(t);
    const d = await limitsOf(m);
    expect(d.helpline).toBe('+260 211 250 100');
    expect(d.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    expect((await setLimit(m, 'nope', '100')).code).toBe(ErrorCode.VALIDATION);
    expect((await setLimit(m, 'deposit_day', '-5')).code).toBe(ErrorCode.VALIDATION);
    expect((await setLimit(m, 'session_minutes', '2')).code).toBe(ErrorCode.VALIDATION);
    const anon = await t.app.inject({ method: 'GET', url: routes.saferPlayLimits.path });
    expect(anon.json<{ code: number }>().code).not.toBe(0);
  });

  it('applies a decrease at once and an increase or removal after 24 hours', async () => {
    const m = await signUp(t);
    expect(valueOf((await setLimit(m, 'loss_day', '5000')).data, 'loss_day')).toEqual({
      kind: 'loss_day',
      value: 5000,
      pending: null,
    });
    expect(valueOf((await setLimit(m, 'loss_day', '3000')).data, 'loss_day')?.value).toBe(3000);
    const raised = valueOf((await setLimit(m, 'loss_day', '8000')).data, 'loss_day');
    const at = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(raised).toEqual({ kind: 'loss_day', value: 3000, pending: { value: 8000, effectiveAt: at } });
    clock.advance(24 * HOUR - 1);
    expect(valueOf(await limitsOf(m), 'loss_day')?.value).toBe(3000);
    clock.advance(1);
    expect(valueOf(await limitsOf(m), 'loss_day')).toEqual({ kind: 'loss_day', value: 8000, pending: null });
    await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'loss_day' }, m.token);
    expect(valueOf(await limitsOf(m), 'loss_day')?.pending?.value).toBeNull();
    clock.advance(24 * HOUR);
    expect(valueOf(await limitsOf(m), 'loss_day')).toEqual({ kind: 'loss_day', value: null, pending: null });
  });

  it('refuses a deposit above a limit before any provider call, says which limit and when it resets', async () => {
    clock.set(new Date('2026-03-04T08:00:00Z'));
    const m = await signUp(t);
    await setLimit(m, 'deposit_day', '1000');
    const calls = provider.initiated.length;
    expect((await deposit(t, m, 600)).code).toBe(0);
    expect(provider.initiated.length).toBe(calls + 1);
    clock.advance(HOUR); // the prompt expires: no longer blocking, still counted
    const refused = await deposit(t, m, 600);
    expect(refused.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect(refused.msg).toBe(
      'This deposit would go over your daily deposit limit of K10.00. You can deposit K4.00 more until it resets at 2026-03-05 00:00. Need to talk to someone? Call +260 211 250 100.',
    );
    expect(provider.initiated.length).toBe(calls + 1);
    // A weekly limit counts the same deposits; the day resets at local midnight (22:00 UTC).
    await setLimit(m, 'deposit_week', '1500');
    clock.set(new Date('2026-03-04T22:00:00Z'));
    const weekly = await deposit(t, m, 1000);
    expect(weekly.msg).toContain('weekly deposit limit of K15.00');
    expect(weekly.msg).toContain('2026-03-09 00:00');
    expect((await deposit(t, m, 900)).code).toBe(0);
    expect(provider.initiated.length).toBe(calls + 2);
  });

  it('lets only one of two deposits at once pass a limit', async () => {
    const m = await signUp(t);
    await setLimit(m, 'deposit_month', '1000');
    const calls = provider.initiated.length;
    const both = await Promise.all([deposit(t, m, 600), deposit(t, m, 600)]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect(provider.initiated.length).toBe(calls + 1);
  });

  it('refuses a real-money spin over a loss limit, lets coin play go on, and resets at local midnight', async () => {
    clock.set(new Date('2026-03-04T08:00:00Z'));
    const m = await funded();
    await setLimit(m, 'loss_day', '150');
    const over = await spin(m, '200');
    expect(over.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect(over.msg).toContain('daily loss limit of K1.50');
    // A loss already at the limit bars any stake (a settled losing bet stands in for play).
    await t.database.db
      .insertInto('game_bets')
      .values({
        game_id: GameId.SAVANNA_SLOT,
        bet_ref: `rg-${m.memberId}`,
        member_id: m.memberId,
        unit: 'cash',
        stake: 150,
        payout: 0,
        multiplier: 0,
        outcome: JSON.stringify({}),
        fairness: JSON.stringify({}),
        config_version: 'test',
        placed_at: clock.now(),
        settled_at: clock.now(),
      })
      .execute();
    const cash = (await ledger.balances(m.memberId)).cash;
    expect((await spin(m, '100')).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect((await ledger.balances(m.memberId)).cash).toBe(cash);
    expect((await wheel(m)).code).toBe(0);
    clock.set(new Date('2026-03-04T22:00:00Z'));
    expect((await spin(m, '100')).code).toBe(0);
  });

  it('bars real-money stakes once a play session lasts its limit, until a 30-minute break', async () => {
    clock.set(new Date('2026-03-10T08:00:00Z'));
    const m = await funded();
    await setLimit(m, 'session_minutes', '5');
    expect((await spin(m)).code).toBe(0);
    clock.advance(3 * 60_000);
    expect((await spin(m)).code).toBe(0);
    clock.advance(3 * 60_000);
    const barred = await spin(m);
    expect(barred.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect(barred.msg).toContain('session limit of 5 minutes');
    expect(barred.msg).toContain('2026-03-10 10:33');
    clock.advance(26 * 60_000); // 32 min: the break counts from the last accepted stake (3 min)
    expect((await spin(m)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
    clock.advance(2 * 60_000);
    expect((await spin(m)).code).toBe(0);
  });
});
