/**
 * The round hashes (reference §1.5, as crash but in tables of its own): element 0 is a secret seed,
 * element j+1 = SHA-256(hex of element j), element `length` is the terminating hash, published with
 * the salt from the chain's first round. Round n plays element `length − n`, so each round's hash,
 * hashed n times, gives the terminating hash, and its commitment SHA-256(hash) is the previous
 * round's hash (or the terminating hash for round 1). Chains are short (10,000 rounds ≈ 3 weeks), so
 * an element is walked from the seed when a round is created: at most `length` hashes, once per round.
 */
import { randomBytes } from 'node:crypto';
import { nextChainHash, walkChain } from '@nyota/fairness/crash';
import type { Db } from '../../../platform/db/database.js';
import type { ChainRow, FootballRepo } from './football.repo.js';

export interface RoundDraw {
  chain: ChainRow;
  roundNumber: number;
  roundHash: string;
  commitment: string;
}

export class FootballChain {
  constructor(
    private readonly repo: FootballRepo,
    private readonly length: number,
  ) {}

  async create(db: Db, now: Date, spec: { seed?: string; salt?: string } = {}): Promise<number> {
    const seed = spec.seed ?? randomBytes(32).toString('hex');
    const salt = spec.salt ?? randomBytes(32).toString('hex');
    const terminatingHash = walkChain(seed, this.length);
    return this.repo.insertChain(db, { seed, terminatingHash, salt, length: this.length, now });
  }

  /** Takes the next round hash in the caller's transaction, starting a new chain when none has rounds left. */
  async draw(trx: Db, now: Date): Promise<RoundDraw> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const chain = (await this.repo.activeChain(trx)) ?? (await this.repo.chain(trx, await this.create(trx, now)));
      if (!chain) throw new Error('football chain: a new chain was not stored');
      const roundNumber = await this.repo.consumeNext(trx, chain.id);
      if (roundNumber === undefined) continue;
      const roundHash = walkChain(chain.seed, chain.length - roundNumber);
      return { chain, roundNumber, roundHash, commitment: nextChainHash(roundHash) };
    }
    throw new Error('football chain: no round hash could be drawn');
  }
}
