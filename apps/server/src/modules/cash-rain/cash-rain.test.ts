/**
 * Cash rain over HTTP on one node: rounds scheduled as the `cash_rain` setting commit their seed
 * before they begin; cfg and draw-status answer the seeds' statuses; a grab is refused (localised,
 * nothing paid) before or after the round, without a deposit or under a time-out; a deposited
 * member's grab pays the packet once; many grabs at once pay each packet once, one per member and
 * never more than the pot; the ended round's seed recomputes every claimed packet; staff see it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashRainAward, cashRainCfgData, cashRainDrawStatusData } from '@nyota/contract/api/cash-rain';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { cashRainRoundOutput, cashRainRoundsOutput } from '@nyota/contract/staff/schemas-cash-rain';
import { verifyCashRain } from '@nyota/fairness/cash-rain';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import { api, cashOf, createPaymentsTestApp, fundByDeposit, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { RewardsService } from '../rewards/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';
import { CashRainService } from './cash-rain.service.js';

let t: PayTestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let staff: Awaited<ReturnType<typeof makeStaff>>;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
let base = 0;
const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
const SMALL = [
  { amount: 300, count: 2 },
  { amount: 100, count: 4 },
];
type RoundDoc = { key: string; begin: string; end: string; tiers: typeof SMALL };
let rounds: RoundDoc[] = [];

async function save(list: RoundDoc[]): Promise<{ code: number; msg: string }> {
  // The test's clock moves past the staff session's idle timeout: sign in again.
  admin = await signIn(t, staff);
  const all = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, admin, r.listSettings, {});
  const baseVersion = all.data.items.find((i) => i.key === 'cash_rain')?.current?.version ?? 0;
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'cash_rain', value: { title: 'Raining Money', rounds: list }, baseVersion, reason: 'cash rain test' },
    ...asStaff(admin),
  });
  const body = res.json<{ code: number; msg: string }>();
  if (body.code === 0) rounds = list;
  return body;
}

const cfg = async (token?: string) => cashRainCfgData.parse((await api(t, 'GET', routes.cashRainCfg.path, {}, token)).data);
const status = async (id: number, token?: string) =>
  cashRainDrawStatusData.parse((await api(t, 'GET', routes.cashRainDrawStatus.path, { id: String(id) }, token)).data);
const gifts = (token: string, id: number) => api(t, 'POST', routes.cashRainGifts.path, { id: String(id) }, token);

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  staff = await makeStaff(staffModuleOf(t), 'admin');
  admin = await signIn(t, staff);
  base = clock.now().getTime();
});
afterAll(() => t.close());

describe('cash rain', () => {
  let id = 0;
  let firstAward = 0;

  it('commits a scheduled round before it begins and answers status 2 with a countdown', async () => {
    expect((await save([{ key: 'morning', begin: at(60), end: at(90), tiers: SMALL }])).code).toBe(0);
    const c = await cfg();
    expect(c).toMatchObject({ title: 'Raining Money', status: 2, memberStatus: 3 });
    expect(c.durations).toHaveLength(1);
    const d = c.durations[0];
    expect(d).toMatchObject({ status: 2, pot: 1_000, packets: 6 });
    expect(d?.beginCountdown).toBe(Date.parse(at(60)) - clock.now().getTime());
    expect(d?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    id = d?.id ?? 0;
    const s = await status(id);
    expect(s).toMatchObject({ status: 2, seed: null, claimed: 0, paid: 0, award: null, claims: [] });
  });

  it('keeps a saved round’s start and table; a bad document changes nothing', async () => {
    const moved = await save([{ key: 'morning', begin: at(61), end: at(90), tiers: SMALL }]);
    expect(moved).toMatchObject({ code: ErrorCode.SETTINGS_INVALID });
    expect(moved.msg).toContain('rounds.0.begin');
    const retiered = await save([{ key: 'morning', begin: at(60), end: at(90), tiers: [{ amount: 1_000, count: 1 }] }]);
    expect(retiered.msg).toContain('rounds.0.tiers');
    const big = await save([{ key: 'big', begin: at(60), end: at(90), tiers: [{ amount: 20_001, count: 1 }] }]);
    expect(big.code).toBe(ErrorCode.SETTINGS_INVALID);
    expect((await cfg()).durations.map((x) => x.id)).toEqual([id]);
  });

  it('refuses a grab outside the round, without a deposit or under a time-out, paying nothing', async () => {
    const early = await signUp(t);
    expect(await gifts(early.token, id)).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'This cash rain round is not on right now.',
    });
    clock.set(new Date(at(60)));
    expect((await cfg(early.token)).memberStatus).toBe(1);
    expect(await gifts(early.token, id)).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'Please make a deposit before you join the Raining Money',
    });
    const away = await signUp(t);
    await fundByDeposit(t, away, 5_000);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, away.token)).code).toBe(0);
    expect((await api(t, 'GET', routes.cashRainMemberStatus.path, {}, away.token)).data).toEqual({ memberStatus: 2 });
    expect((await gifts(away.token, id)).code).toBe(ErrorCode.REWARD_NOT_ELIGIBLE);
    expect((await status(id)).claimed).toBe(0);
    expect((await gifts(early.token, 999_999)).msg).toBe('This cash rain round does not exist.');
  });

  it('pays a deposited member one packet, once, through the reward path', async () => {
    const m = await signUp(t);
    await fundByDeposit(t, m, 5_000);
    const before = await cashOf(t, m.token);
    expect((await cfg(m.token)).memberStatus).toBe(0);
    expect((await cfg(m.token)).status).toBe(1);
    const award = cashRainAward.parse((await gifts(m.token, id)).data);
    expect(award.giftType).toBe(1);
    expect([100, 300]).toContain(award.cashAmount);
    firstAward = award.cashAmount;
    expect(await cashOf(t, m.token)).toBe(before + award.cashAmount);
    expect(cashRainAward.parse((await gifts(m.token, id)).data)).toEqual(award);
    expect(await cashOf(t, m.token)).toBe(before + award.cashAmount);
    expect((await status(id, m.token)).award).toEqual(award);
  });

  it('pays each packet once and never more than the pot when many grab at once', async () => {
    const ledger = new LedgerService({ db: t.database.db, bus: t.bus });
    const rewards = new RewardsService({ db: t.database.db, clock, ledger, holdAbove: 1_000_000 });
    const rain = new CashRainService({
      db: t.database.db,
      clock,
      timeZone: 'Africa/Lusaka',
      rewards,
      eligibility: { check: async () => ({ ok: true }) },
      hasDeposited: async () => true,
    });
    const members = await Promise.all(Array.from({ length: 12 }, () => signUp(t)));
    const tries = [...members, ...members.slice(0, 6)].map((m) =>
      rain.gifts(m.memberId, id).then(
        (a) => ({ memberId: m.memberId, a }),
        (e: unknown) => ({ memberId: m.memberId, e }),
      ),
    );
    const results = await Promise.all(tries);
    const s = await status(id);
    expect(s.claimed).toBe(6);
    expect(s.paid).toBe(1_000);
    const refused = results.filter((x) => 'e' in x);
    expect(refused.every((x) => 'e' in x && x.e instanceof Error && x.e.message === 'errors.cash_rain_empty')).toBe(true);
    let paidOut = 0;
    for (const m of members) paidOut += (await ledger.balances(m.memberId)).cash;
    // Five new winners: the member of the test before took one of the six packets.
    expect(paidOut + firstAward).toBe(1_000);
    const won = new Map<string, number[]>();
    for (const x of results) if ('a' in x) won.set(x.memberId, [...(won.get(x.memberId) ?? []), x.a.place]);
    expect(won.size).toBe(5);
    for (const places of won.values()) expect(new Set(places).size).toBe(1);
    expect(new Set((await rain.rounds.claimsOf(t.database.db, id)).map((c) => c.memberId)).size).toBe(6);
  });

  it('reveals the seed when the round ends, and every claim recomputes from it', async () => {
    const m = await signUp(t);
    // Ending early: an end already past takes effect at the save.
    clock.advance(5 * 60_000);
    const ended = await save([{ ...(rounds[0] as RoundDoc), end: clock.now().toISOString() }]);
    expect(ended).toMatchObject({ code: 0 });
    // The next save may carry the end as staff typed it: an ended round stays as it ended.
    clock.advance(60_000);
    expect(await save([...rounds])).toMatchObject({ code: 0 });
    const s = await status(id, m.token);
    expect(s.status).toBe(-1);
    expect(s.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(s.claims).toHaveLength(6);
    const verdict = verifyCashRain({ roundId: id, seed: s.seed ?? '', seedHash: s.seedHash, tiers: s.tiers, claims: s.claims });
    expect(verdict).toMatchObject({ ok: true, paid: 1_000 });
    expect((await cfg()).status).toBe(3);
    expect((await gifts(m.token, id)).code).toBe(ErrorCode.OFFER_UNAVAILABLE);
  });

  it('shows staff each round with its packets and claims', async () => {
    admin = await signIn(t, staff);
    const list = cashRainRoundsOutput.parse((await staffCall(t, admin, r.cashRainRounds, {})).data);
    expect(list.rounds[0]).toMatchObject({ id, key: 'morning', pot: 1_000, packets: 6, claimed: 6, paid: 1_000 });
    const one = cashRainRoundOutput.parse((await staffCall(t, admin, r.cashRainRound, { id: String(id) })).data);
    expect(one.packets).toHaveLength(6);
    expect(one.packets.every((p) => p.memberId !== null)).toBe(true);
  });
});
