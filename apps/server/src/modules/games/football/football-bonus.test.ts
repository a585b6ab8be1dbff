/**
 * Bonus money in virtual football (docs/product-rules/bonus-money.md#staking): a stake is paid cash
 * first and the rest from the active grant (with no cash at all too), a stake needing bonus money
 * above the grant's maximum is refused (2403), a win is split in the stake's proportion and a loss
 * keeps both, a void round's refund returns each leg (the bonus leg to the campaign once its grant
 * has ended), the settled fact carries the bonus share, and the ledger verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../../platform/clock.js';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { recentActivity } from '../../activity/index.js';
import { LedgerService, verifyLedger } from '../../ledger/index.js';
import { createMembers, fund } from '../../ledger/ledger.test-kit.js';
import { bonusKit, type BonusKit } from '../../bonus-money/bonus-money.test-kit.js';
import { prizeSplit } from '../../bonus-money/index.js';
import { footballTiming } from './football-config.js';
import { createFootballModule, type FootballModule } from './football.module.js';
import type { BetRow, RoundRow } from './football.repo.js';
import { FootballRepo } from './football.repo.js';
import { fixturesOf } from './football-model.js';

const timing = footballTiming(180_000);
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const errors: object[] = [];
const log = { info: () => undefined, error: (obj: object) => void errors.push(obj) };
const repo = new FootballRepo();

let h: DatabaseHandle;
let kit: BonusKit;
let ledger: LedgerService;
let football: FootballModule;

beforeAll(async () => {
  h = await createTestDatabase();
  kit = await bonusKit(h.db, clock);
  ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
  football = createFootballModule({
    db: h.db,
    ledger,
    clock,
    sessions: { resolve: async () => null },
    log,
    timing,
    chainLength: 50,
    devSalt: true,
    stakes: kit.stakes,
  });
});
afterAll(async () => {
  await h.close();
});

async function bettingRound(): Promise<RoundRow> {
  await football.engine.tick();
  const [latest] = await repo.latestRounds(h.db, 1);
  if (latest?.state !== 'betting') throw new Error('no round taking bets');
  return latest;
}

async function member(cash: number, bonus: number, terms = {}): Promise<{ id: string; grantId: string }> {
  const [id] = await createMembers(h.db, 1);
  if (cash > 0) await fund(ledger, id!, cash);
  const grantId = bonus > 0 ? (await kit.grant(id!, bonus, terms)).id : '';
  return { id: id!, grantId };
}

function bet(memberId: string, round: RoundRow, selection: string, stake: number) {
  const odds = fixturesOf(round.matchday)[0]?.odds['1x2']?.[selection];
  if (!odds) throw new Error('no price');
  return football.engine.placeBet(memberId, { roundId: round.id, matchIndex: 0, market: '1x2', selection, odds, stake });
}

async function row(id: string): Promise<BetRow> {
  const r = await repo.bet(h.db, id);
  if (!r) throw new Error(`no bet ${id}`);
  return r;
}

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : e);

describe('football bonus stakes', () => {
  it('stakes bonus money after cash, refuses 2403 above the maximum, splits wins and keeps losses', async () => {
    const round = await bettingRound();
    const allBonus = await member(0, 5_000);
    const mixed = await member(400, 5_000);
    const capped = await member(0, 5_000, { maxStake: 500 });
    const refused = await bet(capped.id, round, 'away', 1_000).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe(ErrorCode.BONUS_MAX_STAKE);
    expect(await ledger.balances(capped.id)).toMatchObject({ cash: 0, trial: 5_000 });
    expect(await repo.memberBets(h.db, capped.id, 5)).toEqual([]);
    const placed = [
      { m: allBonus, cash: 0, bonus: 1_000, ...(await bet(allBonus.id, round, 'home', 1_000)) },
      { m: mixed, cash: 400, bonus: 600, ...(await bet(mixed.id, round, 'draw', 1_000)) },
      { m: capped, cash: 0, bonus: 500, ...(await bet(capped.id, round, 'away', 500)) },
    ];
    for (const p of placed) {
      expect(p.bet).toMatchObject({ bonusStake: p.bonus, balanceBefore: p.cash, balanceAfter: 0 });
      expect(await ledger.balances(p.m.id)).toMatchObject({ cash: 0, trial: 5_000 - p.bonus });
    }
    clock.set(round.kickoffAt);
    await football.engine.tick();
    clock.set(new Date(round.fullTimeAt.getTime() + 1));
    await football.engine.tick();
    let winners = 0;
    for (const p of placed) {
      const settled = await row(p.bet.id);
      expect(['won', 'lost']).toContain(settled.status);
      const payout = settled.payout ?? 0;
      if (payout > 0) winners += 1;
      const share = prizeSplit({ cash: p.bet.stake - p.bonus, bonus: p.bonus }, payout);
      expect(await ledger.balances(p.m.id)).toMatchObject({ cash: share.cash, trial: 5_000 - p.bonus + share.bonus });
      const fact = (await recentActivity(h.db, p.m.id, new Date(0))).find((f) => f.kind === 'bet.settled');
      if (fact?.kind !== 'bet.settled') throw new Error('no settled bet on the stream');
      expect(fact.payload).toMatchObject({ stake: p.bet.stake, payout, bonusStake: p.bonus });
    }
    // Home, draw and away of one match: exactly one of them won.
    expect(winners).toBe(1);
    expect(errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it("refunds a void round's bonus stakes leg by leg, the bonus leg of an ended grant to its campaign", async () => {
    const round = await bettingRound();
    const active = await member(300, 5_000);
    const ended = await member(300, 5_000);
    await bet(active.id, round, 'home', 1_000);
    await bet(ended.id, round, 'home', 1_000);
    const before = await kit.budget();
    await kit.bonus.forfeit(ended.id, ended.grantId);
    // Nobody kicked it off: void after the grace period, every stake refunded.
    clock.set(new Date(round.kickoffAt.getTime() + timing.graceMs + 1));
    await football.engine.tick();
    expect((await repo.round(h.db, round.id))?.state).toBe('void');
    expect(await ledger.balances(active.id)).toMatchObject({ cash: 300, trial: 5_000 });
    expect(await ledger.balances(ended.id)).toMatchObject({ cash: 300, trial: 0 });
    expect(await kit.budget()).toBe(before + 4_300 + 700);
    expect(errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
