/**
 * Bonus money on a whole node: a grant with its terms becomes the active bonus (others queue);
 * a real-money slot spin takes cash first and bonus money for the rest, and splits its prize the same
 * way; a stake above the bonus's maximum is refused; wagering from the stream completes a bonus and
 * converts it up to its cap; expiry and forfeit return it; the database refuses an unlawful offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { routes } from '@nyota/contract/api/routes';
import { memberBusMessage } from '@nyota/contract/im/bus';
import { memberTopic, type ImMemberPush } from '@nyota/contract/realtime';
import type { MyBonusesData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { ManualClock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { appendActivity, recentActivity } from '../activity/index.js';
import { LedgerService, verifyLedger } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';
import { api, createPaymentsTestApp, signUp, type PayTestApp } from '../payments/payments.test-kit.js';
import { RewardsService } from '../rewards/index.js';
import { ActivityConsumers } from '../activity/index.js';
import { createBonusMoneyModule, type BonusMoneyService, type BonusTerms } from './index.js';

let t: PayTestApp;
let ledger: LedgerService;
let bonus: BonusMoneyService;
let rewards: RewardsService;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
const CAMPAIGN = 'welcome-test';
const terms: BonusTerms = {
  wageringMultiple: 3,
  contributions: { default: 100, games: { [String(GameId.SAVANNA_SLOT)]: 50 } },
  maxStake: 500,
  maxConversion: 1_500,
  validDays: 7,
};
let n = 0;
const source = () => ({ kind: 'test', id: String((n += 1)), period: 'once' });
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e);

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  rewards = new RewardsService({ db: t.database.db, clock, ledger, holdAbove: 1_000_000 });
  // A module of its own for direct calls; the node's own consumer does the wagering (drained below).
  const quiet = { warn: () => undefined, error: () => undefined };
  bonus = createBonusMoneyModule({
    db: t.database.db,
    bus: t.bus,
    clock,
    ledger,
    rewards,
    activity: new ActivityConsumers(t.database.db, clock, quiet, null),
    market: { currencySymbol: 'K' },
    sessions: { resolve: async () => null },
  }).bonus;
  await rewards.fund(CAMPAIGN, 2, 1_000_000, 'fund-welcome');
});
afterAll(() => t.close());

const spin = (token: string, stake: number) =>
  api<{ win: number }>(t, 'POST', routes.slotSpin.path, { gameId: String(GameId.SAVANNA_SLOT), stake: String(stake) }, token);

describe('bonus money', () => {
  it('activates the first grant, queues the next, and reserves both from the budget', async () => {
    const m = await signUp(t);
    const first = await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 1_000, terms });
    expect(first.grant.status).toBe('active');
    expect(first.grant.wageringRequired).toBe(3_000);
    const second = await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 700, terms });
    expect(second.grant.status).toBe('queued');
    expect((await ledger.balances(m.memberId)).trial).toBe(1_000);
    const again = await bonus.grant({
      campaign: CAMPAIGN,
      memberId: m.memberId,
      source: { ...source(), id: String(n - 1) },
      amount: 700,
      terms,
    });
    expect(again.created).toBe(false);
    expect(await rewards.budgetLeft(CAMPAIGN, 2)).toBe(1_000_000 - 1_700);
  });

  it('stakes cash first, then bonus money, and splits the prize the same way', async () => {
    const m = await signUp(t);
    await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 1_000, terms });
    await fund(ledger, m.memberId, 60);
    const res = await spin(m.token, 100);
    expect(res.code).toBe(0);
    const [fact] = await recentActivity(t.database.db, m.memberId, new Date(0));
    if (fact?.kind !== 'bet.settled') throw new Error('no settled bet on the stream');
    expect(fact.payload.bonusStake).toBe(40);
    const prize = fact.payload.payout;
    const bonusPrize = Math.floor((prize * 40) / 100);
    const b = await ledger.balances(m.memberId);
    expect(b.cash).toBe(0 + prize - bonusPrize);
    expect(b.trial).toBe(1_000 - 40 + bonusPrize);
  });

  it('refuses a stake above the bonus maximum when it needs bonus money, not when cash covers it', async () => {
    const m = await signUp(t);
    await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 1_000, terms });
    const refused = await spin(m.token, 1_000);
    expect(refused.code).toBe(ErrorCode.BONUS_MAX_STAKE);
    expect(refused.msg).toContain('K5.00');
    expect((await ledger.balances(m.memberId)).trial).toBe(1_000);
    await fund(ledger, m.memberId, 1_000);
    expect((await spin(m.token, 1_000)).code).toBe(0);
  });

  it('completes on wagering, converts up to the cap, and activates the next grant', async () => {
    const m = await signUp(t);
    const g = await bonus.grant({
      campaign: CAMPAIGN,
      memberId: m.memberId,
      source: source(),
      amount: 2_000,
      terms: { ...terms, wageringMultiple: 1 },
    });
    await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 300, terms });
    const bet = (stake: number, gameId: number) =>
      t.database.db.transaction().execute((trx) =>
        appendActivity(trx, {
          kind: 'bet.settled',
          memberId: m.memberId,
          at: clock.now(),
          payload: { gameId, betRef: `w${(n += 1)}`, unit: 'cash', stake, payout: 0, multiplier: 0, bonusStake: 0 },
        }),
      );
    // The slot counts half: 2,000 staked there is 1,000 of the 2,000 required.
    await bet(2_000, GameId.SAVANNA_SLOT);
    await t.app.activityStream.drain();
    expect((await bonus.forMember(m.memberId)).find((x) => x.id === g.grant.id)?.wagered).toBe(1_000);
    await bet(1_000, 1);
    await t.app.activityStream.drain();
    const grants = await bonus.forMember(m.memberId);
    const done = grants.find((x) => x.id === g.grant.id);
    expect(done?.status).toBe('completed');
    expect(done?.converted).toBe(1_500);
    const b = await ledger.balances(m.memberId);
    expect(b.cash).toBe(1_500);
    expect(b.trial).toBe(300);
    expect(grants.find((x) => x.id !== g.grant.id)?.status).toBe('active');
  });

  it('returns an expired or forfeited bonus to the campaign and leaves own cash alone', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 5_000);
    const a = await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 800, terms });
    const q = await bonus.grant({
      campaign: CAMPAIGN,
      memberId: m.memberId,
      source: source(),
      amount: 900,
      terms: { ...terms, validDays: 1 },
    });
    const before = await rewards.budgetLeft(CAMPAIGN, 2);
    await bonus.forfeit(m.memberId, a.grant.id);
    // The queued grant is now active; two days on it has expired.
    clock.advance(2 * 86_400_000);
    await bonus.expireDue();
    const grants = await bonus.forMember(m.memberId);
    expect(grants.find((x) => x.id === a.grant.id)?.status).toBe('forfeited');
    expect(grants.find((x) => x.id === q.grant.id)?.status).toBe('expired');
    const b = await ledger.balances(m.memberId);
    expect(b.trial).toBe(0);
    expect(b.cash).toBe(5_000);
    expect(await rewards.budgetLeft(CAMPAIGN, 2)).toBe(before + 800 + 900);
    await expect(bonus.forfeit(m.memberId, a.grant.id)).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.NOT_FOUND);
    // Each step is on the stream, for the inbox and the other consumers.
    const facts = (await recentActivity(t.database.db, m.memberId, new Date(0))).reverse();
    expect(
      facts.filter((f) => f.kind.startsWith('bonus.')).map((f) => [f.kind, 'outcome' in f.payload ? f.payload.outcome : null]),
    ).toEqual([
      ['bonus.granted', null],
      ['bonus.granted', null],
      ['bonus.ended', 'forfeited'],
      ['bonus.ended', 'expired'],
    ]);
  });

  it('warns once of a grant that expires within a day', async () => {
    const m = await signUp(t);
    const g = await bonus.grant({
      campaign: CAMPAIGN,
      memberId: m.memberId,
      source: source(),
      amount: 500,
      terms: { ...terms, validDays: 2 },
    });
    await bonus.warnExpiring();
    const warned = async () =>
      (await recentActivity(t.database.db, m.memberId, new Date(0))).filter((f) => f.kind === 'bonus.expiring');
    expect(await warned()).toEqual([]);
    clock.advance(25 * 3_600_000);
    await Promise.all([bonus.warnExpiring(), bonus.warnExpiring()]);
    await bonus.warnExpiring();
    const [only, ...more] = await warned();
    expect(more).toEqual([]);
    expect(only?.payload).toEqual({ grantId: g.grant.id, amount: 500, expiresAt: g.grant.expiresAt.toISOString() });
  });

  it('shows the Bonus Center every grant and lets only its owner forfeit the active one', async () => {
    const m = await signUp(t);
    await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 1_000, terms });
    const mine = await api<MyBonusesData>(t, 'GET', routes.myBonuses.path, {}, m.token);
    expect(mine.data.trial).toBe(1_000);
    const [active] = mine.data.items;
    expect(active).toMatchObject({ status: 'active', amount: 1_000, wageringRequired: 3_000, wagered: 0, maxStake: 500 });
    const id = active?.id ?? '';
    const stranger = await signUp(t);
    expect((await api(t, 'POST', routes.forfeitBonus.path, { id }, stranger.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await api(t, 'POST', routes.forfeitBonus.path, { id: 'x' }, m.token)).code).toBe(ErrorCode.VALIDATION);
    const done = await api<MyBonusesData>(t, 'POST', routes.forfeitBonus.path, { id }, m.token);
    expect(done.code).toBe(0);
    expect(done.data.trial).toBe(0);
    expect(done.data.items[0]?.status).toBe('forfeited');
  });

  it('refuses an unlawful offer in the schema and in the database, and a grant the budget cannot pay', async () => {
    const m = await signUp(t);
    await expect(
      bonus.grant({
        campaign: CAMPAIGN,
        memberId: m.memberId,
        source: source(),
        amount: 100,
        terms: { ...terms, wageringMultiple: 11 },
      }),
    ).rejects.toThrow();
    const any = await t.database.db.selectFrom('bonus_grants').select('id').limit(1).executeTakeFirstOrThrow();
    await expect(
      sql`update bonus_grants set wagering_multiple = 11, wagering_required = amount * 11 where id = ${any.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
    await expect(
      bonus.grant({ campaign: 'never-funded', memberId: m.memberId, source: source(), amount: 100, terms }),
    ).rejects.toSatisfy((e) => codeOf(e) === ErrorCode.REWARD_BUDGET_EXHAUSTED);
    expect(await bonus.forMember(m.memberId)).toEqual([]);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });
});

/** Every push the member's topic carries, parsed against the contract. */
async function listen(memberId: string): Promise<ImMemberPush[]> {
  const got: ImMemberPush[] = [];
  await t.bus.subscribe(memberTopic(memberId), (m) => {
    const msg = memberBusMessage.parse(m);
    if (msg.kind === 'push') got.push(msg.message);
  });
  return got;
}

