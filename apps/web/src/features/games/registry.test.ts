import { describe, expect, it } from 'vitest';
import { GAME_IDS, GameId } from '@nyota/contract/games-constants';
import { GAME_FOLDERS, gameViewLoader, lazyGameView } from './registry';

// Every folder under features/games with an index, whatever its name: what exists on disk.
const present = Object.keys(import.meta.glob('./*/index.{ts,tsx}'));

describe('game view registry', () => {
  it("has a loader for a game exactly when its folder's index exists", () => {
    for (const id of GAME_IDS) {
      const folder = GAME_FOLDERS[id];
      const exists = present.some((p) => p === `./${folder}/index.ts` || p === `./${folder}/index.tsx`);
      expect(gameViewLoader(id) !== null, `game ${id} (${folder})`).toBe(exists);
    }
  });

  it('makes one lazy view per game and shares the wheels folder between both wheels', () => {
    expect(GAME_FOLDERS[GameId.COIN_SPIN]).toBe(GAME_FOLDERS[GameId.DIAMOND_SPIN]);
    for (const id of GAME_IDS) expect(lazyGameView(id)).toBe(lazyGameView(id));
  });
});
