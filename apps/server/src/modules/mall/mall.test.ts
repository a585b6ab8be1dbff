/**
 * The mall over HTTP on one node: items listed per payment type and type with stock left; a
 * redemption debits the price and pays the prize (cash, bonus money, voucher) once; every refusal
 * (not enough coins, unknown, level too low, daily and total limits, out of stock, not eligible) is
 * a localised envelope and changes nothing; 20 redemptions at once of a stock of 5 sell exactly 5;
 * a raffle commits before its tickets, draws verifiably and pays once; the staff views show it all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCfgData, exchangeData, mallItemsData, mallRedeemData, myPrizesData, raffleData } from '@nyota/contract/api/mall';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor } from '@nyota/contract/money/minor';
import { DEFAULT_MALL_SETTINGS, type MallItem } from '@nyota/contract/staff/mall-settings-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { verifyRaffle } from '@nyota/fairness/raffle';
import { ManualClock } from '../../platform/clock.js';
import { appendActivity } from '../activity/index.js';
import { LedgerService } from '../ledger/index.js';
import { api, createPaymentsTestApp, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { RewardsService } from '../rewards/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';
import { MallBudgets } from './mall-budgets.js';
import { RaffleService } from './raffle.service.js';

let t: PayTestApp;
let ledger: LedgerService;
let admin: Awaited<ReturnType<typeof signIn>>;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
const DRAW_AT = '2026-11-20T12:00:00Z';

const item = (over: Partial<MallItem> & Pick<MallItem, 'id' | 'type'>): MallItem => ({
  paymentType: 1,
  name: { en: `Item ${over.id}`, sw: `Bidhaa ${over.id}` },
  enabled: true,
  price: 1_000,
  amount: 500,
  stock: 1_000,
  perDay: 100,
  perMember: 1_000,
  minLevel: 0,
  startAt: null,
  endAt: null,
  terms: null,
  voucher: null,
  raffle: null,
  ...over,
});

const ITEMS: MallItem[] = [
  item({ id: 1, type: 1 }),
  item({ id: 2, type: 1, perDay: 2, perMember: 3 }),
  item({ id: 3, type: 1, stock: 5 }),
  item({ id: 4, type: 1, minLevel: 4 }),
  item({ id: 5, type: 2, amount: 2_000, terms: DEFAULT_MALL_SETTINGS.items[1]?.terms ?? null }),
  item({ id: 6, type: 5, amount: 1_000, voucher: { minAmount: 0, validDays: 7 } }),
  item({ id: 7, type: 4, paymentType: 2, price: 300, amount: 100 }),
  item({
    id: 8,
    type: 6,
    amount: 0,
    price: 100,
    raffle: {
      drawAt: DRAW_AT,
      prizes: [
        { bonusType: 1, amount: 700 },
        { bonusType: 3, amount: 900 },
      ],
    },
  }),
  item({ id: 9, type: 1, enabled: false }),
];

async function saveSetting(key: 'vip' | 'mall', value: Record<string, unknown>) {
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, admin, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === key)?.current?.version ?? 0;
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key, value, baseVersion, reason: 'mall test' },
    ...asStaff(admin),
  });
  expect(res.json<{ code: number }>().code).toBe(0);
}

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  admin = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
  await saveSetting('vip', { levels: DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: i * 10 })) });
  await saveSetting('mall', { items: ITEMS, exchange: DEFAULT_MALL_SETTINGS.exchange });
});
afterAll(() => t.close());

/** A member with `coins` and `diamonds` (minor units) at VIP `level` (10 points a level). */
async function memberWith(coins: number, diamonds = 0, level = 0) {
  const m = await signUp(t);
  for (const [kind, amount] of [
    ['coin', coins],
    ['diamond', diamonds],
  ] as const) {
    if (amount === 0) continue;
    const leg = {
      from: { system: 'promotion_expense' as const, kind },
      to: { member: m.memberId, kind },
      amount: toMinor(amount),
    };
    await ledger.transfer({ idempotencyKey: `test-${randomUUID()}`, kind: 'test_fund', legs: [leg] });
  }
  if (level > 0) {
    const payload = {
      gameId: 2,
      betRef: `b-${randomUUID()}`,
      unit: 'cash' as const,
      stake: level * 1_000,
      payout: 0,
      multiplier: 0,
      bonusStake: 0,
    };
    await t.database.db
      .transaction()
      .execute((trx) => appendActivity(trx, { kind: 'bet.settled', memberId: m.memberId, at: clock.now(), payload }));
    await t.app.activityStream.drain();
  }
  return m;
}

