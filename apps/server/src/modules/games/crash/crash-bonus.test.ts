/**
 * Bonus money in crash (docs/product-rules/bonus-money.md#staking): a stake cash cannot cover takes
 * the rest from the active grant, a win is split in the stake's proportion (in the cash-out group
 * with cash-only bets), a loss keeps both, a refund returns each leg, a stake needing bonus money
 * above the grant's maximum is refused, and bonus money whose grant ended meanwhile goes back to the
 * campaign, never to a trial account. The ledger verifies after each.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { elapsedFor } from '@nyota/fairness/crash';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { ManualClock } from '../../../platform/clock.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { recentActivity } from '../../activity/index.js';
import { verifyLedger, type MemberBalanceChange } from '../../ledger/index.js';
import { fund } from '../../ledger/ledger.test-kit.js';
import { bonusKit, type BonusKit } from '../../bonus-money/bonus-money.test-kit.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import type { PlayerRef } from './crash-engine.js';
import { CrashBonusMoney } from './crash-bonus-money.js';
import { CRASH_GAME_ID, stakeTxId, winTxId } from './crash-money.js';
import {
  betRow,
  buildHarness,
  currentRoundId,
  installChain,
  installConfig,
  pickChain,
  players,
  startTimeOf,
  type Harness,
} from './crash.test-kit.js';

let h: DatabaseHandle;
let kit: BonusKit;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));

beforeAll(async () => {
  h = await createTestDatabase();
  kit = await bonusKit(h.db, clock);
});
afterAll(async () => {
  await h.close();
});

/** A harness with bonus stakes whose first round crashes at a point `wants` accepts. */
async function setup(wants: (cp: number) => boolean = (cp) => cp >= 300): Promise<{ t: Harness; cp: number }> {
  const t = buildHarness(h.db, { clock, stakes: kit.stakes });
  const pick = pickChain([wants, () => true]);
  await installChain(t, pick);
  await installConfig(t);
  await t.engine.start();
  return { t, cp: pick.points[0] as number };
}

/** A member with `cash` and, when `bonus` > 0, an active grant of that much. */
async function member(t: Harness, cash: number, bonus: number, terms = {}): Promise<{ p: PlayerRef; grantId: string }> {
  const [p] = await players(t, 1, cash);
  const grantId = bonus > 0 ? (await kit.grant(p!.memberId, bonus, terms)).id : '';
  return { p: p!, grantId };
}

async function place(t: Harness, p: PlayerRef, stake: number, auto: number | null, panel: 1 | 2 = 1): Promise<string> {
  const r = await t.engine.placeBet(p, { panel, stake, autoCashout: auto });
  if (r.kind !== 'placed') throw new Error('expected a placed bet');
  return r.bet.betId;
}

const balances = (t: Harness, p: PlayerRef) => t.ledger.balances(p.memberId);

/** Plays the round to its crash and settlement, and checks nothing failed and the ledger adds up. */
async function finish(t: Harness): Promise<void> {
  await t.timers.runUntil(() => t.sink.of('crashed').length === 1);
  await t.engine.idle();
  await t.engine.stop();
  expect(t.log.errors).toEqual([]);
  expect((await verifyLedger(h.db)).ok).toBe(true);
}

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e);

