/**
 * The game centre (docs/product-rules/games.md#game-centre-calls): the lobby,
 * winners, leaderboard, players online, recent games and game records, all read from game_bets
 * (one row per settled real bet, written by the engines). Nothing here is invented: a new
 * deployment has no winners, no leaderboard and nobody online until real bets settle.
 *
 * Players online: the distinct players with a settled real bet in the last ONLINE_WINDOW_MINUTES.
 * /im sockets are not per game and live on many nodes, so counting them would say "connected",
 * not "playing this game"; the settled bets are in the one shared database and mean playing.
 * Demo play is not counted (it leaves no row).
 */
import {
  LEADERBOARD_SIZE,
  type Game,
  type GameCategory,
  type GamePromotion,
  type GameRecord,
  type GameRecordsData,
  type GameRecordsQuery,
  type LeaderboardData,
  type LeaderboardPeriod,
  type LobbyData,
  type OnlineData,
  type Winner,
} from '@nyota/contract/api/games';
import {
  GAME_CATALOGUE,
  GAME_CATEGORIES,
  ONLINE_WINDOW_MINUTES,
  RECENT_GAMES_LIMIT,
  catalogueGame,
  categoryPath,
  gamePath,
  type CatalogueGame,
} from '@nyota/contract/game-catalogue';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import type { Db } from '../../../platform/db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { StoredBet } from '../bets/index.js';
import { periodStart, recordsRange } from './game-centre-periods.js';
import type { GameCentreRepo, PublicWin } from './game-centre.repo.js';

/** How many recent wins the winners broadcast carries. */
export const LATEST_WINNERS = 20;

/** A running game promotion featuring a game (modules/promotions), or disabled. */
export type GamePromotionSource = (
  gameId: number,
  lang: 'en' | 'sw',
) => Promise<Omit<GamePromotion, 'games'> & { gameIds: number[] }>;

export interface GameCentreDeps {
  db: Db;
  repo: GameCentreRepo;
  clock: Clock;
  market: MarketPreset;
}

function toGame(g: CatalogueGame): Game {
  return { id: g.id, name: g.name, largeCover: g.largeCover, label: g.label, unit: g.unit, url: gamePath(g) };
}

function gameOf(id: number): CatalogueGame {
  const g = catalogueGame(id);
  // A row of a game the catalogue no longer lists is a deployment fault, not something to hide.
  if (!g) throw new Error(`game ${id} is not in the catalogue`);
  return g;
}

export class GameCentreService {
  /** A guest's lobby is the catalogue alone, fixed for the life of the process: built once. */
  private guestLobby: LobbyData | null = null;

  constructor(private readonly deps: GameCentreDeps) {}

  async lobby(memberId: string | null): Promise<LobbyData> {
    if (!memberId) return (this.guestLobby ??= this.lobbyWith([]));
    return this.lobbyWith(await this.recentGames(memberId));
  }

  private lobbyWith(mine: Game[]): LobbyData {
    const categories: GameCategory[] = GAME_CATEGORIES.map((c) => ({
      id: c.id,
      name: c.cate,
      icon: c.icon,
      url: categoryPath(c.cate),
      games: c.games === 'mine' ? mine : c.games.map((id) => toGame(gameOf(id))),
    }));
    return { games: GAME_CATALOGUE.map(toGame), categories };
  }

  async recentGames(memberId: string): Promise<Game[]> {
    const ids = await this.deps.repo.recentGameIds(this.deps.db, memberId, RECENT_GAMES_LIMIT);
    return ids.flatMap((id) => {
      const g = catalogueGame(id);
      return g ? [toGame(g)] : [];
    });
  }

  async latestWinners(): Promise<Winner[]> {
    const wins = await this.deps.repo.latestWins(this.deps.db, LATEST_WINNERS);
    return wins.map((w) => this.winner(w));
  }

  async leaderboard(period: LeaderboardPeriod): Promise<LeaderboardData> {
    const since = periodStart(period, this.deps.clock.now(), this.deps.market.timeZone);
    const wins = await this.deps.repo.topWins(this.deps.db, since, LEADERBOARD_SIZE);
    return { period, since: since.toISOString(), rows: wins.map((w, i) => ({ ...this.winner(w), rank: i + 1 })) };
  }

  async online(): Promise<OnlineData> {
    const since = new Date(this.deps.clock.now().getTime() - ONLINE_WINDOW_MINUTES * 60_000);
    const counts = await this.deps.repo.playersSince(this.deps.db, since);
    return {
      windowMinutes: ONLINE_WINDOW_MINUTES,
      games: GAME_CATALOGUE.map((g) => ({ gameId: g.id, online: counts.get(g.id) ?? 0 })),
    };
  }

  /** Seed: page, size, gameId, month. `wins` keeps the bets that paid anything (payout > 0). */
  async records(memberId: string, q: GameRecordsQuery, wins: boolean): Promise<GameRecordsData> {
    if (q.gameId !== undefined && !catalogueGame(q.gameId)) throw new AppError(ErrorCode.VALIDATION, 'errors.invalid_game');
    const { start, end } = recordsRange(q.month, this.deps.clock.now(), this.deps.market.timeZone);
    const { total, rows } = await this.deps.repo.page(this.deps.db, {
      memberId,
      start,
      end,
      winsOnly: wins,
      offset: (q.page - 1) * q.size,
      limit: q.size,
      ...(q.gameId !== undefined ? { gameId: q.gameId } : {}),
    });
    return { page: q.page, size: q.size, total, list: rows.map(toRecord) };
  }

  private promotions: GamePromotionSource | null = null;

  /** The promotions module answers game promotions; it is built after the games (app.ts). */
  usePromotions(source: GamePromotionSource): void {
    this.promotions = source;
  }

  /** The running `game` promotion featuring this game, or disabled with nothing to show. */
  async promotion(id: number, lang: string): Promise<GamePromotion> {
    const found = this.promotions ? await this.promotions(id, lang === 'sw' ? 'sw' : 'en') : null;
    if (!found?.enable) return { id, enable: false, title: '', games: [], startTime: null, endTime: null };
    const games = found.gameIds.flatMap((g) => {
      const game = GAME_CATALOGUE.find((c) => c.id === g);
      return game ? [toGame(game)] : [];
    });
    return { id: found.id, enable: true, title: found.title, games, startTime: found.startTime, endTime: found.endTime };
  }

  private winner(w: PublicWin): Winner {
    const g = gameOf(w.gameId);
    return {
      id: w.id,
      gameId: g.id,
      gameName: g.name,
      gameLargeCover: g.largeCover,
      nickname: maskMobile(toLocal(w.mobile, this.deps.market)),
      bet: w.stake,
      multiple: w.multiplier,
      amount: w.payout,
      time: w.settledAt.toISOString(),
    };
  }
}

function toRecord(b: StoredBet): GameRecord {
  return {
    id: b.id,
    betRef: b.betRef,
    gameId: b.gameId,
    gameName: gameOf(b.gameId).name,
    unit: b.unit,
    stake: b.stake,
    payout: b.payout,
    multiplier: b.multiplier,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt.toISOString(),
    balanceBefore: b.balanceBefore,
    balanceAfter: b.balanceAfter,
    configVersion: b.configVersion,
    outcome: b.outcome,
    fairness: b.fairness,
  };
}
