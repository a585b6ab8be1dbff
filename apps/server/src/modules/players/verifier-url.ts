/**
 * The public fairness verifier's address for a settled bet, as the player's own bet record builds
 * it (apps/web/src/shared/nav/verifier-link.ts): crash and football rounds by id, a per-bet spin by
 * its committed seed hash, client seed and nonce.
 */
import { GameId } from '@nyota/contract/games-constants';
import type { StoredBet } from '../games/bets/index.js';

const VERIFIER_PATH = '/links/5';
const SEED_GAME_OF: Partial<Record<number, string>> = {
  [GameId.SAVANNA_SLOT]: 'slot',
  [GameId.COIN_SPIN]: 'coinspin',
  [GameId.DIAMOND_SPIN]: 'diamondspin',
};

function href(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') q.set(k, String(v));
  return `${VERIFIER_PATH}?${q.toString()}`;
}

export function verifierUrl(b: Pick<StoredBet, 'gameId' | 'outcome' | 'fairness'>): string | null {
  if (b.gameId === GameId.AVIATOR) return href({ game: 'crash', roundId: b.outcome['roundId'] });
  if (b.gameId === GameId.VIRTUAL_LEAGUE) return href({ game: 'football', roundId: b.fairness['roundId'] });
  const game = SEED_GAME_OF[b.gameId];
  if (!game) return null;
  const f = b.fairness;
  return href({ game, serverSeedHash: f['serverSeedHash'], clientSeed: f['clientSeed'], nonce: f['nonce'] });
}
