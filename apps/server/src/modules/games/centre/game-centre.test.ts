/**
 * The game centre against a real node and database. Bets are written the way the engines write
 * them (GameBetsService.recordSettled) at chosen times; the calls are made over HTTP as the web
 * client makes them, by a visitor and by two members who must never see each other's records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { GameRecordsData, LeaderboardData, LobbyData, OnlineData, Winner, Game } from '@nyota/contract/api/games';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId, type GameIdValue, type GameUnit } from '@nyota/contract/games-constants';
import { ManualClock } from '../../../platform/clock.js';
import { createTestApp, envelope, type TestApp } from '../../../test-support/test-app.js';
import { get, signUp, type SignedUp } from '../../auth/auth.test-kit.js';
import { GameBetsService } from '../bets/index.js';

// Wednesday 18 March 2026, 10:00 in Lusaka (UTC+2).
const NOW = new Date('2026-03-18T08:00:00Z');
const MIN = 60_000;

let t: TestApp;
let clock: ManualClock;
let a: SignedUp;
let b: SignedUp;
let refs = 0;
const bets = new GameBetsService();

interface BetSpec {
  who: SignedUp;
  gameId: GameIdValue;
  stake: number;
  payout: number;
  at: Date;
  unit?: GameUnit;
}

async function settle(s: BetSpec): Promise<string> {
  refs += 1;
  const stored = await t.database.db.transaction().execute((trx) =>
    bets.recordSettled(
      {
        gameId: s.gameId,
        betRef: `t${refs}`,
        memberId: s.who.memberId,
        unit: s.unit ?? 'cash',
        stake: s.stake,
        payout: s.payout,
        outcome: { test: refs },
        fairness: { serverSeedHash: `h${refs}`, nonce: refs },
        configVersion: 'v1',
        balanceBefore: 10_000,
        balanceAfter: 10_000 - s.stake + s.payout,
        placedAt: new Date(s.at.getTime() - 5_000),
        settledAt: s.at,
      },
      { trx },
    ),
  );
  return stored.id;
}

async function read<T>(
  path: string,
  query: Record<string, string> = {},
  who?: SignedUp,
): Promise<{ code: number; msg: string; data: T }> {
  const qs = new URLSearchParams(query).toString();
  const res = await get(t, qs ? `${path}?${qs}` : path, who ? { token: who.token } : {});
  expect(res.statusCode).toBe(200);
  return envelope<T>(res);
}

async function ok<T>(path: string, query: Record<string, string> = {}, who?: SignedUp): Promise<T> {
  const env = await read<T>(path, query, who);
  expect(env.code, env.msg).toBe(0);
  return env.data;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  clock = new ManualClock(NOW);
  t = await createTestApp({ clock });
  a = await signUp(t);
  b = await signUp(t);
  ids['aWin'] = await settle({
    who: a,
    gameId: GameId.AVIATOR,
    stake: 1_000,
    payout: 2_350,
    at: new Date(NOW.getTime() - 5 * MIN),
  });
  ids['aLoss'] = await settle({
    who: a,
    gameId: GameId.SAVANNA_SLOT,
    stake: 500,
    payout: 0,
    at: new Date(NOW.getTime() - 60 * MIN),
  });
  ids['aCoin'] = await settle({
    who: a,
    gameId: GameId.COIN_SPIN,
    unit: 'coin',
    stake: 100,
    payout: 5_000,
    at: new Date(NOW.getTime() - 30 * MIN),
  });
  ids['aFeb'] = await settle({ who: a, gameId: GameId.AVIATOR, stake: 200, payout: 400, at: new Date('2026-02-10T10:00:00Z') });
  // September 2025 is outside the 6-month window (October to March).
  ids['aOld'] = await settle({ who: a, gameId: GameId.AVIATOR, stake: 200, payout: 0, at: new Date('2025-09-10T10:00:00Z') });
  // Monday of this week, 09:00 Lusaka: this week, not today.
  ids['bMonday'] = await settle({
    who: b,
    gameId: GameId.AVIATOR,
    stake: 2_000,
    payout: 10_000,
    at: new Date('2026-03-16T07:00:00Z'),
  });
  // A payout below the stake: a win record (it paid), but no public win.
  ids['bPartial'] = await settle({
    who: b,
    gameId: GameId.SAVANNA_SLOT,
    stake: 100,
    payout: 50,
    at: new Date(NOW.getTime() - 2 * MIN),
  });
});

afterAll(async () => {
  await t.close();
});

function masked(s: SignedUp): string {
  return `${s.mobile.slice(0, 3)}****${s.mobile.slice(-3)}`;
}

describe('lobby', () => {
  it('lists the games and the four seed categories; My games is empty for a visitor', async () => {
    const lobby = await ok<LobbyData>(routes.gameLobby.path);
    expect(lobby.games.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(lobby.categories.map((c) => [c.name, c.url])).toEqual([
      ['All', '/gamecategory/All'],
      ['Gifts', '/gamecategory/Gifts'],
      ['Aviator', '/gamecategory/Aviator'],
      ['My games', '/gamecategory/My%20games'],
    ]);
    const byName = Object.fromEntries(lobby.categories.map((c) => [c.name, c.games.map((g) => g.id)]));
    expect(byName['Gifts']).toEqual([GameId.COIN_SPIN, GameId.DIAMOND_SPIN]);
    expect(byName['Aviator']).toEqual([GameId.AVIATOR]);
    expect(byName['My games']).toEqual([]);
    const aviator = lobby.games[0];
    expect(aviator).toMatchObject({ name: 'Aviator', largeCover: 'aviator', label: 4, url: '/games/1/demo' });
    expect(lobby.games.find((g) => g.id === GameId.COIN_SPIN)?.url).toBe('/coinspin/1');
    expect(lobby.games.find((g) => g.id === GameId.DIAMOND_SPIN)?.url).toBe('/diamondspin');
  });

  it("fills My games with the member's games, most recently played first", async () => {
    const lobby = await ok<LobbyData>(routes.gameLobby.path, {}, a);
    const mine = lobby.categories.find((c) => c.name === 'My games');
    expect(mine?.games.map((g) => g.id)).toEqual([GameId.AVIATOR, GameId.COIN_SPIN, GameId.SAVANNA_SLOT]);
    const recent = await ok<Game[]>(routes.recentGames.path, {}, b);
    expect(recent.map((g) => g.id)).toEqual([GameId.SAVANNA_SLOT, GameId.AVIATOR]);
  });

  it('refuses recent games to a visitor', async () => {
    expect((await read(routes.recentGames.path)).code).toBe(ErrorCode.SESSION_GONE);
  });
});

describe('winners and leaderboard', () => {
  it('broadcasts cash wins above the stake, newest first, with masked numbers', async () => {
    const winners = await ok<Winner[]>(routes.latestWinners.path);
    expect(winners.map((w) => w.id)).toEqual([ids['aWin'], ids['bMonday'], ids['aFeb']]);
    expect(winners[0]).toMatchObject({
      gameId: GameId.AVIATOR,
      gameName: 'Aviator',
      gameLargeCover: 'aviator',
      nickname: masked(a),
      bet: 1_000,
      multiple: 235,
      amount: 2_350,
    });
    expect(winners[0]?.nickname).toMatch(/^0\d{2}\*{4}\d{3}$/);
  });

  it("ranks today's and this week's biggest wins in market time", async () => {
    const day = await ok<LeaderboardData>(routes.gameLeaderboard.path);
    expect(day.period).toBe('day');
    expect(day.since).toBe('2026-03-17T22:00:00.000Z');
    expect(day.rows.map((r) => [r.rank, r.id])).toEqual([[1, ids['aWin']]]);
    const week = await ok<LeaderboardData>(routes.gameLeaderboard.path, { period: 'week' });
    expect(week.since).toBe('2026-03-15T22:00:00.000Z');
    expect(week.rows.map((r) => [r.rank, r.id, r.nickname])).toEqual([
      [1, ids['bMonday'], masked(b)],
      [2, ids['aWin'], masked(a)],
    ]);
    expect((await read(routes.gameLeaderboard.path, { period: 'year' })).code).toBe(ErrorCode.VALIDATION);
  });
});

describe('players online', () => {
  it('counts distinct players with a settled bet in the window, and forgets them after it', async () => {
    const now = await ok<OnlineData>(routes.gamesOnline.path);
    expect(now.windowMinutes).toBe(10);
    const count = (d: OnlineData, id: number) => d.games.find((g) => g.gameId === id)?.online;
    expect(count(now, GameId.AVIATOR)).toBe(1);
    expect(count(now, GameId.SAVANNA_SLOT)).toBe(1);
    expect(count(now, GameId.VIRTUAL_LEAGUE)).toBe(0);
    clock.advance(11 * MIN);
    try {
      const later = await ok<OnlineData>(routes.gamesOnline.path);
      expect(later.games.every((g) => g.online === 0)).toBe(true);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('game records', () => {
  it("pages the member's own bets of a month, newest first, with outcome, seeds and balances", async () => {
    const page = await ok<GameRecordsData>(routes.gameBetRecords.path, { month: '2026-03' }, a);
    expect(page.total).toBe(3);
    expect(page.list.map((r) => r.id)).toEqual([ids['aWin'], ids['aCoin'], ids['aLoss']]);
    expect(page.list[0]).toMatchObject({
      gameId: GameId.AVIATOR,
      gameName: 'Aviator',
      unit: 'cash',
      stake: 1_000,
      payout: 2_350,
      multiplier: 235,
      balanceBefore: 10_000,
      balanceAfter: 11_350,
      configVersion: 'v1',
    });
    expect(page.list[0]?.fairness).toHaveProperty('serverSeedHash');
    expect(page.list[0]?.outcome).toHaveProperty('test');

    const second = await ok<GameRecordsData>(routes.gameBetRecords.path, { month: '2026-03', size: '2', page: '2' }, a);
    expect(second).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.list.map((r) => r.id)).toEqual([ids['aLoss']]);
  });

  it('reads another month, the whole 6-month window without one, and filters by game', async () => {
    const feb = await ok<GameRecordsData>(routes.gameBetRecords.path, { month: '2026-02' }, a);
    expect(feb.list.map((r) => r.id)).toEqual([ids['aFeb']]);
    const all = await ok<GameRecordsData>(routes.gameBetRecords.path, {}, a);
    expect(all.list.map((r) => r.id)).toEqual([ids['aWin'], ids['aCoin'], ids['aLoss'], ids['aFeb']]);
    const aviator = await ok<GameRecordsData>(routes.gameBetRecords.path, { gameId: String(GameId.AVIATOR) }, a);
    expect(aviator.list.map((r) => r.id)).toEqual([ids['aWin'], ids['aFeb']]);
  });

  it('keeps only bets that paid out on the win tab', async () => {
    const wins = await ok<GameRecordsData>(routes.gameWinRecords.path, {}, a);
    expect(wins.list.map((r) => r.id)).toEqual([ids['aWin'], ids['aCoin'], ids['aFeb']]);
    const bWins = await ok<GameRecordsData>(routes.gameWinRecords.path, {}, b);
    expect(bWins.list.map((r) => r.id)).toEqual([ids['bPartial'], ids['bMonday']]);
  });

  it('refuses a month outside the window, an unknown game, a bad page and a visitor', async () => {
    expect((await read(routes.gameBetRecords.path, { month: '2025-09' }, a)).code).toBe(ErrorCode.VALIDATION);
    expect((await read(routes.gameBetRecords.path, { month: '2026-04' }, a)).code).toBe(ErrorCode.VALIDATION);
    const unknown = await read(routes.gameBetRecords.path, { gameId: '99' }, a);
    expect(unknown).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Unknown game' });
    expect((await read(routes.gameBetRecords.path, { page: '0' }, a)).code).toBe(ErrorCode.VALIDATION);
    expect((await read(routes.gameBetRecords.path, { size: '51' }, a)).code).toBe(ErrorCode.VALIDATION);
    expect((await read(routes.gameWinRecords.path)).code).toBe(ErrorCode.SESSION_GONE);
  });
});

describe('game promotion', () => {
  it('answers every id as disabled while no promotion runs', async () => {
    const promo = await ok(routes.gamePromotion.path, { id: '3' });
    expect(promo).toEqual({ id: 3, enable: false, title: '', games: [], startTime: null, endTime: null });
    expect((await read(routes.gamePromotion.path)).code).toBe(ErrorCode.VALIDATION);
  });
});
