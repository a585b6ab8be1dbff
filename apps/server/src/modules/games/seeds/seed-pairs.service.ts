/**
 * Seed pairs per member per per-bet game (reference §2.1, @nyota/fairness seed-pair.ts): the player
 * always sees the active pair's server seed hash, its client seed and nonce, and the hash of the
 * next server seed. Rotation reveals the active seed. A spin takes its nonce inside the spin's own
 * transaction, holding the active row's lock until the bet is settled, so no two bets share a nonce
 * and a rotation can never reveal the seed of a spin still in flight.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { PerBetGameId, RotateSeedData, SeedPairData } from '@nyota/contract/api/per-bet-games';
import { commitServerSeed, newClientSeed, newServerSeed, rotateSeedPair, takeNonce, type SeedInputs } from '@nyota/fairness';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { LOCK_NOT_AVAILABLE, SeedPairsRepo, type SeedPairRow } from './seed-pairs.repo.js';

export interface TakenNonce {
  pairId: string;
  inputs: SeedInputs;
  serverSeedHash: string;
}

export class SeedPairsService {
  constructor(
    private readonly db: Db,
    private readonly repo = new SeedPairsRepo(),
  ) {}

  async current(memberId: string, gameId: PerBetGameId): Promise<SeedPairData> {
    await this.ensureOnce(memberId, gameId);
    const active = await this.repo.active(this.db, memberId, gameId);
    const next = await this.repo.committed(this.db, memberId, gameId);
    const previous = await this.repo.lastRevealed(this.db, memberId, gameId);
    if (!active || !next) throw new Error(`seed pair of member ${memberId} game ${gameId} missing after ensure`);
    return { current: view(gameId, active, next.serverSeedHash), previous: previous ? revealedView(previous) : null };
  }

  /** Sets the client seed and rotates. Refused with ROUND_OPEN while a spin of the game holds the pair. */
  async rotate(memberId: string, gameId: PerBetGameId, clientSeed: string): Promise<RotateSeedData> {
    await this.ensureOnce(memberId, gameId);
    const fresh = newServerSeed();
    return this.db.transaction().execute(async (trx) => {
      const active = await this.lockActiveOrRefuse(trx, memberId, gameId);
      const upcoming = await this.repo.committed(trx, memberId, gameId);
      if (!upcoming) throw new Error(`committed seed of member ${memberId} game ${gameId} missing`);
      const result = rotateSeedPair({
        active: { state: 'active', ...active },
        upcoming: { state: 'committed', serverSeed: upcoming.serverSeed, serverSeedHash: upcoming.serverSeedHash },
        clientSeed,
        nextServerSeed: fresh,
        roundOpen: false,
      });
      if (!result.ok) throw new AppError(ErrorCode.VALIDATION, 'errors.invalid_client_seed');
      await this.repo.rotate(trx, {
        activeId: active.id,
        committedId: upcoming.id,
        clientSeed,
        memberId,
        gameId,
        next: { serverSeed: result.upcoming.serverSeed, serverSeedHash: result.upcoming.serverSeedHash },
      });
      return {
        revealed: revealedView(active),
        current: view(gameId, result.active, result.upcoming.serverSeedHash),
      };
    });
  }

  /**
   * For a spin, inside its transaction: locks the active pair (a concurrent spin of the same member
   * and game waits here), returns the inputs of this bet and moves the nonce on. If the spin's
   * transaction rolls back, the nonce is given back with it.
   */
  async takeNonce(trx: Db, memberId: string, gameId: PerBetGameId): Promise<TakenNonce> {
    let active = await this.repo.lockActive(trx, memberId, gameId);
    if (!active) {
      await this.ensure(trx, memberId, gameId);
      active = await this.repo.lockActive(trx, memberId, gameId);
    }
    if (!active) throw new Error(`active seed pair of member ${memberId} game ${gameId} missing`);
    const taken = takeNonce({ state: 'active', ...active });
    await this.repo.bumpNonce(trx, active.id, active.nonce);
    return { pairId: active.id, inputs: taken.inputs, serverSeedHash: active.serverSeedHash };
  }

  private async lockActiveOrRefuse(trx: Db, memberId: string, gameId: PerBetGameId): Promise<SeedPairRow> {
    try {
      const active = await this.repo.lockActive(trx, memberId, gameId, true);
      if (!active) throw new Error(`active seed pair of member ${memberId} game ${gameId} missing`);
      return active;
    } catch (err) {
      if (isLockBusy(err)) throw new AppError(ErrorCode.ROUND_OPEN, 'errors.round_open');
      throw err;
    }
  }

  /**
   * Creates the pairs on a first visit only. Not unconditionally: an insert that meets the active
   * row while a spin has it locked (and its nonce updated) would wait for that spin to finish.
   */
  private async ensureOnce(memberId: string, gameId: PerBetGameId): Promise<void> {
    const [active, next] = [
      await this.repo.active(this.db, memberId, gameId),
      await this.repo.committed(this.db, memberId, gameId),
    ];
    if (!active || !next) await this.ensure(this.db, memberId, gameId);
  }

  private async ensure(db: Db, memberId: string, gameId: PerBetGameId): Promise<void> {
    const active = commitServerSeed(newServerSeed());
    const next = commitServerSeed(newServerSeed());
    await this.repo.ensure(
      db,
      memberId,
      gameId,
      { serverSeed: active.serverSeed, serverSeedHash: active.serverSeedHash, clientSeed: newClientSeed() },
      { serverSeed: next.serverSeed, serverSeedHash: next.serverSeedHash },
    );
  }
}

function view(gameId: number, pair: Pick<SeedPairRow, 'serverSeedHash' | 'clientSeed' | 'nonce'>, nextHash: string) {
  return {
    gameId,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: nextHash,
  };
}

function revealedView(pair: SeedPairRow) {
  return { serverSeed: pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

function isLockBusy(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
}
