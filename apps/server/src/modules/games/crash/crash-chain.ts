/**
 * The crash game's outcome source: a pre-generated SHA-256 hash chain (reference §1.5). Element 0 is
 * a secret seed from the CSPRNG, element j+1 = SHA-256(hex of element j), and element `length` is
 * the terminating hash, published (the commitment) before the chain's salt exists. Game n plays
 * element `length − n`, so the chain is played backwards and every game's hash, hashed n times,
 * gives the published terminating hash: nobody, the operator included, can change a later game
 * without breaking that. A game's commitment (shown before betting) is SHA-256 of its hash, which is
 * the previous game's hash (or the terminating hash for game 1) — already public, never a leak.
 *
 * The salt follows the chain-salt rules (modules/games/chain-salt): a chain is stored with the name
 * of a future public value and played only once that value is set as its salt; in development a
 * chain made on demand gets a development salt right after its commitment. Every chain made now
 * uses the current HMAC scheme (raw hash bytes), stored with it; older chains keep theirs.
 *
 * Walking from the seed to an element would cost up to `length` hashes, so every 1000th element is
 * kept (checkpoints, as secret as the seed): a game costs at most 999 hashes.
 */
import { randomBytes } from 'node:crypto';
import { CRASH_HMAC_SCHEME } from '@nyota/fairness/crash';
import type { Db } from '../../../platform/db/database.js';
import { ChainSaltStore, type ChainSaltKind, type SaltAnnouncement, type SaltedChains } from '../chain-salt/chain-salt.js';
import { chainStep, crashPointOf } from './crash-math.js';
import type { ChainRow } from './crash-chains.repo.js';
import { CrashRepo } from './crash.repo.js';

export const CHECKPOINT_EVERY = 1000;
/** ~100,000 rounds ≈ 3 weeks of play at ~20 s a round; a used-up chain is replaced by a new one. */
export const DEFAULT_CHAIN_LENGTH = 100_000;

export interface ChainSpec {
  /** Hex seed; a fresh CSPRNG seed when absent. */
  seed?: string;
  /** A public salt to come; without it the chain gets a development salt (`salt`, else random). */
  announcement?: Extract<SaltAnnouncement, { kind: 'public' }>;
  /** The development salt to set right after the commitment (tests); random when absent. */
  salt?: string;
  length?: number;
}

export interface GameDraw {
  chainId: number;
  gameNumber: number;
  gameHash: string;
  commitment: string;
  crashPoint: number;
}

/** Yields to the event loop now and then so building a long chain never blocks the node. */
const YIELD_EVERY = 20_000;
const yieldNow = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function buildChain(
  seed: string,
  length: number,
): Promise<{ terminatingHash: string; checkpoints: Map<number, string> }> {
  const checkpoints = new Map<number, string>();
  let h = seed;
  for (let j = 0; j < length; j++) {
    if (j % CHECKPOINT_EVERY === 0) checkpoints.set(j, h);
    if (j > 0 && j % YIELD_EVERY === 0) await yieldNow();
    h = chainStep(h);
  }
  return { terminatingHash: h, checkpoints };
}

export class CrashChain implements SaltedChains {
  readonly game = 'crash' as const;
  private readonly salts = new ChainSaltStore('crash', 'crash_chains');
  private chain: ChainRow | null = null;
  private checkpoints = new Map<number, string>();

  constructor(
    private readonly repo: CrashRepo,
    private readonly now: () => Date,
    /** How chains made on demand (none left) are built: a fresh secret seed always, this length and salt. */
    private readonly onDemand: Omit<ChainSpec, 'seed' | 'announcement'> = {},
    /** Development only: make a chain with a development salt when none can be played. */
    private readonly devSalt = false,
  ) {}

  /** Stores a new chain: its commitment, then (without an announcement) its development salt. */
  async create(db: Db, spec: ChainSpec = {}): Promise<number> {
    const seed = spec.seed ?? randomBytes(32).toString('hex');
    const length = spec.length ?? DEFAULT_CHAIN_LENGTH;
    const announcement: SaltAnnouncement = spec.announcement ?? { kind: 'development' };
    const { terminatingHash, checkpoints } = await buildChain(seed, length);
    const id = await this.repo.chains.insertChain(db, {
      seed,
      terminatingHash,
      announcement,
      hmacScheme: CRASH_HMAC_SCHEME,
      length,
      checkpoints,
      now: this.now(),
    });
    if (announcement.kind === 'development') await this.salts.setDevelopmentSalt(db, id, this.now(), spec.salt);
    return id;
  }

  commit(db: Db, announcement: SaltAnnouncement, length?: number): Promise<number> {
    return this.create(db, { ...(announcement.kind === 'public' ? { announcement } : {}), ...(length ? { length } : {}) });
  }

  state = (db: Db, chainId: number) => this.salts.state(db, chainId);
  recent = (db: Db, limit: number) => this.salts.recent(db, limit);
  setSalt = (db: Db, chainId: number, salt: string, kind: ChainSaltKind, at: Date) =>
    this.salts.setSalt(db, chainId, salt, kind, at);

  /**
   * Makes sure a playable chain (games left, salt set) is loaded; in development it creates one
   * when there is none. False when none can be played yet: the game waits for a salt.
   */
  async ready(db: Db): Promise<boolean> {
    if (this.chain && this.chain.cursor < this.chain.length) return true;
    let chain = await this.repo.chains.activeChain(db);
    if (!chain && this.devSalt) {
      await this.create(db, { length: this.onDemand.length, salt: this.onDemand.salt });
      chain = await this.repo.chains.activeChain(db);
      if (!chain) throw new Error('crash chain: a new chain was not stored');
    }
    if (!chain) return false;
    this.checkpoints = await this.repo.chains.checkpoints(db, chain.id);
    this.chain = chain;
    return true;
  }

  /**
   * Takes the next game of the loaded chain, once across all nodes (the cursor moves by one
   * conditional UPDATE, in the caller's transaction so the round row commits with it); undefined
   * when the chain is used up (call ready() again).
   */
  async draw(trx: Db, houseEdgeBp: number): Promise<GameDraw | undefined> {
    const chain = this.chain;
    if (!chain) throw new Error('crash chain: call ready() first');
    const gameNumber = await this.repo.chains.consumeNextGame(trx, chain.id);
    if (gameNumber === undefined) {
      chain.cursor = chain.length;
      return undefined;
    }
    chain.cursor = Math.max(chain.cursor, gameNumber);
    const gameHash = this.element(chain, chain.length - gameNumber);
    return {
      chainId: chain.id,
      gameNumber,
      gameHash,
      commitment: chainStep(gameHash),
      crashPoint: crashPointOf(gameHash, chain.salt, houseEdgeBp, chain.hmacScheme),
    };
  }

  private element(chain: ChainRow, position: number): string {
    const base = position - (position % CHECKPOINT_EVERY);
    let h = this.checkpoints.get(base);
    if (h === undefined) throw new Error(`crash chain ${chain.id}: checkpoint ${base} missing`);
    for (let j = base; j < position; j++) h = chainStep(h);
    return h;
  }
}

/** The crash chains as the chain-salt service sees them (announcing, setting salts), without a loop. */
export function crashSaltedChains(now: () => Date): SaltedChains {
  return new CrashChain(new CrashRepo(), now);
}
