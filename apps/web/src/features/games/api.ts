/**
 * The game centre's server state (docs/product-rules/games.md#game-centre-calls). Public reads (lobby, winners,
 * leaderboard, online) are shared by everyone; the lobby's "My games" and the records are the
 * member's own, so their keys start with ME_KEY and a logout drops them.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  GameRecordsData,
  LeaderboardData,
  LeaderboardPeriod,
  LobbyData,
  OnlineData,
  Winner,
} from '@nyota/contract/api/games';
import { call } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

const MINUTE = 60_000;

/** A visitor's lobby (no "My games") and a member's are different answers. */
export function lobbyQuery(loggedIn: boolean) {
  return queryOptions({
    queryKey: loggedIn ? [...ME_KEY, 'games', 'lobby'] : ['games', 'lobby'],
    queryFn: ({ signal }): Promise<LobbyData> => call('gameLobby', {}, { signal }),
    staleTime: 5 * MINUTE,
  });
}

/** The winners broadcast: refreshed each minute while shown. */
export const winnersQuery = queryOptions({
  queryKey: ['games', 'winners'],
  queryFn: ({ signal }): Promise<Winner[]> => call('latestWinners', {}, { signal }),
  staleTime: MINUTE,
  refetchInterval: MINUTE,
});

export function leaderboardQuery(period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: ['games', 'leaderboard', period],
    queryFn: ({ signal }): Promise<LeaderboardData> => call('gameLeaderboard', { period }, { signal }),
    staleTime: MINUTE,
    refetchInterval: 2 * MINUTE,
  });
}

export const onlineQuery = queryOptions({
  queryKey: ['games', 'online'],
  queryFn: ({ signal }): Promise<OnlineData> => call('gamesOnline', {}, { signal }),
  staleTime: MINUTE,
  refetchInterval: MINUTE,
});

export type GameRecordsTab = 'bet' | 'win';

export interface GameRecordsFilter {
  tab: GameRecordsTab;
  month: string;
  gameId: number | null;
  page: number;
  size: number;
}

/** One numbered page (seed: page, size, gameId, month); the previous page stays shown while the next loads. */
export function gameRecordsQuery(f: GameRecordsFilter) {
  return queryOptions({
    queryKey: [...ME_KEY, 'games', 'records', f.tab, f.month, f.gameId, f.page, f.size],
    queryFn: ({ signal }): Promise<GameRecordsData> =>
      call(
        f.tab === 'bet' ? 'gameBetRecords' : 'gameWinRecords',
        {
          page: String(f.page),
          size: String(f.size),
          month: f.month,
          ...(f.gameId !== null ? { gameId: String(f.gameId) } : {}),
        },
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
