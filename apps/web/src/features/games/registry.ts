/**
 * Which web module plays each game. A game's folder (crash/, slots/, football/, wheels/) exports
 * as default `GameView({ gameId, mode })`; the game page loads it lazily, so no game's code is in
 * any other page's bundle.
 *
 * The loaders come from import.meta.glob, which Vite turns into exactly `() => import('./crash/index.tsx')`
 * per folder that exists at build time: a game whose folder is not there yet has no loader, and the
 * page says so honestly instead of failing the build or faking a game.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { GameId, isGameId, type GameIdValue, type GameMode } from '@nyota/contract/games-constants';

export interface GameViewProps {
  gameId: GameIdValue;
  /** 'demo': play money, no login, no ledger. 'play': real money; the page only offers it to a member. */
  mode: GameMode;
}

export interface GameViewModule {
  default: ComponentType<GameViewProps>;
}

/** The folder of each game under features/games/. */
export const GAME_FOLDERS: Record<GameIdValue, string> = {
  [GameId.AVIATOR]: 'crash',
  [GameId.SAVANNA_SLOT]: 'slots',
  [GameId.VIRTUAL_LEAGUE]: 'football',
  [GameId.COIN_SPIN]: 'wheels',
  [GameId.DIAMOND_SPIN]: 'wheels',
};

const modules = import.meta.glob<GameViewModule>('./{crash,slots,football,wheels}/index.{ts,tsx}');

/** `() => import('./<folder>/index')`, or null while the game's folder does not exist. */
export function gameViewLoader(gameId: GameIdValue): (() => Promise<GameViewModule>) | null {
  const folder = GAME_FOLDERS[gameId];
  return modules[`./${folder}/index.tsx`] ?? modules[`./${folder}/index.ts`] ?? null;
}

const GAME_PATH = /^\/games\/(\d+)\//;

/**
 * Starts downloading the view of the game a `games/{id}/{mode}` path shows, beside the game page's
 * own chunk rather than after it (the page asks for its view only once it renders). The module
 * system keeps the result, so the page's lazy view gets the same module; a failed download is left
 * to that lazy view, which shows it.
 */
export function preloadGameViewOf(pathname: string): void {
  const id = Number(GAME_PATH.exec(pathname)?.[1]);
  if (!isGameId(id)) return;
  gameViewLoader(id)?.().catch(() => undefined);
}

const views = new Map<GameIdValue, LazyExoticComponent<ComponentType<GameViewProps>>>();

/** One lazy component per game, made once so navigating between modes keeps the loaded chunk. */
export function lazyGameView(gameId: GameIdValue): LazyExoticComponent<ComponentType<GameViewProps>> | null {
  const load = gameViewLoader(gameId);
  if (!load) return null;
  let view = views.get(gameId);
  if (!view) {
    view = lazy(load);
    views.set(gameId, view);
  }
  return view;
}
