/**
 * Announcing chains and setting their salts, for every game with a hash chain: what the
 * `fairness:chain` / `fairness:salt` commands run today and the staff console will call. The rules
 * are in chain-salt.ts; each game brings its chains (SaltedChains).
 */
import type { ChainView } from '@nyota/contract/api/chain-salts';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { checkAnnouncement, checkSaltValue, type ChainGame, type ChainState, type SaltedChains } from './chain-salt.js';

const unknownChain = () => new AppError(ErrorCode.VALIDATION, 'errors.chain_unknown');

export class ChainSaltService {
  private readonly games: ReadonlyMap<ChainGame, SaltedChains>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    games: readonly SaltedChains[],
  ) {
    this.games = new Map(games.map((g) => [g.game, g]));
  }

  private chainsOf(game: ChainGame): SaltedChains {
    const g = this.games.get(game);
    if (!g) throw unknownChain();
    return g;
  }

  /** Commits to a new chain whose salt will be the named public value, expected at `expectedAt`. */
  async announce(game: ChainGame, source: string, expectedAt: Date, length?: number, db: Db = this.db): Promise<ChainState> {
    const chains = this.chainsOf(game);
    const announcement = checkAnnouncement(source, expectedAt, this.clock.now());
    const id = await chains.commit(db, announcement, length);
    const state = await chains.state(db, id);
    if (!state) throw new Error(`${game} chain ${id} was not stored`);
    return state;
  }

  /**
   * Sets the salt of a chain announced with a public value. Setting the same value again answers as
   * the first time (a retried command); another value is refused: a salt never changes.
   */
  async setSalt(game: ChainGame, chainId: number, raw: string, db: Db = this.db): Promise<ChainState> {
    const chains = this.chainsOf(game);
    const value = checkSaltValue(raw);
    const before = await chains.state(db, chainId);
    if (!before) throw unknownChain();
    if (before.salt.kind !== 'public') throw new AppError(ErrorCode.VALIDATION, 'errors.chain_salt_development');
    if (before.salt.value === null) await chains.setSalt(db, chainId, value, 'public', this.clock.now());
    const after = await chains.state(db, chainId);
    if (!after) throw unknownChain();
    if (after.salt.value !== value) throw new AppError(ErrorCode.VALIDATION, 'errors.chain_salt_already_set');
    return after;
  }

  /** Each game's latest chains, newest first (the fairness page, the command's listing). */
  async list(perGame = 5): Promise<ChainState[]> {
    const out: ChainState[] = [];
    for (const chains of this.games.values()) out.push(...(await chains.recent(this.db, perGame)));
    return out;
  }
}

export function chainView(c: ChainState): ChainView {
  return {
    game: c.game,
    chainId: c.chainId,
    terminatingHash: c.terminatingHash,
    length: c.length,
    played: c.played,
    committedAt: c.committedAt.toISOString(),
    salt: {
      kind: c.salt.kind,
      source: c.salt.source,
      expectedAt: c.salt.expectedAt?.toISOString() ?? null,
      value: c.salt.value,
      setAt: c.salt.setAt?.toISOString() ?? null,
    },
    hmacScheme: c.hmacScheme,
  };
}
