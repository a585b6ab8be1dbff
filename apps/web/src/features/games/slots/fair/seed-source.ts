/** Where a game's seed pair lives: the server (real play) or this page (demo). Same shape for both. */
import type { PerBetGameId, RotateSeedData, SeedPairData } from '@nyota/contract/api/per-bet-games';
import { call } from '../../../../shared/api/client';
import type { DemoSeeds } from './demo-seeds';

export interface SeedSource {
  load(): Promise<SeedPairData>;
  /** Null when the client seed is refused (demo); real errors arrive as the API's toast. */
  rotate(clientSeed: string): Promise<RotateSeedData | null>;
}

export function realSeedSource(gameId: PerBetGameId): SeedSource {
  return {
    load: () => call('perBetSeeds', { gameId: String(gameId) }),
    rotate: (clientSeed) => call('perBetRotateSeed', { gameId: String(gameId), clientSeed }),
  };
}

export function demoSeedSource(seeds: DemoSeeds): SeedSource {
  return {
    load: () => Promise.resolve(seeds.view()),
    rotate: (clientSeed) => Promise.resolve(seeds.rotate(clientSeed)),
  };
}