const progressOf = (pushes: ImMemberPush[]) =>
  pushes.flatMap((p) => (p.object === 'TrialAccount' && p.event === 'Progress' ? [p.data] : []));

describe('TrialAccount pushes', () => {
  it('tells the member of a grant, a bonus stake, wagering counted, a forfeit and an expiry', async () => {
    const m = await signUp(t);
    const pushes = await listen(m.memberId);
    const g = await bonus.grant({
      campaign: CAMPAIGN,
      memberId: m.memberId,
      source: source(),
      amount: 1_000,
      terms: { ...terms, wageringMultiple: 1 },
    });
    await expect.poll(() => progressOf(pushes).map((p) => p.reason)).toEqual(['granted']);
    expect(progressOf(pushes)[0]).toMatchObject({
      grantId: g.grant.id,
      trial: 1_000,
      active: { wagered: 0, wageringRequired: 1_000 },
    });
    // A bonus stake moves the trial balance (TrialAccount/Change); the stream then counts it (Progress).
    expect((await spin(m.token, 200)).code).toBe(0);
    await t.app.activityStream.drain();
    await expect.poll(() => progressOf(pushes).map((p) => p.reason)).toEqual(['granted', 'wagered']);
    expect(pushes.some((p) => p.object === 'TrialAccount' && p.event === 'Change')).toBe(true);
    expect(progressOf(pushes)[1]?.active?.wagered).toBe(100);
    const q = await bonus.grant({ campaign: CAMPAIGN, memberId: m.memberId, source: source(), amount: 500, terms });
    await bonus.forfeit(m.memberId, g.grant.id);
    await expect.poll(() => progressOf(pushes).map((p) => p.reason)).toEqual(['granted', 'wagered', 'granted', 'forfeited']);
    // The queued grant became active when the first was given up.
    expect(progressOf(pushes)[3]).toMatchObject({ grantId: g.grant.id, trial: 500, active: { id: q.grant.id } });
    clock.advance(8 * 86_400_000);
    await bonus.expireDue();
    await expect
      .poll(() => progressOf(pushes).at(-1))
      .toEqual({ reason: 'expired', grantId: q.grant.id, trial: 0, active: null });
  });
});
