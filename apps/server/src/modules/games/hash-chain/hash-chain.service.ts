/**
 * Every game's hash chains through one service (one instance per game): making and committing a
 * chain, its salt (chain-salt's SaltedChains), finding the chain in play (making the next one on
 * demand in development: a used-up chain is replaced), taking a round's hash once across all nodes,
 * and checking a revealed hash against the chain.
 */
import { randomBytes } from 'node:crypto';
import { nextChainHash, verifyGameHash } from '@nyota/fairness/crash';
import type { Db } from '../../../platform/db/database.js';
import {
  developmentSalt,
  type ChainSaltKind,
  type ChainState,
  type SaltAnnouncement,
  type SaltedChains,
} from '../chain-salt/index.js';
import {
  buildChain,
  CHECKPOINT_EVERY,
  elementAt,
  type ChainDraw,
  type ChainGame,
  type ChainSpec,
  type Checkpoints,
  type HashChain,
  type PlayableChain,
} from './hash-chain.js';
import { HashChainRepo } from './hash-chain.repo.js';

export interface HashChainOptions {
  now: () => Date;
  /** The length of a chain made without one given. */
  length: number;
  /** Stored with every chain made now (crash's HMAC scheme); null for a game without one. */
  hmacScheme: number | null;
  /**
   * Development only (never with NODE_ENV=production): with no playable chain, make one with a
   * development salt. Off, the game waits for a chain announced with a public value to get its salt.
   */
  devSalt?: boolean;
  /** How chains made on demand are built: a fresh secret seed always, this length (else `length`) and salt (else random). */
  onDemand?: { length?: number | undefined; salt?: string | undefined };
}

const isPlayable = (c: HashChain | undefined): c is PlayableChain => c !== undefined && c.salt !== null;

export class HashChainService implements SaltedChains {
  private readonly repo = new HashChainRepo();
  /** Chains' checkpoints, loaded once per chain: they never change. */
  private readonly checkpoints = new Map<number, Checkpoints>();

  constructor(
    readonly game: ChainGame,
    private readonly opts: HashChainOptions,
  ) {}

  /** Stores a new chain: its commitment, then (without an announcement) its development salt. */
  async create(db: Db, spec: ChainSpec = {}): Promise<number> {
    const seed = spec.seed ?? randomBytes(32).toString('hex');
    const length = spec.length ?? this.opts.length;
    const announcement: SaltAnnouncement = spec.announcement ?? { kind: 'development' };
    const { terminatingHash, checkpoints } = await buildChain(seed, length);
    const now = this.opts.now();
    const id = await this.repo.insertChain(db, this.game, {
      seed,
      terminatingHash,
      checkpointEvery: CHECKPOINT_EVERY,
      checkpoints,
      announcement,
      hmacScheme: this.opts.hmacScheme,
      length,
      now,
    });
    if (announcement.kind === 'development') {
      const salt = spec.salt ?? developmentSalt();
      if (!(await this.repo.setSalt(db, this.game, id, salt, 'development', now)))
        throw new Error(`${this.game} chain ${id}: the development salt was not set`);
    }
    return id;
  }

  commit(db: Db, announcement: SaltAnnouncement, length?: number): Promise<number> {
    return this.create(db, { ...(announcement.kind === 'public' ? { announcement } : {}), ...(length ? { length } : {}) });
  }

  state(db: Db, chainId: number): Promise<ChainState | undefined> {
    return this.repo.state(db, this.game, chainId);
  }

  recent(db: Db, limit: number): Promise<ChainState[]> {
    return this.repo.recent(db, this.game, limit);
  }

  setSalt(db: Db, chainId: number, salt: string, kind: ChainSaltKind, at: Date): Promise<boolean> {
    return this.repo.setSalt(db, this.game, chainId, salt, kind, at);
  }

  /** A chain as it may be shown (never its seed). */
  chain(db: Db, chainId: number): Promise<HashChain | undefined> {
    return this.repo.chain(db, this.game, chainId);
  }

  /** The chain in play: the oldest with rounds left whose salt is set (nothing is made). */
  async active(db: Db): Promise<PlayableChain | undefined> {
    const chain = await this.repo.activeChain(db, this.game);
    return isPlayable(chain) ? chain : undefined;
  }

  /**
   * The chain rounds are drawn from now: the oldest with rounds left whose salt is set. In
   * development a new one is made when there is none (the used-up chain's replacement). Undefined
   * when none can be played yet: the game waits for a salt.
   */
  async playable(db: Db): Promise<PlayableChain | undefined> {
    const chain = await this.active(db);
    if (chain || !this.opts.devSalt) return chain;
    const { length, salt } = this.opts.onDemand ?? {};
    await this.create(db, { ...(length ? { length } : {}), ...(salt ? { salt } : {}) });
    const made = await this.active(db);
    if (!made) throw new Error(`${this.game} chain: a new chain was not stored`);
    return made;
  }

  /**
   * Takes the chain's next round, once across all nodes, in the caller's transaction so the
   * round's row commits with it; undefined when the chain is used up (ask playable() again).
   */
  async draw(trx: Db, chain: PlayableChain): Promise<ChainDraw | undefined> {
    const roundNumber = await this.repo.takeNext(trx, this.game, chain.id);
    if (roundNumber === undefined) return undefined;
    const roundHash = elementAt(await this.checkpointsOf(trx, chain.id), chain.length - roundNumber);
    return { chain, roundNumber, roundHash, commitment: nextChainHash(roundHash) };
  }

  /** Draws from the chain in play, moving to the next one if it ran out meanwhile. */
  async drawNext(trx: Db): Promise<ChainDraw | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const chain = await this.playable(trx);
      if (!chain) return undefined;
      const drawn = await this.draw(trx, chain);
      if (drawn) return drawn;
    }
    throw new Error(`${this.game} chain: no round hash could be drawn`);
  }

  /** True when `roundHash` is round `roundNumber` of the chain: hashed that many times, it gives the terminating hash. */
  async verify(db: Db, chainId: number, roundNumber: number, roundHash: string): Promise<boolean> {
    const chain = await this.repo.chain(db, this.game, chainId);
    if (!chain || roundNumber > chain.length) return false;
    return verifyGameHash(roundHash, roundNumber, chain.terminatingHash);
  }

  private async checkpointsOf(db: Db, chainId: number): Promise<Checkpoints> {
    const hit = this.checkpoints.get(chainId);
    if (hit) return hit;
    const loaded = await this.repo.checkpoints(db, this.game, chainId);
    if (!loaded) throw new Error(`${this.game} chain ${chainId} not found`);
    this.checkpoints.set(chainId, loaded);
    return loaded;
  }
}
