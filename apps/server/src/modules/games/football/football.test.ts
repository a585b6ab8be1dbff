/**
 * Virtual football on a real database and ledger, time driven by a manual clock: the published odds
 * and the results are the fairness package's for the round hash (which leads to the terminating
 * hash), bets after the close or at another price are refused, a winning bet is paid exactly
 * stake × odds (floored) once, a restart settles what was left, a round nobody kicked off is voided
 * and refunded, and the ledger verifies clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ErrorCode } from '@nyota/contract/error-codes';
import { routes } from '@nyota/contract/api/routes';
import { footballCurrentData, type FootballCurrentData } from '@nyota/contract/api/football';
import { verifyGameHash } from '@nyota/fairness/crash';
import {
  fixtureCells,
  matchSeedInputs,
  playMatch,
  priceMatch,
  seasonSchedule,
  selectionWins,
  SAVANNA_LEAGUE,
  type FootballTeam,
  type MatchResult,
} from '@nyota/fairness/football';
import { applyMultiplier } from '@nyota/fairness/money';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { AppError } from '../../../platform/http/app-error.js';
import { LedgerService } from '../../ledger/index.js';
import { verifyLedger } from '../../ledger/index.js';
import { fund } from '../../ledger/ledger.test-kit.js';
import { get, post, signUp } from '../../auth/auth.test-kit.js';
import { footballTiming } from './football-config.js';
import { createFootballModule, type FootballModule } from './football.module.js';

const timing = footballTiming(180_000);
const errors: object[] = [];
const log = { info: () => undefined, error: (obj: object) => void errors.push(obj) };

let t: TestApp;
let ledger: LedgerService;
/** A second engine on the same database: the leader's loop (the app under test runs no jobs). */
let loop: FootballModule;

beforeAll(async () => {
  t = await createTestApp();
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  loop = makeLoop();
});

afterAll(async () => {
  await t.close();
});

function makeLoop(): FootballModule {
  return createFootballModule({
    db: t.database.db,
    ledger,
    clock: t.clock,
    sessions: { resolve: async () => null },
    log,
    timing,
    chainLength: 50,
    devSalt: true,
  });
}

async function current(): Promise<FootballCurrentData> {
  const res = await get(t, routes.footballCurrent.path);
  const body = res.json<{ code: number; data: unknown }>();
  expect(body.code).toBe(0);
  return footballCurrentData.parse(body.data);
}

function team(i: number): FootballTeam {
  return SAVANNA_LEAGUE.teams[i] as FootballTeam;
}

async function placeBet(
  token: string,
  body: Record<string, string>,
): Promise<{ code: number; msg: string; data: { bet: { id: string; payout: number | null }; balance: number } }> {
  const res = await post(t, routes.footballBet.path, body, { token });
  return res.json();
}

async function cash(memberId: string): Promise<number> {
  return (await ledger.balances(memberId)).cash;
}

