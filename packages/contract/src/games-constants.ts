/**
 * The game catalogue shared by the server, the web app and the benches (docs/product-rules/games.md#game-catalogue
 * and #game-routes: `games/{id}/{mode}`, `coinspin/{id}`, `diamondspin`). Kept free of
 * zod so the web bundle can import it.
 */

/** Numeric game ids, as `games/{id}/{mode}` and the lobby carry them. */
export const GameId = {
  AVIATOR: 1,
  SAVANNA_SLOT: 2,
  VIRTUAL_LEAGUE: 3,
  COIN_SPIN: 4,
  DIAMOND_SPIN: 5,
} as const;
export type GameIdValue = (typeof GameId)[keyof typeof GameId];

export const GAME_IDS: readonly GameIdValue[] = Object.values(GameId);

export function isGameId(n: number): n is GameIdValue {
  return (GAME_IDS as readonly number[]).includes(n);
}

/** Route mode of `games/{id}/{mode}`: play needs login and moves money; demo needs neither. */
export const GAME_MODES = ['play', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** docs/product-rules/games.md#game-catalogue: labels 4 and 8 show a badge. */
export const GameLabel = { NONE: 0, HOT: 4, NEW: 8 } as const;

/** The unit a game's stake and prize are counted in (ledger account kinds). */
export type GameUnit = 'cash' | 'coin' | 'diamond';