const redeem = (token: string, id: number) => api(t, 'POST', routes.mallRedeem.path, { raffleId: String(id) }, token);
const balances = (memberId: string) => ledger.balances(memberId);
const prizes = async (token: string) => myPrizesData.parse((await api(t, 'GET', routes.mallMyPrizes.path, {}, token)).data).list;

describe('mall', () => {
  it('lists the items on sale per payment type and type', async () => {
    const coins = mallItemsData.parse((await api(t, 'GET', routes.mallItems.path, { paymentType: '1' })).data);
    expect(coins.list.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(coins.list[2]).toMatchObject({ stock: 5, stockLeft: 5, myToday: 0, raffle: null });
    const diamonds = mallItemsData.parse((await api(t, 'GET', routes.mallItems.path, { paymentType: '2' })).data);
    expect(diamonds.list.map((i) => i.id)).toEqual([7]);
    const raffles = mallItemsData.parse((await api(t, 'GET', routes.mallItems.path, { type: '6' })).data);
    expect(raffles.list[0]?.raffle).toMatchObject({ status: 'open', seed: null, tickets: 0 });
    expect(raffles.list[0]?.raffle?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api(t, 'GET', routes.mallItems.path, { paymentType: '3' })).code).toBe(ErrorCode.VALIDATION);
  });

  it('debits the price and pays the prize once, listed in my prizes', async () => {
    const m = await memberWith(5_000, 1_000);
    const got = mallRedeemData.parse((await redeem(m.token, 1)).data);
    expect(got.prize).toMatchObject({ itemId: 1, type: 1, price: 1_000, amount: 500, status: 'paid', ticket: null });
    expect((await redeem(m.token, 7)).code).toBe(0);
    expect((await redeem(m.token, 5)).code).toBe(0);
    expect((await redeem(m.token, 6)).code).toBe(0);
    const b = await balances(m.memberId);
    expect(b).toMatchObject({ coin: 2_000, diamond: 800, cash: 500, trial: 2_000, voucher: 1_000 });
    expect((await prizes(m.token)).map((p) => p.itemId)).toEqual([6, 5, 7, 1]);
  });

  it('refuses with a localised message and changes nothing', async () => {
    const poor = await memberWith(999);
    expect(await redeem(poor.token, 1)).toMatchObject({
      code: ErrorCode.INSUFFICIENT_BALANCE,
      msg: 'You do not have enough coins for this prize.',
    });
    expect((await redeem(poor.token, 7)).msg).toBe('You do not have enough diamonds for this prize.');
    expect((await redeem(poor.token, 404)).msg).toBe('This prize is not in the mall.');
    expect((await redeem(poor.token, 9)).msg).toBe('This prize is not on sale right now.');
    expect(await redeem(poor.token, 4)).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'This prize needs VIP level 4. Keep playing to reach it.',
    });
    const sw = await t.app.inject({
      method: 'POST',
      url: routes.mallRedeem.path,
      payload: 'raffleId=1',
      headers: {
        authorization: `Bearer ${poor.token}`,
        token: poor.token,
        lang: 'sw',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(sw.json<{ msg: string }>().msg).toBe('Huna sarafu za kutosha kwa zawadi hii.');
    expect(await balances(poor.memberId)).toMatchObject({ coin: 999, cash: 0 });
    expect(await prizes(poor.token)).toEqual([]);
    const list = mallItemsData.parse((await api(t, 'GET', routes.mallItems.path, {}, poor.token)).data);
    expect(list.list.find((i) => i.id === 1)).toMatchObject({ myToday: 0, myTotal: 0 });

    const high = await memberWith(5_000, 0, 4);
    expect((await redeem(high.token, 4)).code).toBe(0);
    const away = await memberWith(5_000);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, away.token)).code).toBe(0);
    expect(await redeem(away.token, 1)).toMatchObject({ code: ErrorCode.REWARD_NOT_ELIGIBLE });
    expect((await balances(away.memberId)).coin).toBe(5_000);
  });

  it('holds the per-day and total limits; the day turns at 00:00 in Lusaka', async () => {
    const m = await memberWith(10_000);
    expect((await redeem(m.token, 2)).code).toBe(0);
    expect((await redeem(m.token, 2)).code).toBe(0);
    expect(await redeem(m.token, 2)).toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      msg: 'You have redeemed this prize 2 times today, the most a day. Come back tomorrow.',
    });
    expect((await balances(m.memberId)).coin).toBe(8_000);
    clock.set(new Date('2026-11-20T22:00:00Z'));
    try {
      expect((await redeem(m.token, 2)).code).toBe(0);
      expect((await redeem(m.token, 2)).msg).toBe('You have redeemed this prize 3 times, the most allowed.');
      expect((await balances(m.memberId)).coin).toBe(7_000);
    } finally {
      clock.set(new Date('2026-11-20T08:00:00Z'));
    }
  });

  it('sells exactly the stock when 20 redeem at once, and debits exactly what it sold', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWith(1_000)));
    const out = await Promise.all(members.map((m) => redeem(m.token, 3)));
    expect(out.filter((o) => o.code === 0)).toHaveLength(5);
    for (const o of out.filter((x) => x.code !== 0)) expect(o.msg).toBe('This prize is sold out.');
    const coins = await Promise.all(members.map(async (m) => (await balances(m.memberId)).coin));
    expect(coins.filter((c) => c === 0)).toHaveLength(5);
    expect(coins.filter((c) => c === 1_000)).toHaveLength(15);
    const list = mallItemsData.parse((await api(t, 'GET', routes.mallItems.path, {})).data);
    expect(list.list.find((i) => i.id === 3)?.stockLeft).toBe(0);
  }, 120_000);

  it('lets one member redeem at most their daily limit with 20 at once', async () => {
    const m = await memberWith(100_000);
    const out = await Promise.all(Array.from({ length: 20 }, () => redeem(m.token, 2)));
    expect(out.filter((o) => o.code === 0)).toHaveLength(2);
    expect((await balances(m.memberId)).coin).toBe(98_000);
  });

  it('draws a raffle verifiably from its commitment and pays each place once', async () => {
    const a = await memberWith(1_000);
    const b = await memberWith(1_000);
    const tickets: number[] = [];
    for (const m of [a, b, a, b, a]) tickets.push(mallRedeemData.parse((await redeem(m.token, 8)).data).prize.ticket ?? 0);
    expect(tickets).toEqual([1, 2, 3, 4, 5]);
    const before = raffleData.parse((await api(t, 'GET', routes.mallRaffle.path, { raffleId: '8' }, a.token)).data);
    expect(before).toMatchObject({ status: 'open', seed: null, tickets: 5, myTickets: [1, 3, 5] });

    const rewards = new RewardsService({ db: t.database.db, clock, ledger, holdAbove: 100_000 });
    const draws = new RaffleService({
      db: t.database.db,
      clock,
      rewards,
      eligibility: { check: async () => ({ ok: true }) },
      budgets: new MallBudgets(rewards),
      mobiles: async (ids) => new Map(ids.map((id) => [id, '0971234567'])),
    });
    expect(await draws.drawDue()).toBe(0);
    clock.set(new Date(DRAW_AT));
    try {
      expect((await redeem(a.token, 8)).msg).toBe('Tickets for this draw are no longer sold.');
      expect(await Promise.all([draws.drawDue(), draws.drawDue()])).toEqual(expect.arrayContaining([1, 0]));
      expect(await draws.drawDue()).toBe(0);
    } finally {
      clock.set(new Date('2026-11-20T08:00:00Z'));
    }
    const after = raffleData.parse((await api(t, 'GET', routes.mallRaffle.path, { raffleId: '8' })).data);
    expect(after.status).toBe('drawn');
    expect(after.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(after.seedHash).toBe(before.seedHash);
    const winners = after.winners.map((w) => w.ticket);
    expect(verifyRaffle({ raffleId: 8, seed: after.seed ?? '', seedHash: after.seedHash, tickets: 5, winners })).toBe(true);
    expect(after.winners.map((w) => [w.place, w.bonusType, w.amount, w.status])).toEqual([
      [1, 1, 700, 'paid'],
      [2, 3, 900, 'paid'],
    ]);
    const paid = async (m: { memberId: string }) => {
      const x = await balances(m.memberId);
      return x.cash + x.coin;
    };
    // Each spent 200 or 300 coins on tickets; together they won 700 cash and 900 coins.
    expect((await paid(a)) + (await paid(b))).toBe(2_000 - 500 + 1_600);
  });

  it('shows staff the items with sales and a player their redemptions', async () => {
    const m = await memberWith(1_000);
    expect((await redeem(m.token, 1)).code).toBe(0);
    const overview = await staffCall<{ items: { id: number; sold: number; raffle: { status: string } | null }[] }>(
      t,
      admin,
      r.mallOverview,
      {},
    );
    expect(overview.data.items.find((i) => i.id === 3)).toMatchObject({ sold: 5 });
    expect(overview.data.items.find((i) => i.id === 8)?.raffle?.status).toBe('drawn');
    const player = await staffCall<{ redemptions: { itemId: number }[] }>(t, admin, r.playerMall, { memberId: m.memberId });
    expect(player.data.redemptions.map((x) => x.itemId)).toEqual([1]);
  });
});

