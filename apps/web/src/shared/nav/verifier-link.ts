/**
 * The verifier's address: links/5 with the game and its inputs in the query, so a bet record (or
 * anyone) can open it prefilled. Kept free of @nyota/fairness: the records screen imports it and
 * must not pull the game math into its chunk.
 */
import type { GameRecord } from '@nyota/contract/api/games';
import { GameId } from '@nyota/contract/games-constants';

export const VERIFIER_PATH = '/links/5';

export const VERIFIER_TABS = ['crash', 'slot', 'wheels', 'football', 'cashrain'] as const;
export type VerifierTab = (typeof VERIFIER_TABS)[number];

/** The per-bet games a pasted seed pair can be replayed for. */
export const SEED_GAMES = ['slot', 'coinspin', 'diamondspin'] as const;
export type SeedGame = (typeof SEED_GAMES)[number];

/** Everything the verifier can be opened with; absent fields stay empty. */
export interface VerifierPrefill {
  tab: VerifierTab;
  roundId: string;
  /** Crash, pasted by hand: game hash, salt, house edge (basis points), HMAC scheme ('1' or '2'). */
  hash: string;
  salt: string;
  edge: string;
  scheme: string;
  /** Per-bet games. */
  game: SeedGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

const GAME_TAB: Record<string, VerifierTab> = {
  crash: 'crash',
  slot: 'slot',
  coinspin: 'wheels',
  diamondspin: 'wheels',
  wheels: 'wheels',
  football: 'football',
  cashrain: 'cashrain',
};

function pick<T extends string>(options: readonly T[], v: string | null, fallback: T): T {
  return (options as readonly (string | null)[]).includes(v) ? (v as T) : fallback;
}

/** Reads `?game=…&roundId=…` (or the seed fields); unknown games open the crash tab. */
export function readPrefill(q: URLSearchParams): VerifierPrefill {
  const raw = q.get('game') ?? '';
  const text = (k: string) => (q.get(k) ?? '').trim().slice(0, 200);
  return {
    tab: GAME_TAB[raw] ?? 'crash',
    roundId: text('roundId'),
    hash: text('hash'),
    salt: text('salt'),
    edge: text('edge'),
    scheme: text('scheme'),
    game: pick(SEED_GAMES, raw, raw === 'wheels' ? 'coinspin' : 'slot'),
    serverSeed: text('serverSeed'),
    serverSeedHash: text('serverSeedHash'),
    clientSeed: text('clientSeed'),
    nonce: text('nonce'),
  };
}

function href(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' || typeof v === 'number') q.set(k, String(v));
  return `${VERIFIER_PATH}?${q.toString()}`;
}

const SEED_GAME_OF: Partial<Record<number, SeedGame>> = {
  [GameId.SAVANNA_SLOT]: 'slot',
  [GameId.COIN_SPIN]: 'coinspin',
  [GameId.DIAMOND_SPIN]: 'diamondspin',
};

/**
 * The verifier prefilled with a settled bet's own inputs. Crash and football rounds are fetched by
 * id; a per-bet spin carries its client seed, nonce and the committed hash (the seed itself is
 * pasted once revealed, as the record never holds it).
 */
export function recordVerifierHref(r: Pick<GameRecord, 'gameId' | 'outcome' | 'fairness'>): string {
  if (r.gameId === GameId.AVIATOR) return href({ game: 'crash', roundId: r.outcome['roundId'] });
  if (r.gameId === GameId.VIRTUAL_LEAGUE) return href({ game: 'football', roundId: r.fairness['roundId'] });
  const game = SEED_GAME_OF[r.gameId];
  if (!game) return VERIFIER_PATH;
  const f = r.fairness;
  return href({ game, serverSeedHash: f['serverSeedHash'], clientSeed: f['clientSeed'], nonce: f['nonce'] });
}
