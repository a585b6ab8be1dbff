/**
 * The round hashes (reference §1.5, as crash but in tables of its own): element 0 is a secret seed,
 * element j+1 = SHA-256(hex of element j), element `length` is the terminating hash, published as
 * the chain's commitment before its salt exists. The salt follows the chain-salt rules shared with
 * crash (modules/games/chain-salt): a chain announced with a future public value is played only once
 * that value is set; in development a chain made on demand gets a development salt right after its
 * commitment. Round n plays element `length − n`, so each round's hash, hashed n times, gives the
 * terminating hash, and its commitment SHA-256(hash) is the previous round's hash (or the
 * terminating hash for round 1). Chains are short (10,000 rounds ≈ 3 weeks), so an element is
 * walked from the seed when a round is created: at most `length` hashes, once per round.
 */
import { randomBytes } from 'node:crypto';
import { nextChainHash, walkChain } from '@nyota/fairness/crash';
import type { Db } from '../../../platform/db/database.js';
import { ChainSaltStore, type ChainSaltKind, type SaltAnnouncement, type SaltedChains } from '../chain-salt/chain-salt.js';
import { DEFAULT_CHAIN_LENGTH } from './football-config.js';
import { FootballRepo, type ChainRow } from './football.repo.js';

export interface RoundDraw {
  chain: ChainRow;
  roundNumber: number;
  roundHash: string;
  commitment: string;
}

export class FootballChain implements SaltedChains {
  readonly game = 'football' as const;
  private readonly salts = new ChainSaltStore('football', 'football_chains');

  constructor(
    private readonly repo: FootballRepo,
    private readonly length: number,
    /** Development only: make a chain with a development salt when none can be played. */
    private readonly devSalt = false,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores a chain's commitment, then (without a public announcement) its development salt. */
  async create(
    db: Db,
    now: Date,
    spec: { seed?: string; salt?: string; announcement?: SaltAnnouncement; length?: number } = {},
  ): Promise<number> {
    const seed = spec.seed ?? randomBytes(32).toString('hex');
    const length = spec.length ?? this.length;
    const announcement = spec.announcement ?? { kind: 'development' };
    const terminatingHash = walkChain(seed, length);
    const id = await this.repo.insertChain(db, { seed, terminatingHash, announcement, length, now });
    if (announcement.kind === 'development') await this.salts.setDevelopmentSalt(db, id, now, spec.salt);
    return id;
  }

  commit(db: Db, announcement: SaltAnnouncement, length?: number): Promise<number> {
    return this.create(db, this.now(), { announcement, ...(length ? { length } : {}) });
  }

  state = (db: Db, chainId: number) => this.salts.state(db, chainId);
  recent = (db: Db, limit: number) => this.salts.recent(db, limit);
  setSalt = (db: Db, chainId: number, salt: string, kind: ChainSaltKind, at: Date) =>
    this.salts.setSalt(db, chainId, salt, kind, at);

  /**
   * Takes the next round hash in the caller's transaction; in development it starts a new chain when
   * none has rounds left. Undefined when no chain can be played (waiting for a salt).
   */
  async draw(trx: Db, now: Date): Promise<RoundDraw | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const chain =
        (await this.repo.activeChain(trx)) ??
        (this.devSalt ? await this.repo.chain(trx, await this.create(trx, now)) : undefined);
      if (!chain) return undefined;
      const roundNumber = await this.repo.consumeNext(trx, chain.id);
      if (roundNumber === undefined) continue;
      const roundHash = walkChain(chain.seed, chain.length - roundNumber);
      return { chain, roundNumber, roundHash, commitment: nextChainHash(roundHash) };
    }
    throw new Error('football chain: no round hash could be drawn');
  }
}

/** The football chains as the chain-salt service sees them (announcing, setting salts), without a loop. */
export function footballSaltedChains(now: () => Date, length = DEFAULT_CHAIN_LENGTH): SaltedChains {
  return new FootballChain(new FootballRepo(), length, false, now);
}
