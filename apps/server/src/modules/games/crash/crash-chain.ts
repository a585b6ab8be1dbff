/**
 * The crash game's outcome source: a pre-generated SHA-256 hash chain (reference §1.5). Element 0 is
 * a secret seed from the CSPRNG, element j+1 = SHA-256(hex of element j), and element `length` is
 * the terminating hash, published with the salt before the chain's first game. Game n plays element
 * `length − n`, so the chain is played backwards and every game's hash, hashed n times, gives the
 * published terminating hash: nobody, the operator included, can change a later game without
 * breaking that. A game's commitment (shown before betting) is SHA-256 of its hash, which is the
 * previous game's hash (or the terminating hash for game 1) — already public, never a leak.
 *
 * Walking from the seed to an element would cost up to `length` hashes, so every 1000th element is
 * kept (checkpoints, as secret as the seed): a game costs at most 999 hashes.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.js';
import { chainStep, crashPointOf } from './crash-math.js';
import type { ChainRow, CrashRepo } from './crash.repo.js';

export const CHECKPOINT_EVERY = 1000;
/** ~100,000 rounds ≈ 3 weeks of play at ~20 s a round; a used-up chain is replaced by a new one. */
export const DEFAULT_CHAIN_LENGTH = 100_000;

export interface ChainSpec {
  /** Hex seed; a fresh CSPRNG seed when absent. */
  seed?: string;
  /** Published with the terminating hash before the first game; fresh random when absent. */
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

export class CrashChain {
  private chain: ChainRow | null = null;
  private checkpoints = new Map<number, string>();

  constructor(
    private readonly repo: CrashRepo,
    private readonly now: () => Date,
    /** How chains made on demand (none left) are built: a fresh secret seed always, this length and salt. */
    private readonly onDemand: Omit<ChainSpec, 'seed'> = {},
  ) {}

  /** Stores a new chain (its terminating hash and salt become public with its first round). */
  async create(db: Db, spec: ChainSpec = {}): Promise<number> {
    const seed = spec.seed ?? randomBytes(32).toString('hex');
    const salt = spec.salt ?? randomBytes(32).toString('hex');
    const length = spec.length ?? DEFAULT_CHAIN_LENGTH;
    const { terminatingHash, checkpoints } = await buildChain(seed, length);
    return this.repo.insertChain(db, { seed, terminatingHash, salt, length, checkpoints, now: this.now() });
  }

  /** Makes sure a chain with games left is loaded, creating one when the last is used up. */
  async ready(db: Db): Promise<void> {
    if (this.chain && this.chain.cursor < this.chain.length) return;
    let chain = await this.repo.activeChain(db);
    if (!chain) {
      await this.create(db, { length: this.onDemand.length, salt: this.onDemand.salt });
      chain = await this.repo.activeChain(db);
      if (!chain) throw new Error('crash chain: a new chain was not stored');
    }
    this.checkpoints = await this.repo.checkpoints(db, chain.id);
    this.chain = chain;
  }

  /**
   * Takes the next game of the loaded chain, once across all nodes (the cursor moves by one
   * conditional UPDATE, in the caller's transaction so the round row commits with it); undefined
   * when the chain is used up (call ready() again).
   */
  async draw(trx: Db, houseEdgeBp: number): Promise<GameDraw | undefined> {
    const chain = this.chain;
    if (!chain) throw new Error('crash chain: call ready() first');
    const gameNumber = await this.repo.consumeNextGame(trx, chain.id);
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
      crashPoint: crashPointOf(gameHash, chain.salt, houseEdgeBp),
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