describe('virtual football', () => {
  it('opens a round with a committed hash, publishing fixtures and the fairness package odds', async () => {
    await loop.engine.tick();
    const cur = await current();
    const next = cur.next;
    expect(next).not.toBeNull();
    if (!next || !cur.fairness) throw new Error('no round');
    expect(next.state).toBe('betting');
    expect(next.roundHash).toBeNull();
    expect(next.matchday).toBe(1);
    expect(new Date(next.kickoffAt).getTime() - new Date(next.closesAt).getTime()).toBe(10_000);
    // Fixtures and odds are the fairness package's, with the league's fixed margin.
    const day = seasonSchedule(20)[0] ?? [];
    expect(next.fixtures.map((f) => [f.home, f.away])).toEqual(day.map((f) => [f.home, f.away]));
    for (const f of next.fixtures) {
      for (const p of priceMatch(fixtureCells(SAVANNA_LEAGUE, team(f.home), team(f.away)), SAVANNA_LEAGUE.marginBp)) {
        expect(f.odds[p.market]?.[p.selection]).toBe(p.odds ?? undefined);
      }
    }
    // Round 1's commitment is the terminating hash (reference §1.5).
    expect(next.commitment).toBe(cur.fairness.terminatingHash);
    expect(next.roundNumber).toBe(1);
  });

  let player: { token: string; memberId: string };
  let winBet = '';
  let loseBet = '';
  let stakeWin = 0;
  let oddsWin = 0;

  it('takes bets at the published odds until 10 s before kick-off, refusing other prices and late bets', async () => {
    const p = await signUp(t);
    player = { token: p.token, memberId: p.memberId };
    await fund(ledger, p.memberId, 100_000);
    const next = (await current()).next;
    if (!next) throw new Error('no round');
    const f = next.fixtures[0];
    if (!f) throw new Error('no fixture');
    const home = f.odds['1x2']?.['home'] ?? 0;
    const base = { roundId: next.id, matchIndex: '0', market: '1x2', selection: 'home', stake: '1000' };

    const changed = await placeBet(player.token, { ...base, odds: String(home + 1) });
    expect(changed.code).toBe(ErrorCode.ODDS_CHANGED);
    const unknown = await placeBet(player.token, { ...base, selection: 'nobody', odds: String(home) });
    expect(unknown.code).toBe(ErrorCode.VALIDATION);
    const tooSmall = await placeBet(player.token, { ...base, stake: '10', odds: String(home) });
    expect(tooSmall.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    const poor = await signUp(t);
    const broke = await placeBet(poor.token, { ...base, odds: String(home) });
    expect(broke.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(broke.msg).toBe('Insufficient balance! Deposit now and get extra bonus');
    expect(await sql`select 1 from football_bets where member_id = ${poor.memberId}`.execute(t.database.db)).toMatchObject({
      rows: [],
    });

    // Excluded while a session still answers: the play gate refuses the stake as it is taken.
    const excluded = await signUp(t);
    await fund(ledger, excluded.memberId, 100_000);
    await sql`insert into self_exclusions (member_id, period, reason, comment, starts_at, ends_at, created_at)
      values (${excluded.memberId}, '1m', 'a break', '', now(), now() + interval '30 days', now())`.execute(t.database.db);
    expect((await placeBet(excluded.token, { ...base, odds: String(home) })).code).toBe(ErrorCode.SELF_EXCLUDED);
    expect(await cash(excluded.memberId)).toBe(100_000);

    // A loss limit the stake would cross: refused as it is taken, nothing moves.
    const limited = await signUp(t);
    await fund(ledger, limited.memberId, 100_000);
    await post(t, routes.saferPlaySetLimit.path, { kind: 'loss_week', value: '500' }, { token: limited.token });
    const overLimit = await placeBet(limited.token, { ...base, odds: String(home) });
    expect(overLimit.code).toBe(ErrorCode.LIMIT_EXCEEDED);
    expect(overLimit.msg).toContain('weekly loss limit of K5.00');
    expect(await cash(limited.memberId)).toBe(100_000);

    // Every match's 1x2 home and away: one of each pair wins or the match is drawn.
    const placed: string[] = [];
    for (const fx of next.fixtures) {
      for (const selection of ['home', 'draw', 'away'] as const) {
        const odds = fx.odds['1x2']?.[selection];
        if (!odds) continue;
        const r = await placeBet(player.token, {
          ...base,
          matchIndex: String(fx.index),
          selection,
          stake: '1003',
          odds: String(odds),
        });
        expect(r.code).toBe(0);
        placed.push(r.data.bet.id);
      }
    }
    expect(await cash(player.memberId)).toBe(100_000 - 1003 * placed.length);

    t.clock.set(new Date(new Date(next.closesAt).getTime()));
    const late = await placeBet(player.token, { ...base, odds: String(home) });
    expect(late.code).toBe(ErrorCode.BETTING_CLOSED);
    stakeWin = 1003;
    winBet = placed[0] ?? '';
    loseBet = placed[1] ?? '';
    oddsWin = home;
  });

  it('kicks off with the match timeline and reveals the hash at full time; results match the fairness package', async () => {
    const before = (await current()).next;
    if (!before) throw new Error('no round');
    t.clock.set(new Date(before.kickoffAt));
    await loop.engine.tick();
    const live = await current();
    expect(live.previous?.id).toBe(before.id);
    expect(live.previous?.state).toBe('live');
    expect(live.previous?.roundHash).toBeNull();
    expect(live.previous?.results).toHaveLength(10);
    // The next round is already taking bets, a cycle later.
    expect(live.next?.matchday).toBe(2);
    expect(new Date(live.next?.kickoffAt ?? 0).getTime() - new Date(before.kickoffAt).getTime()).toBe(timing.cycleMs);
    expect(live.next?.commitment).not.toBe(before.commitment);

    t.clock.set(new Date(before.fullTimeAt));
    await loop.engine.tick();
    const res = await get(t, `${routes.footballResult.path}?roundId=${before.id}`);
    const { data } = res.json<{
      data: {
        round: { roundHash: string; results: MatchResult[]; state: string; roundNumber: number };
        fairness: { salt: string; terminatingHash: string };
      };
    }>();
    expect(data.round.state).toBe('settled');
    expect(verifyGameHash(data.round.roundHash, data.round.roundNumber, data.fairness.terminatingHash)).toBe(true);
    const day = seasonSchedule(20)[0] ?? [];
    const expected = day.map((f, i) =>
      playMatch(
        fixtureCells(SAVANNA_LEAGUE, team(f.home), team(f.away)),
        matchSeedInputs(data.round.roundHash, data.fairness.salt, i),
      ),
    );
    expect(data.round.results).toEqual(expected);
    // Round n + 1 is committed to by round n's hash (its SHA-256 is this hash).
    expect(live.next?.commitment).toBe(data.round.roundHash);
  });

  it('settled every bet once through the ledger, paying exactly stake × odds floored', async () => {
    const rows = await t.database.db.selectFrom('football_bets').selectAll().where('member_id', '=', player.memberId).execute();
    const round = await t.database.db
      .selectFrom('football_rounds')
      .select(['results'])
      .where('id', '=', rows[0]?.round_id ?? '0')
      .executeTakeFirstOrThrow();
    const results = round.results as MatchResult[];
    let paid = 0;
    for (const b of rows) {
      const won = selectionWins('1x2', b.selection, results[b.match_index] as MatchResult);
      expect(b.status).toBe(won ? 'won' : 'lost');
      expect(Number(b.payout)).toBe(won ? applyMultiplier(Number(b.stake), b.odds) : 0);
      paid += Number(b.payout);
    }
    expect(await cash(player.memberId)).toBe(100_000 - 1003 * rows.length + paid);
    const recorded = await sql<{
      n: string;
    }>`select count(*) as n from game_bets where game_id = 3 and member_id = ${player.memberId}`.execute(t.database.db);
    expect(Number(recorded.rows[0]?.n)).toBe(rows.length);
    const wins = await sql<{
      n: string;
    }>`select count(*) as n from ledger_transfers where idempotency_key like 'football:%:win'`.execute(t.database.db);
    expect(Number(wins.rows[0]?.n)).toBe(rows.filter((b) => b.status === 'won').length);
    expect(winBet).not.toBe('');
    expect(loseBet).not.toBe('');
    expect(stakeWin * oddsWin).toBeGreaterThan(0);

    // Running the loop again (or a second leader) pays nothing more.
    const balance = await cash(player.memberId);
    await loop.engine.tick();
    await makeLoop().engine.tick();
    expect(await cash(player.memberId)).toBe(balance);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('settles what a dead process left once, after a restart', async () => {
    const next = (await current()).next;
    if (!next) throw new Error('no round');
    const f = next.fixtures[3];
    const odds = f?.odds['ou25']?.['over'];
    if (!odds) throw new Error('no price');
    const bet = await placeBet(player.token, {
      roundId: next.id,
      matchIndex: '3',
      market: 'ou25',
      selection: 'over',
      stake: '5000',
      odds: String(odds),
    });
    expect(bet.code).toBe(0);
    t.clock.set(new Date(next.kickoffAt));
    await loop.engine.tick();
    // The process dies during the match; a new one comes up after full time.
    t.clock.set(new Date(new Date(next.fullTimeAt).getTime() + 60_000));
    const balance = await cash(player.memberId);
    const restarted = makeLoop();
    await Promise.all([restarted.engine.tick(), makeLoop().engine.tick()]);
    const row = await t.database.db
      .selectFrom('football_bets')
      .selectAll()
      .where('id', '=', bet.data.bet.id)
      .executeTakeFirstOrThrow();
    expect(['won', 'lost']).toContain(row.status);
    expect(await cash(player.memberId)).toBe(balance + Number(row.payout));
    const credits = await sql<{
      n: string;
    }>`select count(*) as n from ledger_transfers where idempotency_key = ${`football:${bet.data.bet.id}:win`}`.execute(
      t.database.db,
    );
    expect(Number(credits.rows[0]?.n)).toBe(row.status === 'won' ? 1 : 0);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('voids a round that was never kicked off and refunds its stakes', async () => {
    const next = (await current()).next;
    if (!next) throw new Error('no round');
    const odds = next.fixtures[0]?.odds['btts']?.['yes'];
    if (!odds) throw new Error('no price');
    const balance = await cash(player.memberId);
    const bet = await placeBet(player.token, {
      roundId: next.id,
      matchIndex: '0',
      market: 'btts',
      selection: 'yes',
      stake: '2500',
      odds: String(odds),
    });
    expect(bet.code).toBe(0);
    // Down across the kick-off for longer than the grace period.
    t.clock.set(new Date(new Date(next.kickoffAt).getTime() + timing.graceMs + 1));
    await makeLoop().engine.tick();
    const res = await get(t, `${routes.footballResult.path}?roundId=${next.id}`);
    const round = res.json<{ data: { round: { state: string; results: unknown } } }>().data.round;
    expect(round.state).toBe('void');
    expect(round.results).toBeNull();
    const row = await t.database.db
      .selectFrom('football_bets')
      .selectAll()
      .where('id', '=', bet.data.bet.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('refunded');
    expect(await cash(player.memberId)).toBe(balance);
    // A fresh round opens a full cycle from now, on the next matchday.
    const after = await current();
    expect(after.next?.state).toBe('betting');
    expect(after.next?.matchday).toBe(4);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('lists my bets and the league table from the played rounds', async () => {
    const mine = (await get(t, routes.footballMyBets.path, { token: player.token })).json<{
      code: number;
      data: { status: string }[];
    }>();
    expect(mine.code).toBe(0);
    expect(mine.data.some((b) => b.status === 'refunded')).toBe(true);
    expect(mine.data.some((b) => b.status === 'won')).toBe(true);
    const anon = (await get(t, routes.footballMyBets.path)).json<{ code: number }>();
    expect(anon.code).toBe(ErrorCode.SESSION_GONE);
    const table = (await get(t, routes.footballTable.path)).json<{
      data: { season: number; rows: { played: number; points: number }[] };
    }>();
    expect(table.data.rows).toHaveLength(20);
    // Two rounds played (the third was void): every team played twice.
    expect(table.data.rows.every((r) => r.played === 2)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('throws AppError (not a crash) for an unknown round', async () => {
    await expect(
      loop.engine.placeBet(player.memberId, {
        roundId: '999999',
        matchIndex: 0,
        market: '1x2',
        selection: 'home',
        odds: 200,
        stake: 1000,
      }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
