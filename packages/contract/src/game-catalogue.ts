/**
 * The game centre's catalogue (docs/product-rules/games.md#game-catalogue): names,
 * covers, badges and the lobby's categories. Zod-free so the web bundle can import it; the server's
 * lobby serves it and the web's game page reads names from it without waiting for the network.
 *
 * largeCover is a cover key, not an image URL: each key names one of our own inline SVG covers in
 * the web app (features/games/covers), so a lobby costs no image downloads and no copied art.
 */
import { GameId, GameLabel, type GameIdValue, type GameUnit } from './games-constants.js';

export interface CatalogueGame {
  id: GameIdValue;
  /** Product names are proper nouns and are not translated. */
  name: string;
  largeCover: string;
  label: number;
  /** What a real stake is paid with (wheels are paid with coins or diamonds). */
  unit: GameUnit;
  /** Where the game opens: `games/{id}/{mode}`, except the wheels, which have their own routes. */
  route: 'game' | 'coinspin' | 'diamondspin';
}

export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  { id: GameId.AVIATOR, name: 'Aviator', largeCover: 'aviator', label: GameLabel.HOT, unit: 'cash', route: 'game' },
  { id: GameId.SAVANNA_SLOT, name: 'Savanna Sunset', largeCover: 'savanna', label: GameLabel.NEW, unit: 'cash', route: 'game' },
  {
    id: GameId.VIRTUAL_LEAGUE,
    name: 'Virtual League',
    largeCover: 'football',
    label: GameLabel.NEW,
    unit: 'cash',
    route: 'game',
  },
  { id: GameId.COIN_SPIN, name: 'Coin Spin', largeCover: 'coinspin', label: GameLabel.NONE, unit: 'coin', route: 'coinspin' },
  {
    id: GameId.DIAMOND_SPIN,
    name: 'Diamond Spin',
    largeCover: 'diamondspin',
    label: GameLabel.NONE,
    unit: 'diamond',
    route: 'diamondspin',
  },
];

export function catalogueGame(id: number): CatalogueGame | undefined {
  return GAME_CATALOGUE.find((g) => g.id === id);
}

/** The page a game opens on: coin spin is `/coinspin/1`, diamond spin `/diamondspin`, the rest `/games/{id}/{mode}`. */
export function gamePath(game: Pick<CatalogueGame, 'id' | 'route'>, mode: 'play' | 'demo' = 'demo'): string {
  if (game.route === 'coinspin') return '/coinspin/1';
  if (game.route === 'diamondspin') return '/diamondspin';
  return `/games/${game.id}/${mode}`;
}

/**
 * Lobby categories (`gamecategory/{cate}`, docs/product-rules/games.md#lobby-categories: All,
 * Gifts, Aviator, My games). `cate` is the seed's name as it appears in the path; `id` is the same
 * category as `gamecollection/{id}`, so a collection link is a stable numeric alias of a category.
 * `mine` lists the caller's recent games.
 */
export interface CatalogueCategory {
  id: number;
  cate: string;
  icon: 'all' | 'gifts' | 'aviator' | 'mine';
  games: readonly GameIdValue[] | 'mine';
}

export const GAME_CATEGORIES: readonly CatalogueCategory[] = [
  { id: 1, cate: 'All', icon: 'all', games: GAME_CATALOGUE.map((g) => g.id) },
  { id: 2, cate: 'Gifts', icon: 'gifts', games: [GameId.COIN_SPIN, GameId.DIAMOND_SPIN] },
  { id: 3, cate: 'Aviator', icon: 'aviator', games: [GameId.AVIATOR] },
  { id: 4, cate: 'My games', icon: 'mine', games: 'mine' },
];

export function categoryPath(cate: string): string {
  return `/gamecategory/${encodeURIComponent(cate)}`;
}

/** How many recent games "My games" holds. */
export const RECENT_GAMES_LIMIT = 8;
/** Online players: distinct players with a settled bet within this window (see the online call). */
export const ONLINE_WINDOW_MINUTES = 10;
/** docs/product-rules/games.md#game-records: game records use the records month picker (6 months); pages are numbered from 1. */
export const GAME_RECORDS_PAGE_SIZE = 10;
export const MAX_GAME_RECORDS_PAGE_SIZE = 50;