describe('exchange', () => {
  const exchange = (token: string, paymentType: string, amount: number) =>
    api(t, 'POST', routes.exchange.path, { paymentType, amount: String(amount) }, token);

  it('shows the rates and limits, and refuses below VIP 4 with a clear message', async () => {
    const guest = exchangeCfgData.parse((await api(t, 'GET', routes.exchangeCfg.path)).data);
    expect(guest).toMatchObject({ requiredLevel: 4, level: null });
    expect(guest.rates[0]).toMatchObject({
      paymentType: 1,
      rateBp: 100,
      min: 10_000,
      dailyLimit: 1_000_000,
      leftToday: 1_000_000,
    });
    const low = await memberWith(100_000, 0, 3);
    expect(await exchange(low.token, '1', 10_000)).toMatchObject({
      code: ErrorCode.OFFER_UNAVAILABLE,
      msg: 'Exchange opens at VIP level 4. Keep playing to reach it.',
    });
    expect(await balances(low.memberId)).toMatchObject({ coin: 100_000, cash: 0 });
  });

  it('pays cash at the rate within the minimum and the daily limit', async () => {
    const m = await memberWith(2_000_000, 100_000, 4);
    const done = exchangeData.parse((await exchange(m.token, '1', 50_000)).data);
    expect(done).toMatchObject({ amount: 50_000, cash: 500, status: 'paid' });
    expect(done.cfg.rates[0]).toMatchObject({ usedToday: 50_000, leftToday: 950_000 });
    expect((await exchange(m.token, '2', 250)).code).toBe(0);
    expect(await balances(m.memberId)).toMatchObject({ coin: 1_950_000, diamond: 99_750, cash: 750 });
    expect(await exchange(m.token, '1', 9_999)).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'The smallest exchange is 100.00.',
    });
    expect(await exchange(m.token, '1', 960_000)).toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      msg: 'This is over your daily exchange limit. You can exchange 9,500.00 more today.',
    });
    expect(await balances(m.memberId)).toMatchObject({ coin: 1_950_000, cash: 750 });
  });

  it('keeps 20 exchanges at once within the daily limit', async () => {
    const m = await memberWith(5_000_000, 0, 5);
    const out = await Promise.all(Array.from({ length: 20 }, () => exchange(m.token, '1', 100_000)));
    expect(out.filter((o) => o.code === 0)).toHaveLength(10);
    for (const o of out.filter((x) => x.code !== 0)) expect(o.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect(await balances(m.memberId)).toMatchObject({ coin: 4_000_000, cash: 10_000 });
    const cfg = exchangeCfgData.parse((await api(t, 'GET', routes.exchangeCfg.path, {}, m.token)).data);
    expect(cfg).toMatchObject({ level: 5 });
    expect(cfg.rates[0]).toMatchObject({ usedToday: 1_000_000, leftToday: 0 });
  });
});
