/**
 * The crash game's rounds from its hash chain (modules/games/hash-chain; reference §1.5): game n of
 * a chain is the chain's round n, and its crash point comes from the game hash, the chain's salt
 * and the chain's HMAC scheme. Every chain made now uses the current scheme (raw hash bytes),
 * stored with it; older chains keep theirs.
 */
import { CRASH_HMAC_SCHEME, isCrashHmacScheme, type CrashHmacScheme } from '@nyota/fairness/crash';
import type { Db } from '../../../platform/db/database.js';
import type { ChainSaltKind } from '../chain-salt/index.js';
import { HashChainService, type ChainSpec, type HashChain, type PlayableChain } from '../hash-chain/index.js';
import { crashPointOf } from './crash-math.js';

export type { ChainSpec };

/** ~100,000 rounds ≈ 3 weeks of play at ~20 s a round; a used-up chain is replaced by a new one. */
export const DEFAULT_CHAIN_LENGTH = 100_000;

export interface GameDraw {
  chainId: number;
  gameNumber: number;
  gameHash: string;
  commitment: string;
  crashPoint: number;
}

/** What a verifier needs of a chain (never its seed); the salt is null until it is set. */
export interface ChainPublic {
  terminatingHash: string;
  salt: string | null;
  saltKind: ChainSaltKind;
  saltSource: string | null;
  hmacScheme: CrashHmacScheme;
  length: number;
}

export function schemeOf(chain: HashChain): CrashHmacScheme {
  const v = chain.hmacScheme;
  if (v === null || !isCrashHmacScheme(v)) throw new Error(`crash chain ${chain.id}: unknown HMAC scheme ${String(v)}`);
  return v;
}

/** The crash chains: made with this length unless one is given, and the current HMAC scheme. */
export function crashChains(
  now: () => Date,
  /** How chains made on demand (none left) are built: a fresh secret seed always, this length and salt. */
  onDemand: Omit<ChainSpec, 'seed' | 'announcement'> = {},
  /** Development only: make a chain with a development salt when none can be played. */
  devSalt = false,
): HashChainService {
  return new HashChainService('crash', { now, length: DEFAULT_CHAIN_LENGTH, hmacScheme: CRASH_HMAC_SCHEME, devSalt, onDemand });
}

/** A crash chain as a verifier reads it. */
export async function crashChainPublic(db: Db, chains: HashChainService, chainId: number): Promise<ChainPublic | undefined> {
  const c = await chains.chain(db, chainId);
  return (
    c && {
      terminatingHash: c.terminatingHash,
      salt: c.salt,
      saltKind: c.saltKind,
      saltSource: c.saltSource,
      hmacScheme: schemeOf(c),
      length: c.length,
    }
  );
}

/** The round loop's view of the chains: make sure one is playable, then draw its games in order. */
export class CrashChain {
  private chain: PlayableChain | null = null;

  constructor(readonly chains: HashChainService) {}

  /** Stores a new chain: its commitment, then (without an announcement) its development salt. */
  create(db: Db, spec: ChainSpec = {}): Promise<number> {
    return this.chains.create(db, spec);
  }

  /**
   * Makes sure a playable chain (games left, salt set) is loaded; in development it creates one
   * when there is none. False when none can be played yet: the game waits for a salt.
   */
  async ready(db: Db): Promise<boolean> {
    if (this.chain && this.chain.cursor < this.chain.length) return true;
    this.chain = (await this.chains.playable(db)) ?? null;
    return this.chain !== null;
  }

  /**
   * Takes the next game of the loaded chain, once across all nodes, in the caller's transaction so
   * the round row commits with it; undefined when the chain is used up (call ready() again).
   */
  async draw(trx: Db, houseEdgeBp: number): Promise<GameDraw | undefined> {
    const chain = this.chain;
    if (!chain) throw new Error('crash chain: call ready() first');
    const drawn = await this.chains.draw(trx, chain);
    if (!drawn) {
      chain.cursor = chain.length;
      return undefined;
    }
    chain.cursor = Math.max(chain.cursor, drawn.roundNumber);
    return {
      chainId: chain.id,
      gameNumber: drawn.roundNumber,
      gameHash: drawn.roundHash,
      commitment: drawn.commitment,
      crashPoint: crashPointOf(drawn.roundHash, chain.salt, houseEdgeBp, schemeOf(chain)),
    };
  }
}

/** The crash chains as the chain-salt service sees them (announcing, setting salts), without a loop. */
export function crashSaltedChains(now: () => Date): HashChainService {
  return crashChains(now);
}