describe('crash bonus stakes', () => {
  it('takes a stake wholly from bonus money with no cash, pays its win as bonus money, and records the share', async () => {
    const { t } = await setup();
    const { p } = await member(t, 0, 5_000);
    const betId = await place(t, p, 1_000, 200);
    expect(await betRow(t, betId)).toMatchObject({ bonusStake: 1_000, balanceBefore: 0, balanceAfter: 0 });
    expect(await balances(t, p)).toMatchObject({ cash: 0, trial: 4_000 });
    await finish(t);
    expect(await betRow(t, betId)).toMatchObject({ status: 'cashed', payout: 2_000 });
    expect(await balances(t, p)).toMatchObject({ cash: 0, trial: 6_000 });
    const facts = await recentActivity(h.db, p.memberId, new Date(0));
    const settled = facts.find((f) => f.kind === 'bet.settled');
    if (settled?.kind !== 'bet.settled') throw new Error('no settled bet on the stream');
    expect(settled.payload).toMatchObject({ stake: 1_000, payout: 2_000, bonusStake: 1_000 });
  });

  it('pays cash first, splits the win by the stake, keeps a lost stake, all in one cash-out group with cash bets', async () => {
    const { t } = await setup();
    const mixed = await member(t, 400, 5_000);
    const loser = await member(t, 400, 5_000);
    const cashOnly = await member(t, 5_000, 5_000);
    const plain = await member(t, 5_000, 0);
    const ids = [
      await place(t, mixed.p, 1_000, 200),
      await place(t, cashOnly.p, 1_000, 200),
      await place(t, plain.p, 1_000, 200),
      await place(t, loser.p, 1_000, null),
    ];
    expect(await betRow(t, ids[0]!)).toMatchObject({ bonusStake: 600, balanceBefore: 400, balanceAfter: 0 });
    expect(await betRow(t, ids[1]!)).toMatchObject({ bonusStake: 0 });
    await finish(t);
    // 2,000 won on a stake 600/1,000 bonus: 1,200 bonus money, 800 cash.
    expect(await balances(t, mixed.p)).toMatchObject({ cash: 800, trial: 4_400 + 1_200 });
    expect(await balances(t, cashOnly.p)).toMatchObject({ cash: 6_000, trial: 5_000 });
    expect(await balances(t, plain.p)).toMatchObject({ cash: 6_000, trial: 0 });
    expect(await betRow(t, ids[3]!)).toMatchObject({ status: 'lost', bonusStake: 600 });
    expect(await balances(t, loser.p)).toMatchObject({ cash: 0, trial: 4_400 });
    // The three auto cash-outs of one tick were one group: their wins share one transaction.
    const keys = ids.slice(0, 3).map((id) => `seamless:${winTxId(id)}`);
    const { rows } = await sql<{ x: string }>`
      select distinct xmin::text as x from ledger_transfers where idempotency_key = any(${keys}::text[])`.execute(h.db);
    expect(rows).toHaveLength(1);
  });

  it('splits a manual cash-out the same way and pushes the trial balance once each commit is done', async () => {
    const { t } = await setup((cp) => cp >= 300);
    const pushed: MemberBalanceChange[] = [];
    const publish = t.wallet.publishBalances.bind(t.wallet);
    t.wallet.publishBalances = async (changes) => {
      pushed.push(...changes);
      await publish(changes);
    };
    const { p } = await member(t, 250, 5_000);
    const betId = await place(t, p, 1_000, null);
    expect(pushed).toContainEqual({ memberId: p.memberId, kind: 'trial', balance: 4_250 });
    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    await t.timers.advanceTo(startTimeOf(t, currentRoundId(t)) + elapsedFor(150));
    const r = await t.engine.cashOut(p.memberId, betId);
    // 1,500 on a stake 750/1,000 bonus: 1,125 bonus money, 375 cash.
    expect(r).toMatchObject({ multiplier: 150, payout: 1_500 });
    expect(await balances(t, p)).toMatchObject({ cash: 375, trial: 4_250 + 1_125 });
    await t.engine.idle();
    expect(pushed).toContainEqual({ memberId: p.memberId, kind: 'trial', balance: 5_375 });
    await finish(t);
  });

  it('gives a cancelled bet each leg back where it came from', async () => {
    const { t } = await setup();
    const { p } = await member(t, 300, 5_000);
    const betId = await place(t, p, 1_000, null);
    expect(await balances(t, p)).toMatchObject({ cash: 0, trial: 4_300 });
    await t.engine.cancelBet(p.memberId, betId);
    expect(await betRow(t, betId)).toMatchObject({ status: 'cancelled', bonusStake: 700 });
    expect(await balances(t, p)).toMatchObject({ cash: 300, trial: 5_000 });
    await finish(t);
  });

  it("refuses a stake needing bonus money above the grant's maximum (2403), takes it when cash covers it", async () => {
    const { t } = await setup();
    const { p } = await member(t, 0, 5_000, { maxStake: 500 });
    const refused = await t.engine.placeBet(p, { panel: 1, stake: 1_000, autoCashout: null }).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe(ErrorCode.BONUS_MAX_STAKE);
    const rows = await h.db.selectFrom('crash_bets').select('id').where('member_id', '=', p.memberId).execute();
    expect(rows).toEqual([]);
    expect(await balances(t, p)).toMatchObject({ cash: 0, trial: 5_000 });
    // Within the maximum it is taken from bonus money; with cash it is taken whatever the maximum.
    expect(await betRow(t, await place(t, p, 500, null))).toMatchObject({ bonusStake: 500 });
    await fund(t.ledger, p.memberId, 1_000);
    expect(await betRow(t, await place(t, p, 1_000, null, 2))).toMatchObject({ bonusStake: 0 });
    const [broke] = await players(t, 1, 0);
    const short = await t.engine.placeBet(broke!, { panel: 1, stake: 1_000, autoCashout: null }).catch((e: unknown) => e);
    expect(codeOf(short)).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await finish(t);
  });

  it('sends the bonus money of a bet whose grant ended meanwhile to the campaign, on a win and on a refund', async () => {
    const { t } = await setup();
    const winner = await member(t, 0, 5_000);
    const canceller = await member(t, 200, 5_000);
    const won = await place(t, winner.p, 1_000, 200);
    const cancelled = await place(t, canceller.p, 1_000, null);
    const before = await kit.budget();
    await kit.bonus.forfeit(winner.p.memberId, winner.grantId);
    await kit.bonus.forfeit(canceller.p.memberId, canceller.grantId);
    expect(await kit.budget()).toBe(before + 4_000 + 4_200);
    await t.engine.cancelBet(canceller.p.memberId, cancelled);
    // Its cash leg back to cash, its bonus leg to the campaign: no trial money without a grant.
    expect(await balances(t, canceller.p)).toMatchObject({ cash: 200, trial: 0 });
    await finish(t);
    expect(await betRow(t, won)).toMatchObject({ status: 'cashed', payout: 2_000 });
    expect(await balances(t, winner.p)).toMatchObject({ cash: 0, trial: 0 });
    expect(await kit.budget()).toBe(before + 4_000 + 4_200 + 800 + 2_000);
  });

  it('leaves no trial money stranded when the forfeit of a grant comes while a bet holds its lock', async () => {
    // Each stake's split, once it holds the grant's lock, sets off the forfeit of that grant: the
    // forfeit then waits for the stake's commit and returns what is left; the win comes after it.
    const forfeits: Promise<unknown>[] = [];
    const racing: StakeFunding = {
      split: async (trx, memberId, stake) => {
        const s = await kit.stakes.split(trx, memberId, stake);
        if (s.grantId !== null) forfeits.push(kit.bonus.forfeit(memberId, s.grantId));
        return s;
      },
      trialHomes: (trx, ids) => kit.stakes.trialHomes(trx, ids),
    };
    const t = buildHarness(h.db, { clock, stakes: racing });
    await installChain(t, pickChain([(cp) => cp >= 300, () => true]));
    await installConfig(t);
    await t.engine.start();
    const ms = await Promise.all(Array.from({ length: 4 }, () => member(t, 0, 5_000)));
    const before = await kit.budget();
    await Promise.all(ms.map(({ p }) => place(t, p, 1_000, 200)));
    await Promise.all(forfeits);
    expect(forfeits).toHaveLength(ms.length);
    // A grant forfeited before the bet: nothing to stake with.
    const late = await member(t, 0, 5_000);
    await kit.bonus.forfeit(late.p.memberId, late.grantId);
    const refused = await t.engine.placeBet(late.p, { panel: 1, stake: 1_000, autoCashout: 200 }).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await finish(t);
    for (const { p } of [...ms, late]) expect(await balances(t, p)).toMatchObject({ cash: 0, trial: 0 });
    // Each grant came back whole: 4,000 at the forfeit and the 2,000 win after it (the late one's
    // 5,000 left the budget after `before` and came back).
    expect(await kit.budget()).toBe(before + ms.length * 6_000);
  });

  it('settles bonus bets of a round left unfinished: target reached, refunded, cash-out unpaid, stake in doubt', async () => {
    const pick = pickChain([(cp) => cp >= 300 && cp < 5_000, () => true, () => true]);
    const cp = pick.points[0] as number;
    const a = buildHarness(h.db, { nodeId: 'bonus-a', clock, stakes: kit.stakes });
    await installChain(a, pick);
    await installConfig(a);
    await a.engine.start();
    const [r, m, u, d] = await Promise.all([0, 1, 2, 3].map(() => member(a, 100, 5_000)));
    const reaches = await place(a, r!.p, 1_000, 200);
    const misses = await place(a, m!.p, 1_000, cp + 1);
    const unpaid = await place(a, u!.p, 1_000, null);
    await a.timers.advance(DEFAULT_TIMING.bettingMs);
    const roundId = currentRoundId(a);
    await a.timers.advanceTo(startTimeOf(a, roundId) + elapsedFor(150));
    await a.repo.bets.cashOutMany(h.db, [{ id: unpaid, multiplier: 150, reason: 'manual' }], a.clock.now());
    // A stake taken with bonus money whose bet row never left pending.
    const pending = randomUUID();
    const round = await a.repo.rounds.round(h.db, roundId);
    const bet = {
      id: pending,
      roundId,
      memberId: d!.p.memberId,
      panel: 1 as const,
      stake: 1_000,
      autoCashout: null,
      target: 20_000,
      configVersion: round!.configVersion,
      createdAt: a.clock.now(),
    };
    await a.repo.bets.insertPendingBet(h.db, bet);
    await new CrashBonusMoney(h.db, a.repo, a.wallet, kit.stakes).debit(bet, {
      roundId,
      txId: stakeTxId(pending),
      gameId: CRASH_GAME_ID,
    });
    // The doubtful bettor's grant ends before recovery: its stake's bonus leg must go to the campaign.
    await kit.bonus.forfeit(d!.p.memberId, d!.grantId);
    // A dies here; B settles the round once the lease has run out.
    const b = buildHarness(h.db, { nodeId: 'bonus-b', clock, stakes: kit.stakes });
    await b.engine.start();
    await b.timers.advance(DEFAULT_TIMING.leaseMs + 1_000);
    const opened = b.sink.of('starting').length;
    await b.timers.runUntil(() => b.sink.of('starting').length === opened + 1);
    await b.engine.idle();
    await b.engine.stop();
    expect(b.log.errors).toEqual([]);
    expect(await betRow(b, reaches)).toMatchObject({ status: 'cashed', payout: 2_000 });
    expect(await betRow(b, misses)).toMatchObject({ status: 'refunded' });
    expect(await betRow(b, pending)).toMatchObject({ status: 'void' });
    // Stakes 100 cash + 900 bonus each.
    expect(await balances(b, r!.p)).toMatchObject({ cash: 200, trial: 4_100 + 1_800 });
    expect(await balances(b, m!.p)).toMatchObject({ cash: 100, trial: 5_000 });
    expect(await balances(b, u!.p)).toMatchObject({ cash: 150, trial: 4_100 + 1_350 });
    expect(await balances(b, d!.p)).toMatchObject({ cash: 100, trial: 0 });
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
